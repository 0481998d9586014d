"""Minds, conversations, messages and model calls: the events of talking, and their projections."""
