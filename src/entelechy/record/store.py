"""Opening the store and running units of work on it.

A unit of work is a plain function of a SQLAlchemy `Connection`; `Store.write` runs it inside one
transaction and `Store.read` inside one consistent snapshot, and both are awaited. How they run
depends on the backend:

* PostgreSQL: a synchronous engine over psycopg 3 whose units of work run on a pool of threads,
  one pooled connection each. A statement costs one network round trip and nothing more; through
  the asyncio engine each also cost a switch of greenlet and event loop, which made a reply's
  statements take about 40% longer (docs/performance.md).
* SQLite: a synchronous engine whose writes all go through one dedicated writer thread (each
  transaction starts with `BEGIN IMMEDIATE`, so a second process waits for the lock instead of
  failing half-way) and whose reads run on a small pool of reader threads.

Either way a whole unit of work costs one thread hop, and the event loop never blocks on the
database (see docs/architecture.md).
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
import sqlite3
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from importlib.resources import files
from pathlib import Path
from typing import Any, Protocol, TypeVar

from sqlalchemy import Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.pool import QueuePool, StaticPool

from entelechy.errors import MissingExtraError, StoreError
from entelechy.record.errors import mapped_store_errors
from entelechy.record.location import describe_url, normalize_url
from entelechy.record.prepared import deferring, flush_before_execute

logger = logging.getLogger(__name__)

T = TypeVar("T")
Work = Callable[[Connection], T]

BUSY_TIMEOUT_MS = 5000
READER_THREADS = 4
POSTGRES_CONNECTIONS = 16
PING_AFTER_IDLE_SECONDS = 2.0
"""A pooled PostgreSQL connection idle this long is pinged before use (see `_ping_after_idle`)."""
_MIGRATION_LOCK_KEY = 0x656E74656C  # serializes migrations across PostgreSQL clients
VERSION_TABLE = "entelechy_migrations"
SCHEMA_HEADS = ("0010",)
"""The newest revision of each migration branch shipped with this version (`migration_heads()`
derives it from the scripts; a test checks they agree). A store already there is recognised
from this and its version table alone, without importing Alembic, which is slow to import."""


class Store(Protocol):
    """A database holding any number of minds."""

    url: str
    dialect: str
    where: str

    async def write(self, work: Work[T]) -> T:
        """Run `work` in one write transaction: committed on return, rolled back on raise."""
        ...

    async def read(self, work: Work[T]) -> T:
        """Run `work` against one consistent snapshot."""
        ...

    async def close(self) -> None: ...

    async def compact(self, tables: Sequence[str]) -> None:
        """After a redaction: leave no copy of removed content in the database's files."""
        ...


async def open_store(url: str) -> Store:
    """Connect (creating a SQLite file if needed) and apply pending migrations."""
    url = normalize_url(url)
    store: Store
    if make_url(url).get_backend_name() == "postgresql":
        store = PostgresStore(url)
    else:
        store = SQLiteStore(url)
    try:
        await store.write(_migrate)
    except BaseException:
        await store.close()
        raise
    return store


async def open_read_only(url: str) -> Store:
    """A store opened only to be read (verifying a copy, or a file on read-only media): no
    migration, no journal change, nothing written — SQLite itself refuses writes. The schema
    must already be this version's."""
    url = normalize_url(url)
    store: Store
    if make_url(url).get_backend_name() == "postgresql":
        store = PostgresStore(url)
    else:
        store = SQLiteStore(url, read_only=True)
    try:
        current = await store.read(_current_heads)
    except BaseException:
        await store.close()
        raise
    if current != SCHEMA_HEADS:
        await store.close()
        raise StoreError(
            f"the store at {describe_url(url)} is not at this version's schema.",
            hint="Open it once with write access (any entelechy command) to upgrade it.",
        )
    return store


