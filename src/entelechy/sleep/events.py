"""Event kinds of sleep and wake and the payloads they carry (schema version 1).

A sleep is recorded in two transactions: `sleep_started` when it begins (so an interrupted sleep
is visible), then its model calls, phases, dreams and `sleep_completed` together. Wake records
each dream's class, the memories it consolidates (`memory_consolidated`, projected by the memory
package) and `sleep_woken` in one transaction, which is what makes it crash-safe.
"""

from __future__ import annotations

SLEEP_STARTED = "sleep_started"
"""{sleep_id, trigger{kind, reason}, nominal_seconds, window{since, until}, induction{id, scenario,
desired_learning, emotional_tone, induced_by} | null}."""

SLEEP_PHASE_RECORDED = "sleep_phase_recorded"
"""{sleep_id, phase, started_at, duration_seconds, content{kind, …}, outcome (ok | empty |
failed), error, model_call_ids, tokens{in, out}, budget{max_output_tokens, timeout_seconds},
elapsed_ms}."""

DREAM_RECORDED = "dream_recorded"
"""{dream_id, sleep_id, ordinal, narrative, teleological_value, clamped, induced, induced_by,
induction_id, review{kind, audit_id}}."""

SLEEP_COMPLETED = "sleep_completed"
"""{sleep_id, ended_at, model, interactions_considered, episode_ids, message_ids, user_id,
tokens{in, out}, dreams, dreams_rejected, elapsed_ms, source (live | imported), source_digest}."""

SLEEP_ABANDONED = "sleep_abandoned"
"""{sleep_id, reason} — a sleep that began but never completed (its process stopped)."""

DREAM_CLASSIFIED = "dream_classified"
"""{dream_id, sleep_id, memory_class, themes, memory_id | null} — noise has no memory."""


SLEEP_WOKEN = "sleep_woken"
"""{sleep_id, consolidated, noise, traumatic, affect{kind, intensity, at, half_life_seconds} |
null}."""

SLEEP_ACTOR = "mind:sleep"

LIMBO_CHANGED = "limbo_changed"
"""{from, to, idle_seconds, at} — the limbo machine moved (awake, drifting, deep-coma,
returning)."""

KINDS = frozenset(
    {
        SLEEP_STARTED,
        SLEEP_PHASE_RECORDED,
        DREAM_RECORDED,
        SLEEP_COMPLETED,
        SLEEP_ABANDONED,
        DREAM_CLASSIFIED,
        SLEEP_WOKEN,
        LIMBO_CHANGED,
    }
)
"""Every event kind of sleep and wake (`memory_consolidated` is memory's)."""
