"""Privacy: audited forgetting — what a redaction targets, the record of it, the service."""
