"""Deterministic analysis of what reaches the mind: risk, intent, entities, claims, urgency."""
