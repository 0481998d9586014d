"""What operators watch a mind through: traces, metrics and structured logs.

Spans go through the OpenTelemetry API (a no-op until an SDK is installed and configured);
metrics are Prometheus instruments on a registry of Entelechy's own; logs go through `logging`.
None of them carries the words people and the mind exchanged unless an operator asks for it,
and none ever carries a credential.
"""