class SQLiteStore:
    """SQLite through one writer thread and a pool of reader threads."""

    dialect = "sqlite"

    def __init__(self, url: str, *, read_only: bool = False) -> None:
        self.url = url
        self.where = describe_url(url)
        database = make_url(self.url).database or ""
        self._memory = database in ("", ":memory:")
        if read_only:
            if self._memory or not Path(database).is_file():
                raise StoreError(
                    f"there is no store at {self.where}.",
                    hint="Give the path of an existing entelechy.db with --home or --database-url.",
                )
            self._writer = _read_only_engine(Path(database))
            self._reader = self._writer
        elif not self._memory:
            _ensure_parent(Path(database), url)
        if not read_only:
            self._writer = _sqlite_engine(self.url, memory=self._memory, immediate=True)
            self._reader = (
                self._writer
                if self._memory
                else _sqlite_engine(self.url, memory=False, immediate=False)
            )
        self._write_thread = ThreadPoolExecutor(1, thread_name_prefix="entelechy-writer")
        self._read_threads = (
            self._write_thread
            if self._memory
            else ThreadPoolExecutor(READER_THREADS, thread_name_prefix="entelechy-reader")
        )

    async def write(self, work: Work[T]) -> T:
        return await _on_thread(self._write_thread, self._writer, work, self.where, _transaction)

    async def read(self, work: Work[T]) -> T:
        return await _on_thread(self._read_threads, self._reader, work, self.where, _snapshot_read)

    async def compact(self, tables: Sequence[str]) -> None:
        """Fold the WAL into the database and truncate it (secure_delete already zeroed every
        freed page): the removed text is in no file of the store afterwards."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._write_thread, self._checkpoint)

    def _checkpoint(self) -> None:
        raw = self._writer.raw_connection()
        try:
            raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            raw.close()

    async def close(self) -> None:
        self._write_thread.shutdown(wait=True)
        self._read_threads.shutdown(wait=True)
        self._writer.dispose()
        self._reader.dispose()


class PostgresStore:
    """PostgreSQL through psycopg 3, each unit of work on a thread of a pool."""

    dialect = "postgresql"

    def __init__(self, url: str) -> None:
        _require_psycopg()
        self.url = url
        self.where = describe_url(url)
        self._engine = create_engine(url, pool_size=POSTGRES_CONNECTIONS, max_overflow=0)
        _ping_after_idle(self._engine)
        event.listen(self._engine, "before_cursor_execute", flush_before_execute)
        self._threads = ThreadPoolExecutor(
            POSTGRES_CONNECTIONS, thread_name_prefix="entelechy-postgres"
        )

    async def write(self, work: Work[T]) -> T:
        return await _on_thread(
            self._threads, self._engine, work, self.where, _pipelined_transaction
        )

    async def read(self, work: Work[T]) -> T:
        return await _on_thread(
            self._threads, self._engine, work, self.where, _read_only_transaction
        )

    async def compact(self, tables: Sequence[str]) -> None:
        """VACUUM FULL rewrites `tables` without the dead row versions an UPDATE leaves
        behind (it locks each table while it runs)."""

        def vacuum(connection: Connection) -> None:
            for table in tables:
                connection.exec_driver_sql(f'VACUUM FULL "{table}"')

        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._threads, self._autocommit, vacuum)

    def _autocommit(self, work: Work[None]) -> None:
        with mapped_store_errors(self.where), self._engine.connect() as connection:
            work(connection.execution_options(isolation_level="AUTOCOMMIT"))

    async def close(self) -> None:
        self._threads.shutdown(wait=True)
        self._engine.dispose()


Unit = Callable[[Engine, Work[T]], T]
"""How a unit of work runs on its connection: in a transaction, or as a read."""


async def _on_thread(
    threads: ThreadPoolExecutor, engine: Engine, work: Work[T], where: str, unit: Unit[T]
) -> T:
    """Run a unit of work on one of `threads`, the way `unit` runs it, with store errors
    mapped to `StoreError`s that name `where`."""
    loop = asyncio.get_running_loop()
    call = functools.partial(_mapped, unit, engine, work, where)
    # The work sees the caller's context variables (the current span, say), as it would
    # on the event loop.
    return await loop.run_in_executor(threads, contextvars.copy_context().run, call)


def _mapped(unit: Unit[T], engine: Engine, work: Work[T], where: str) -> T:
    with mapped_store_errors(where):
        return unit(engine, work)


def _transaction(engine: Engine, work: Work[T]) -> T:
    """Committed on return, rolled back on raise."""
    with engine.begin() as connection:
        return work(connection)


def _pipelined_transaction(engine: Engine, work: Work[T]) -> T:
    """A transaction whose writes wait for the next read (see `entelechy.record.prepared`)."""
    with engine.begin() as connection, deferring(connection):
        return work(connection)


def _snapshot_read(engine: Engine, work: Work[T]) -> T:
    """A read, rolled back whatever it did."""
    with engine.connect() as connection:
        try:
            return work(connection)
        finally:
            connection.rollback()


def _read_only_transaction(engine: Engine, work: Work[T]) -> T:
    """A PostgreSQL read in a READ ONLY transaction, committed when it succeeds: a rollback
    makes psycopg forget every statement it prepared on the connection (and deallocate them
    on the server), so each reply would parse and plan its statements afresh."""
    with engine.connect() as connection:
        read_only = connection.execution_options(postgresql_readonly=True)
        result = work(read_only)
        read_only.connection.commit()
        return result


def _sqlite_engine(url: str, *, memory: bool, immediate: bool) -> Engine:
    arguments: dict[str, Any] = {"connect_args": {"check_same_thread": False}}
    if memory:
        arguments["poolclass"] = StaticPool
    elif immediate:
        arguments.update(pool_size=1, max_overflow=0)
    else:
        arguments.update(pool_size=READER_THREADS, max_overflow=0)
    engine = create_engine(url, **arguments)
    _configure_sqlite(engine, "BEGIN IMMEDIATE" if immediate else "BEGIN")
    return engine


def _read_only_engine(path: Path) -> Engine:
    """SQLite opened with mode=ro: reads see the committed state, including the WAL."""
    uri = f"file:{path.resolve().as_posix()}?mode=ro"

    def connect() -> sqlite3.Connection:
        return sqlite3.connect(uri, uri=True, check_same_thread=False)

    engine = create_engine(
        "sqlite://", creator=connect, poolclass=QueuePool, pool_size=1, max_overflow=0
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        dbapi_connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN")

    return engine


def _current_heads(connection: Connection) -> tuple[str, ...]:
    """The revisions the store is at, read as Alembic reads them (none before its first one)."""
    if not inspect(connection).has_table(VERSION_TABLE):
        return ()
    found = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalars()
    return tuple(sorted(found))


def _configure_sqlite(engine: Engine, begin: str) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA secure_delete = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        connection.exec_driver_sql(begin)


def _ping_after_idle(engine: Engine) -> None:
    """Ping a pooled connection before use only when it sat idle for a while.

    A connection that idled is the one a database restart or an idle timeout may have closed;
    one checked in a moment ago is alive, and pinging it anyway (`pool_pre_ping`) costs a round
    trip on every unit of work. A connection that dies while busy fails that one unit of work,
    and SQLAlchemy then replaces the whole pool."""

    @event.listens_for(engine, "checkin")
    def _on_checkin(_dbapi_connection: Any, record: Any) -> None:
        record.info["idle_since"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _on_checkout(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        since = record.info.get("idle_since")
        if since is None or time.monotonic() - since < PING_AFTER_IDLE_SECONDS:
            return
        try:
            engine.dialect.do_ping(dbapi_connection)
        except Exception as error:
            raise DisconnectionError("the pooled connection was closed") from error


def _require_psycopg() -> None:
    try:
        import psycopg  # noqa: F401, PLC0415 - optional extra
    except ImportError as error:
        raise MissingExtraError("PostgreSQL storage", "postgres") from error


def _ensure_parent(path: Path, url: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(
            f"Cannot create the directory for {describe_url(url)}: {error.strerror}.",
            hint="Choose another location with --home or ENTELECHY_HOME.",
        ) from error


def _script_location() -> str:
    return str(files("entelechy.record") / "migrations")


@functools.cache
def migration_heads() -> tuple[str, ...]:
    """The newest revision of each migration branch shipped with this version."""
    from alembic.config import Config  # noqa: PLC0415 - Alembic is slow to import; needed rarely
    from alembic.script import ScriptDirectory  # noqa: PLC0415

    config = Config()
    config.set_main_option("script_location", _script_location())
    return tuple(sorted(ScriptDirectory.from_config(config).get_heads()))


def _migrate(connection: Connection) -> None:
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK_KEY})
    current = _current_heads(connection)
    if current == SCHEMA_HEADS:
        return
    from alembic import command  # noqa: PLC0415 - see SCHEMA_HEADS
    from alembic.config import Config  # noqa: PLC0415

    logger.info("applying migrations %s -> %s", current, migration_heads())
    config = Config()
    config.set_main_option("script_location", _script_location())
    config.attributes["connection"] = connection
    command.upgrade(config, "heads")
