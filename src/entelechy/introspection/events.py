"""The event kind of introspection and the payload it carries (schema version 1)."""

from __future__ import annotations

INTROSPECTION_SCORED = "introspection_scored"
"""{score_id, reply_id, in_reply_to, question, counts{supported, partially_supported,
unsupported, contradicted, unknown}, sentences[{span[start, end], verdict, record_ids}],
warnings{code: count}, replaced: {text, counts, sentences, warnings} | null} — the reply as
sent, scored against the records' answer; `replaced` is the model's wording it replaced, scored
the same way. Sentences are spans of the reply, and warnings codes used as keys, so that an
audited redaction removes the reply's words once and nothing generic with them."""

KINDS = frozenset({INTROSPECTION_SCORED})
