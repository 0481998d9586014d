"""Shared fixtures: both storage backends, an injected clock, and no accidental network."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import settings
from sqlalchemy import create_engine, text

from entelechy.clock import ManualClock
from entelechy.models import allow_remote_requests

settings.register_profile("entelechy", deadline=None)
settings.load_profile("entelechy")
"""Timing belongs to the benchmarks; on a loaded machine a deadline only adds flakiness."""

POSTGRES_URL = os.environ.get(
    "ENTELECHY_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
PROVIDER_VARIABLES = (
    "ANTHROPIC_API_KEY",
    "OPENAI_API_KEY",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
    "MISTRAL_API_KEY",
    "DEEPSEEK_API_KEY",
    "XAI_API_KEY",
    "GROK_API_KEY",
    "OLLAMA_HOST",
    "ENTELECHY_MODEL",
    "ENTELECHY_HOME",
    "ENTELECHY_DATABASE_URL",
    "ENTELECHY_MIND",
    "ENTELECHY_REASONING",
    "ENTELECHY_EMBEDDER",
    "ENTELECHY_MODEL_PROFILE",
)


@pytest.fixture(autouse=True)
def _isolated_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    """No provider keys, no user settings, no real network; the store defaults to a temp dir
    (the user data directory is a fresh one per test)."""
    for variable in PROVIDER_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:9")  # nothing listens on the discard port
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    allow_remote_requests(False)
    yield
    allow_remote_requests(True)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(datetime(2026, 11, 30, 12, 0, tzinfo=UTC), tick=timedelta(milliseconds=1))


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """A fresh, empty store on each backend: a SQLite file, or a PostgreSQL schema of its own."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'entelechy.db'}"
        return
    yield from _postgres_schema()


def _postgres_schema() -> Iterator[str]:
    schema = f"t_{secrets.token_hex(6)}"
    admin = create_engine(
        POSTGRES_URL.replace("+psycopg", "+psycopg"), isolation_level="AUTOCOMMIT"
    )
    try:
        with admin.connect() as connection:
            connection.execute(text(f"CREATE SCHEMA {schema}"))
    except Exception as error:
        admin.dispose()
        pytest.fail(f"PostgreSQL is not reachable at {POSTGRES_URL}: {error}")
    try:
        yield f"{POSTGRES_URL}?options=-csearch_path%3D{schema}"
    finally:
        with admin.connect() as connection:
            connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


@pytest.fixture
def postgres_url() -> Iterator[str]:
    yield from _postgres_schema()


@pytest.fixture
async def store(store_url: str) -> AsyncIterator[object]:
    from entelechy.record.store import open_store

    opened = await open_store(store_url)
    try:
        yield opened
    finally:
        await opened.close()
