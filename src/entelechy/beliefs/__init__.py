"""Beliefs with evidence: propositions, typed evidence with provenance, computed confidence,
contradictions, temporal scope, source track records and operator corrections."""
