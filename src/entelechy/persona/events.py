"""Persona event kinds (schema version 1)."""

from __future__ import annotations

PERSONA_BORN = "persona_born"
"""{auditId, data: {personaId, mindId, bornAt, archetype, modifiers, axiomIds, identity?,
cosmology?}} — audited as `persona-register`."""

OPERATOR_CONTEXT_SET = "operator_context_set"
"""{context: {mode, domain, language, register, verbosity, surface_name}} — latest wins."""
