"""Hot-path statements: written in SQLAlchemy Core, compiled once per dialect, run on the cursor.

SQLAlchemy's execution layer costs tens of microseconds per statement (context, cache key,
result processing). The handful of statements every reply runs (ledger head and insert, the
projection inserts, the history window) skip it; everything else uses `Connection.execute`.
Only plain columns of TEXT, INTEGER and REAL types go through here, which need no result
processing on either backend.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Connection, Table
from sqlalchemy.engine import Dialect
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler


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

    def _cursor(self, connection: Connection, parameters: Mapping[str, Any]) -> Any:
        compiled = self._for(connection.dialect)
        values = {**compiled.defaults, **parameters} if compiled.defaults else parameters
        arguments: Any = values
        if compiled.positions is not None:
            arguments = tuple(values[name] for name in compiled.positions)
        cursor = connection.connection.cursor()
        cursor.execute(compiled.sql, arguments)
        return cursor

    def run(self, connection: Connection, parameters: Mapping[str, Any]) -> None:
        self._cursor(connection, parameters).close()

    def rows(self, connection: Connection, parameters: Mapping[str, Any]) -> list[tuple[Any, ...]]:
        cursor = self._cursor(connection, parameters)
        try:
            return [tuple(row) for row in cursor.fetchall()]
        finally:
            cursor.close()


class PreparedInsert(Prepared):
    """INSERT of one full row; absent columns are NULL."""

    def __init__(self, table: Table) -> None:
        self._columns = tuple(column.name for column in table.columns)
        super().__init__(table.insert(), self._columns)

    def insert(self, connection: Connection, row: Mapping[str, Any]) -> None:
        self.run(connection, {name: row.get(name) for name in self._columns})
