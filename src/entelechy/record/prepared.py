"""Hot-path statements: written in SQLAlchemy Core, compiled once per dialect, run on the cursor.

SQLAlchemy's execution layer costs tens of microseconds per statement (context, cache key,
result processing), and several microseconds per row fetched. The handful of statements every
reply runs (ledger head and insert, the projection inserts, the history window, recall's
search and the rows it returns) skip it; everything else uses `Connection.execute`.
Only plain columns of TEXT, INTEGER and REAL types go through here, which need no result
processing on either backend.

On PostgreSQL every statement is a round trip. Inside a unit of work that defers its writes
(`deferring`), a statement whose result nobody reads (`Prepared.run`: inserts, updates, the
writer lock) is queued instead, and the queue goes to the server in one pipeline together with
the next statement that does read (`Prepared.rows`), before any statement SQLAlchemy runs
(`flush_before_execute`), and before the commit. The server runs them in the order they were
written, so what a read sees is unchanged; an error in a queued statement is raised by the
statement that sent it, which is still inside the same unit of work and rolls all of it back.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Column, Connection, Table, bindparam, select
from sqlalchemy.engine import Dialect
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import BindParameter


@dataclass(frozen=True)
class _Compiled:
    sql: str
    positions: tuple[str, ...] | None
    defaults: dict[str, Any]


class Prepared:
    """A statement compiled on first use for each dialect."""

    def __init__(self, statement: ClauseElement, column_keys: Sequence[str] | None = None) -> None:
        self._statement = statement
        self._column_keys = list(column_keys) if column_keys is not None else None
        self._compiled: dict[str, _Compiled] = {}

    def _for(self, dialect: Dialect) -> _Compiled:
        found = self._compiled.get(dialect.name)
        if found is None:
            compiled = cast(
                SQLCompiler,
                self._statement.compile(dialect=dialect, column_keys=self._column_keys),
            )
            positions = tuple(compiled.positiontup or ()) if compiled.positional else None
            found = _Compiled(str(compiled), positions, dict(compiled.params))
            self._compiled[dialect.name] = found
        return found

    def _bound(self, connection: Connection, parameters: Mapping[str, Any]) -> _Statement:
        compiled = self._for(connection.dialect)
        values = {**compiled.defaults, **parameters} if compiled.defaults else parameters
        arguments: Any = values
        if compiled.positions is not None:
            arguments = tuple(values[name] for name in compiled.positions)
        return compiled.sql, arguments

    def run(self, connection: Connection, parameters: Mapping[str, Any]) -> None:
        """Execute for its effect only: queued when the unit of work defers its writes."""
        statement = self._bound(connection, parameters)
        queued: list[_Statement] | None = connection.info.get(_QUEUED)
        if queued is not None:
            queued.append(statement)
            return
        cursor = connection.connection.cursor()
        try:
            cursor.execute(*statement)
        finally:
            cursor.close()

    def rows(self, connection: Connection, parameters: Mapping[str, Any]) -> list[tuple[Any, ...]]:
        """Execute and fetch every row; queued statements go first, in the same round trip."""
        statement = self._bound(connection, parameters)
        queued: list[_Statement] | None = connection.info.get(_QUEUED)
        if queued:
            with _pipeline(connection, queued) as cursor:
                cursor.execute(*statement)
                return [tuple(row) for row in cursor.fetchall()]
        cursor = connection.connection.cursor()
        try:
            cursor.execute(*statement)
            return [tuple(row) for row in cursor.fetchall()]
        finally:
            cursor.close()

    def scalar(self, connection: Connection, parameters: Mapping[str, Any]) -> Any:
        """The first column of the first row, or None when there is no row."""
        found = self.rows(connection, parameters)
        return found[0][0] if found else None


_Statement = tuple[str, Any]
_QUEUED = "entelechy.queued_statements"
"""Key of a unit of work's queue in its connection's `info` (absent when it does not defer)."""


@contextmanager
def deferring(connection: Connection) -> Iterator[None]:
    """Queue the statements `Prepared.run` is given on `connection` (a psycopg one) until
    something reads, and send what is left before leaving; on an error, drop the queue (the
    transaction is rolled back anyway). The connection's `info` is taken once: a connection
    that failed is invalidated, and asking it again would hide the failure behind another."""
    info = connection.info
    info[_QUEUED] = []
    try:
        yield
        flush(connection)
    finally:
        info.pop(_QUEUED, None)


def flush(connection: Connection) -> None:
    """Send the statements queued on `connection`, in one round trip."""
    queued: list[_Statement] | None = connection.info.get(_QUEUED)
    if queued:
        with _pipeline(connection, queued):
            pass


def flush_before_execute(connection: Connection, *_: Any) -> None:
    """A `before_cursor_execute` listener: what SQLAlchemy runs comes after what was queued."""
    flush(connection)


@contextmanager
def _pipeline(connection: Connection, queued: list[_Statement]) -> Iterator[Any]:
    """A fresh cursor in a psycopg pipeline that already carries (and then forgets) `queued`,
    sent on a cursor of their own (psycopg gives each result to the cursor that sent it, so a
    read's rows are never confused with theirs); the pipeline's end waits for every result
    and raises the first error."""
    statements = list(queued)
    queued.clear()
    driver = connection.connection.driver_connection
    assert driver is not None
    with driver.pipeline(), driver.cursor() as sender, driver.cursor() as cursor:
        for statement in statements:
            sender.execute(*statement)
        yield cursor


class PreparedInsert(Prepared):
    """INSERT of one full row; absent columns are NULL."""

    def __init__(self, table: Table) -> None:
        self._columns = tuple(column.name for column in table.columns)
        super().__init__(table.insert(), self._columns)

    def insert(self, connection: Connection, row: Mapping[str, Any]) -> None:
        self.run(connection, {name: row.get(name) for name in self._columns})


class PreparedLookup:
    """Whole rows of `table` whose `key` is one of a list of values, as dictionaries by column
    name: compiled once per number of values (up to `CHUNK`; longer lists go in chunks)."""

    CHUNK = 100

    def __init__(self, table: Table, key: Column[Any]) -> None:
        self._table = table
        self._key = key
        self._names = tuple(column.name for column in table.columns)
        self._by_count: dict[int, Prepared] = {}

    def rows(self, connection: Connection, values: Sequence[Any]) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = []
        for start in range(0, len(values), self.CHUNK):
            chunk = values[start : start + self.CHUNK]
            parameters = {f"v{n}": value for n, value in enumerate(chunk)}
            rows = self._for(len(chunk)).rows(connection, parameters)
            found.extend(dict(zip(self._names, row, strict=True)) for row in rows)
        return found

    def _for(self, count: int) -> Prepared:
        found = self._by_count.get(count)
        if found is None:
            keys: list[BindParameter[Any]] = [bindparam(f"v{n}") for n in range(count)]
            found = Prepared(select(self._table).where(self._key.in_(keys)))
            self._by_count[count] = found
        return found
