"""Where the record lives: explicit argument, then environment, then the user's data directory.

The default is the platform's per-user data directory (`~/.local/share/entelechy` on Linux,
`~/Library/Application Support/entelechy` on macOS, `%LOCALAPPDATA%\\entelechy` on Windows), so
the mind is the same one whatever directory a command is run from.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

from entelechy.errors import ConfigurationError

DATABASE_FILE = "entelechy.db"


def default_home() -> Path:
    """The per-user data directory (read each time: XDG_DATA_HOME may change)."""
    return Path(user_data_dir("entelechy", appauthor=False))


def resolve_home(home: str | Path | None = None) -> Path:
    """The directory holding the SQLite file and other local state."""
    chosen = home if home is not None else os.environ.get("ENTELECHY_HOME") or default_home()
    return Path(chosen).expanduser()


def resolve_database_url(database_url: str | None = None, home: str | Path | None = None) -> str:
    """A SQLAlchemy async URL for the store; PostgreSQL URLs get the psycopg 3 driver."""
    url = database_url or os.environ.get("ENTELECHY_DATABASE_URL")
    if not url:
        return f"sqlite:///{resolve_home(home) / DATABASE_FILE}"
    return normalize_url(url)


def normalize_url(url: str) -> str:
    scheme, separator, rest = url.partition("://")
    if not separator:
        raise ConfigurationError(
            f"database URL {url!r} has no scheme.",
            hint="Use postgresql://user@host/db or sqlite:///path/to/file.db.",
        )
    drivers = {
        "postgresql": "postgresql+psycopg",
        "postgres": "postgresql+psycopg",
        "postgresql+psycopg": "postgresql+psycopg",
        "sqlite": "sqlite",
        "sqlite+pysqlite": "sqlite",
    }
    if scheme not in drivers:
        raise ConfigurationError(
            f"database URL scheme {scheme!r} is not supported.",
            hint="Entelechy stores its record in SQLite (sqlite:///file.db) or PostgreSQL "
            "(postgresql://user@host/db).",
        )
    return f"{drivers[scheme]}://{rest}"


def describe_url(url: str) -> str:
    """The URL without a password, for messages and logs."""
    scheme, _, rest = url.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not at:
        return url
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}@{host}"


def in_memory(url: str) -> bool:
    """Whether `url` names an in-memory SQLite database (which keeps nothing past its process)."""
    scheme, _, rest = url.partition("://")
    if not scheme.startswith("sqlite"):
        return False
    path = rest.split("?", 1)[0]
    return path in ("", "/", "/:memory:", ":memory:") or "mode=memory" in rest
