"""Event kinds of perception and belief, and the payloads they carry (schema version 1).

Every number a projection writes travels in its event: the arithmetic happens once, when the
event is made, and a replay rebuilds the same rows without recomputing anything.
"""

from __future__ import annotations

OBSERVATION_RECORDED = "observation_recorded"
"""{observation_id, message_id, actor, channel, trust, reference} — a message as something the
mind observed, with how far it trusts its source."""

PERCEPTION_RECORDED = "perception_recorded"
"""{perception_id, observation_id, message_id, analysis, enrichment} — the deterministic analysis
and what the model added within the cycle's budget (`enrichment.budget`, `.used`, `.status`)."""

BELIEF_FORMED = "belief_formed"
"""{belief_id, proposition{text, subject, predicate, object, polarity, scope}, slot, key, kind,
prior, domain, observed_at, valid_from, evidence{…as in evidence_added}, evaluation{version,
confidence, status, reason, breakdown}} — a new belief, its first evidence and first version."""

EVIDENCE_ADDED = "evidence_added"
"""{evidence_id, belief_id, polarity, strength, credibility, base_credibility, track_factor,
derivation, family, source, root_event_ids, root_memory_ids, note, evaluation} — `evaluation`
is the version the evidence causes (null for a superseded belief, whose score stays)."""

BELIEF_EVALUATED = "belief_evaluated"
"""{belief_id, version, confidence, status, reason, breakdown} — a new immutable version."""

BELIEF_SUPERSEDED = "belief_superseded"
"""{belief_id, version, confidence, status: superseded, reason: 'state changed', breakdown,
by, valid_until, link_id} — a transient state closed by a later report; its score untouched."""

BELIEF_MARKED_WRONG = "belief_marked_wrong"
"""{belief_id, version, confidence, status: rejected, reason, breakdown} — pinned by an operator."""

CONTRADICTION_DETECTED = "contradiction_detected"
"""{contradiction_id, link_id, belief_a, belief_b, reason}."""

BELIEF_LINKED = "belief_linked"
"""{link_id, kind, from_id, to_id} — e.g. `alternative_of` between rival hypotheses."""

EVIDENCE_RETRACTED = "evidence_retracted"
"""{evidence_id, belief_id, reason} — the evidence no longer counts; the row stays."""

SOURCE_OUTCOME = "source_outcome"
"""{family, domain, outcome: correct | wrong, belief_id, cause, correct, wrong} — the running
totals after this outcome."""

INFERENCE_FORBIDDEN = "inference_forbidden"
"""{forbid_id, pattern, reason} — hypotheses matching the pattern are never proposed."""

BELIEF_COMMAND = "belief_command"
"""{command, arguments} — an operator's (or a process's) instruction; the events it caused cite
it, and operator evidence has it as its root."""

VERSIONED = (BELIEF_EVALUATED, BELIEF_SUPERSEDED, BELIEF_MARKED_WRONG)
"""Events that append a belief version and set the belief's current score and status."""

KINDS = frozenset(
    {
        OBSERVATION_RECORDED,
        PERCEPTION_RECORDED,
        BELIEF_FORMED,
        EVIDENCE_ADDED,
        *VERSIONED,
        CONTRADICTION_DETECTED,
        BELIEF_LINKED,
        EVIDENCE_RETRACTED,
        SOURCE_OUTCOME,
        INFERENCE_FORBIDDEN,
        BELIEF_COMMAND,
    }
)
"""Every event kind of beliefs."""
