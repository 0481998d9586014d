"""The event kind of introspection and the payload it carries (schema version 1)."""

from __future__ import annotations

INTROSPECTION_SCORED = "introspection_scored"
"""{score_id, reply_id, in_reply_to, question, counts{supported, partially_supported,
unsupported, contradicted, unknown}, sentences[{text, verdict, records, warning}], warnings,
replaced: {counts, sentences} | null} — the reply as sent, scored against the records' answer;
`replaced` is the model's wording it replaced, scored the same way."""

KINDS = frozenset({INTROSPECTION_SCORED})
