"""Database-level refusal of UPDATE and DELETE on history tables.

The application never relies on good behaviour: triggers in SQLite and PostgreSQL refuse the
statement itself, so neither a bug nor a hand-written SQL session can rewrite history. The one
exception is an audited redaction (`entelechy.record.redaction`), which may UPDATE — never
DELETE — inside a transaction that has raised the redaction flag: a transaction-local setting on
PostgreSQL (`SET LOCAL entelechy.redacting = 'on'`), a marker row on SQLite (inserted and
removed inside the same write transaction, so no other connection ever sees it).
"""

from __future__ import annotations

APPEND_ONLY_MARKER = "append-only"
REDACTION_MARKER_TABLE = "redaction_marker"
REDACTION_SETTING = "entelechy.redacting"

_PG_FUNCTION = f"""
CREATE OR REPLACE FUNCTION entelechy_refuse_history_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND current_setting('{REDACTION_SETTING}', true) = 'on' THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION '{APPEND_ONLY_MARKER}: rows of % cannot be %d; history is never rewritten',
        TG_TABLE_NAME, lower(TG_OP)
        USING ERRCODE = 'raise_exception';
END;
$$
"""


def protect_statements(dialect: str, table: str) -> list[str]:
    """SQL that makes `table` refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL)."""
    if dialect == "sqlite":
        return [_sqlite_trigger(table, operation) for operation in ("UPDATE", "DELETE")]
    if dialect == "postgresql":
        return [
            _PG_FUNCTION,
            f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION entelechy_refuse_history_change()",
            f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
            "FOR EACH STATEMENT EXECUTE FUNCTION entelechy_refuse_history_change()",
        ]
    raise ValueError(f"no append-only enforcement for dialect {dialect!r}")


def _sqlite_trigger(table: str, operation: str) -> str:
    verb = "updated" if operation == "UPDATE" else "deleted"
    message = f"{APPEND_ONLY_MARKER}: rows of {table} cannot be {verb}; history is never rewritten"
    flag = f" WHEN NOT EXISTS (SELECT 1 FROM {REDACTION_MARKER_TABLE})"
    unless = flag if operation == "UPDATE" else ""
    return (
        f"CREATE TRIGGER {table}_append_only_{operation.lower()} BEFORE {operation} ON {table}"
        f"{unless} BEGIN SELECT RAISE(ABORT, '{message}'); END"
    )


def redactable_statements(dialect: str, tables: list[str]) -> list[str]:
    """SQL that lets an audited redaction UPDATE the append-only `tables` (and nothing else)."""
    if dialect == "postgresql":
        return [_PG_FUNCTION]
    statements = []
    for table in tables:
        statements.append(f"DROP TRIGGER IF EXISTS {table}_append_only_update")
        statements.append(_sqlite_trigger(table, "UPDATE"))
    return statements
