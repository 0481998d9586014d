"""Persona event kinds (schema version 1).

`persona_born` is an audited record, so its kind is part of governance's vocabulary of audited
kinds (`entelechy.governance.events`); it is persona's event all the same.
"""

from __future__ import annotations

from entelechy.governance.events import PERSONA_BORN

__all__ = ["KINDS", "OPERATOR_CONTEXT_SET", "PERSONA_BORN"]

OPERATOR_CONTEXT_SET = "operator_context_set"
"""{context: {mode, domain, language, register, verbosity, surface_name}} — latest wins."""

KINDS = frozenset({PERSONA_BORN, OPERATOR_CONTEXT_SET})
"""Every persona event kind."""
