"""Governance event kinds, where they are written, and the audit kind each one becomes.

Every audited event carries the payload `{"auditId": str, "data": {...}}`; the audit ledger is a
projection of these events (see `audit_projection`). Store-wide events go to the reserved stream
`governance`; per-mind events (reviews, lifecycle, inductions) to the mind's own stream.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

GOVERNANCE_STREAM = "governance"
"""The ledger stream of records that belong to the store, not to one mind."""

GOVERNOR_ACTOR = "governor"

AXIOM_MINTED = "axiom_minted"
CREATOR_KEY_REGISTERED = "creator_key_registered"
RULE_PACK_INSTALLED = "rule_pack_installed"
SIGNATURE_REJECTED = "signature_rejected"
BEHAVIOR_REVIEWED = "behavior_reviewed"
PROVENANCE_DEFLECTED = "provenance_deflection_applied"
LIFECYCLE_CHANGED = "lifecycle_changed"
INDUCTION_CREATED = "dream_induction_created"
INDUCTION_CONSUMED = "dream_induction_consumed"
INDUCTION_CANCELLED = "dream_induction_cancelled"
STORE_IMPORTED = "store_imported"
AUDIT_RECORD_IMPORTED = "audit_record_imported"
"""{chainId, line}: one record of another runtime's audit log, kept byte for byte."""
PERSONA_BORN = "persona_born"
"""{auditId, data: {personaId, mindId, bornAt, archetype, modifiers, axiomIds, identity?,
cosmology?}} — the persona package's event, audited as `persona-register`."""

AUDIT_KINDS: Mapping[str, str] = MappingProxyType(
    {
        AXIOM_MINTED: "axiom-mint",
        CREATOR_KEY_REGISTERED: "creator-key-register",
        RULE_PACK_INSTALLED: "rule-pack-install",
        SIGNATURE_REJECTED: "signature-rejected",
        BEHAVIOR_REVIEWED: "behavior-review",
        PROVENANCE_DEFLECTED: "provenance-deflection-applied",
        LIFECYCLE_CHANGED: "lifecycle-change",
        INDUCTION_CREATED: "dream-induction",
        INDUCTION_CONSUMED: "dream-induction-consumed",
        INDUCTION_CANCELLED: "dream-induction-cancelled",
        STORE_IMPORTED: "store-import",
        PERSONA_BORN: "persona-register",
    }
)
"""Event kind → audit kind: every kind the audit ledger holds a record of, whichever package
writes it."""

KINDS = frozenset({*AUDIT_KINDS, AUDIT_RECORD_IMPORTED} - {PERSONA_BORN})
"""Every governance event kind (`persona_born` is persona's)."""


def audit_payload(audit_id: str, data: dict[str, Any]) -> dict[str, Any]:
    """The payload of an audited event. Absent (None) values are dropped, as JSON.stringify
    drops undefined, so the audit hash means the same in both runtimes."""
    return {"auditId": audit_id, "data": compact(data)}


def compact(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: compact(item) for key, item in value.items() if item is not None}
    if isinstance(value, list | tuple):
        return [compact(item) for item in value]
    return value
