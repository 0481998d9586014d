"""Translation of database driver errors into the `EntelechyError` hierarchy."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import exc

from entelechy.errors import (
    HistoryImmutableError,
    StoreBusyError,
    StoreCorruptError,
    StoreError,
)
from entelechy.record.append_only import APPEND_ONLY_MARKER


@contextmanager
def mapped_store_errors(where: str) -> Iterator[None]:
    """Re-raise SQLAlchemy and driver errors as ours, saying what to do about them. Driver
    errors arrive unwrapped from statements run on the driver's cursor (`record.prepared`)."""
    try:
        yield
    except exc.DBAPIError as error:
        raise translate(str(error.orig) if error.orig is not None else str(error), where) from error
    except Exception as error:
        if not _is_driver_error(error):
            raise
        raise translate(str(error), where) from error


def _is_driver_error(error: Exception) -> bool:
    """A DB-API error of SQLite or psycopg (looked up only if something imported it)."""
    if isinstance(error, sqlite3.Error):
        return True
    psycopg = sys.modules.get("psycopg")
    return psycopg is not None and isinstance(error, psycopg.Error)


def translate(text: str, where: str) -> StoreError:
    """Our error for a driver's error message about the store at `where`."""
    lowered = text.lower()
    if APPEND_ONLY_MARKER in lowered:
        return HistoryImmutableError(
            f"The database refused the change: {_first_line(text)}.",
            hint="History is append-only; record a correcting event instead.",
        )
    if "database is locked" in lowered or "database table is locked" in lowered:
        return StoreBusyError(
            f"Another process has held the write lock on {where} for too long.",
            hint="Wait for it to finish, or stop the other Entelechy process using this store.",
        )
    if "file is not a database" in lowered or "malformed" in lowered:
        return StoreCorruptError(
            f"{where} is damaged or is not an Entelechy database ({_first_line(text)}).",
            hint="Restore it from a backup, or point --home / --database-url elsewhere.",
        )
    if "connection refused" in lowered or "could not connect" in lowered:
        return StoreError(
            f"Cannot connect to the database at {where}.",
            hint="Check that the server is running and the URL is right "
            "(ENTELECHY_DATABASE_URL or --database-url).",
        )
    if "unable to open database" in lowered or "readonly" in lowered:
        return StoreError(
            f"Cannot open {where} for writing ({_first_line(text)}).",
            hint="Check that the directory exists and you may write to it, or use --home.",
        )
    return StoreError(f"The database at {where} failed: {_first_line(text)}")


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else "unknown error"
