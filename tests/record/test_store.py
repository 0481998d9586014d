"""Opening stores: migrations, bad locations, damaged files, busy locks."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import Connection, text

from entelechy.errors import ConfigurationError, StoreBusyError, StoreCorruptError, StoreError
from entelechy.record import store as store_module
from entelechy.record.location import describe_url, normalize_url, resolve_database_url
from entelechy.record.store import SCHEMA_HEADS, migration_heads, open_store


async def test_migrations_are_recorded_and_reopening_is_a_no_op(store_url: str) -> None:
    for _ in range(2):
        store = await open_store(store_url)
        versions = await store.read(
            lambda c: sorted(
                r[0] for r in c.execute(text("SELECT version_num FROM entelechy_migrations"))
            )
        )
        await store.close()
        assert tuple(versions) == migration_heads()


def test_the_schema_a_store_is_checked_against_is_the_migrations_own() -> None:
    assert migration_heads() == SCHEMA_HEADS, "a migration was added: update SCHEMA_HEADS"


async def test_sqlite_is_in_wal_mode(tmp_path: Path) -> None:
    store = await open_store(f"sqlite:///{tmp_path / 'x.db'}")
    mode = await store.read(lambda c: c.exec_driver_sql("PRAGMA journal_mode").scalar())
    await store.close()
    assert mode == "wal"


async def test_a_file_that_is_not_a_database_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "entelechy.db"
    path.write_bytes(b"this is certainly not SQLite" * 200)
    with pytest.raises(StoreCorruptError, match="not an Entelechy database") as caught:
        await open_store(f"sqlite:///{path}")
    assert "backup" in caught.value.hint
    assert path.read_bytes().startswith(b"this is certainly")


async def test_a_held_write_lock_becomes_a_clear_busy_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "entelechy.db"
    store = await open_store(f"sqlite:///{path}")
    await store.close()
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_MS", 100)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreBusyError, match="write lock") as caught:
            await open_store(f"sqlite:///{path}")
        assert "other Entelechy process" in caught.value.hint
    finally:
        holder.execute("ROLLBACK")
        holder.close()


async def test_an_unwritable_location_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError, match="Cannot create the directory"):
        await open_store(f"sqlite:///{blocker / 'sub' / 'entelechy.db'}")


async def test_an_unreachable_postgresql_is_reported() -> None:
    with pytest.raises(StoreError, match="Cannot connect") as caught:
        await open_store("postgresql://nobody:secret-password@127.0.0.1:9/none")
    assert "secret-password" not in str(caught.value)


def test_urls_resolve_from_arguments_then_environment_then_default(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    data_home = Path(os.environ["XDG_DATA_HOME"])
    assert resolve_database_url() == f"sqlite:///{data_home}/entelechy/entelechy.db"
    monkeypatch.setenv("ENTELECHY_HOME", str(tmp_path))
    assert resolve_database_url() == f"sqlite:///{tmp_path}/entelechy.db"
    monkeypatch.setenv("ENTELECHY_DATABASE_URL", "postgresql://u@h/db")
    assert resolve_database_url() == "postgresql+psycopg://u@h/db"
    assert resolve_database_url("sqlite:///x.db") == "sqlite:///x.db"


@pytest.mark.parametrize("url", ["mysql://u@h/db", "no-scheme"])
def test_unsupported_urls_are_refused(url: str) -> None:
    with pytest.raises(ConfigurationError):
        normalize_url(url)


def test_described_urls_hide_passwords() -> None:
    assert describe_url("postgresql+psycopg://me:pw@host/db") == "postgresql+psycopg://me@host/db"


async def test_a_postgresql_connection_closed_while_idle_is_replaced_unnoticed(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A busy pooled connection is used without a ping; one that idled is pinged first, and a
    dead one (a database restart, an idle timeout) is replaced before the work runs."""
    monkeypatch.setattr(store_module, "PING_AFTER_IDLE_SECONDS", 0.0)
    store = await open_store(postgres_url)
    try:

        def backend(connection: Connection) -> int:
            return int(connection.execute(text("SELECT pg_backend_pid()")).scalar_one())

        first = await store.read(backend)
        killer = await open_store(postgres_url)
        try:
            await killer.write(
                lambda c: c.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": first})
            )
        finally:
            await killer.close()
        assert await store.read(backend) != first
        assert await store.read(lambda c: c.execute(text("SELECT 1")).scalar_one()) == 1
    finally:
        await store.close()
