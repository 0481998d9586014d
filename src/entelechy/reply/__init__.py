"""The reply pipeline: from a person's message to a recorded reply."""
