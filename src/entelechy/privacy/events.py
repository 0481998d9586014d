"""The events of audited forgetting."""

from __future__ import annotations

REDACTION_APPLIED = "redaction_applied"
"""{redaction_id, target: {kind, id}, reason, operator, removed_digest, events: [{event_id,
original_digest, redacted_digest}], rows: {table: count}} — never the removed content."""
REDACTION_REQUESTED = "redaction_requested"
"""{request_id, user_id, message_id} — a person asked in conversation to be forgotten; an
operator confirms (`entelechy redact requests --confirm`)."""
OPERATOR_ACTOR = "operator"

KINDS = frozenset({REDACTION_APPLIED, REDACTION_REQUESTED})
"""Every event kind of audited forgetting."""
