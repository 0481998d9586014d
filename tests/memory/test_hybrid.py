"""Hybrid recall: a pluggable embedder, the dense index beside the database, and the real
MiniLM embedder shipped by the embeddings extra."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Sequence
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray
from sqlalchemy import Connection

from entelechy.errors import ConfigurationError
from entelechy.memory.embedding import Embedder, MiniLMEmbedder, resolve_embedder
from entelechy.memory.vectors import vector_support
from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.record.store import Store


class TopicEmbedder:
    """Deterministic vectors: one dimension per topic word family, so synonyms meet."""

    name = "topics"
    families = (("dog", "puppy", "beagle", "hound"), ("car", "vehicle", "automobile"))

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        rows = np.zeros((len(texts), len(self.families) + 1), dtype=np.float32)
        for i, text in enumerate(texts):
            lowered = text.lower()
            for j, family in enumerate(self.families):
                rows[i, j] = sum(lowered.count(word) for word in family)
            rows[i, -1] = 0.01 + int(hashlib.sha256(lowered.encode()).hexdigest()[:2], 16) / 1e4
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def make_topic_embedder() -> TopicEmbedder:
    return TopicEmbedder()


async def test_a_dense_match_is_found_where_no_word_is_shared(store: Store) -> None:
    embedder = TopicEmbedder()
    assert isinstance(embedder, Embedder)
    mind = await Mind.open("ada", store=store, model=ScriptedModel(default="ok"), embedder=embedder)
    await mind.respond("I adopted a beagle last week.")
    await mind.respond("The weather was grey.")
    lexical_only = await Mind.open("ada", store=store, embedder="none")
    assert await lexical_only.recall("puppy") == []
    hits = await mind.recall("puppy")
    assert hits[0].text.startswith("the person: I adopted a beagle")
    await mind.respond("My old automobile broke down.")
    assert (await mind.recall("vehicle"))[0].text.startswith("the person: My old automobile")
    await lexical_only.close()
    await mind.close()


def test_embedders_are_chosen_by_spec_or_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve_embedder("none") is None
    monkeypatch.delenv("ENTELECHY_EMBEDDER", raising=False)
    assert resolve_embedder() is None
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    monkeypatch.setenv("ENTELECHY_EMBEDDER", "test_hybrid:make_topic_embedder")
    chosen = resolve_embedder()
    assert chosen is not None
    assert chosen.name == "topics"
    assert isinstance(resolve_embedder("minilm"), MiniLMEmbedder)
    with pytest.raises(ConfigurationError, match="not an embedder"):
        resolve_embedder("word2vec")
    with pytest.raises(ConfigurationError, match="cannot load"):
        resolve_embedder("test_hybrid:absent")
    with pytest.raises(ConfigurationError, match="did not make an embedder"):
        resolve_embedder("builtins:object")


async def test_vector_support_is_detected_not_assumed(store: Store) -> None:
    found = await store.read(vector_support)
    if store.dialect == "sqlite":
        loadable = hasattr(sqlite3.Connection, "enable_load_extension")
        assert (found == "sqlite-vec") == (loadable and find_spec("sqlite_vec") is not None)
    else:
        query = "SELECT count(*) FROM pg_available_extensions WHERE name = 'vector'"
        available = await store.read(lambda c: c.exec_driver_sql(query).scalar_one())
        assert (found == "pgvector") == bool(available)
    assert found in ("numpy", "pgvector", "sqlite-vec")


def _count(connection: Connection) -> int:
    return int(connection.exec_driver_sql("SELECT count(*) FROM episodes").scalar_one())


@pytest.mark.slow
async def test_the_minilm_embedder_recalls_a_paraphrase(tmp_path) -> None:  # type: ignore[no-untyped-def]
    embedder = MiniLMEmbedder()
    vectors = embedder.embed(["a dog", "a puppy", "a tax return"])
    assert vectors.shape == (3, 384)
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[2])
    mind = await Mind.open(
        "ada", home=str(tmp_path), model=ScriptedModel(default="ok"), embedder=embedder
    )
    for text in ("I started learning the cello.", "We repainted the kitchen.", "My knee hurts."):
        await mind.respond(text)
    assert await mind.store.read(_count) == 3
    hits = await mind.recall("musical instrument lessons", limit=1)
    await mind.close()
    assert "cello" in hits[0].text
