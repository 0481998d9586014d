"""Recall feeding replies of the real embedded model: whatever it writes, the record says which
memories its prompt held."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from entelechy import Mind
from entelechy.memory.queries import episodes_since
from entelechy.models.local import LocalModel
from entelechy.reply.options import ReplySettings

pytestmark = pytest.mark.embedded


async def test_an_embedded_reply_uses_and_records_recalled_memories(tmp_path: Path) -> None:
    past = tmp_path / "past.jsonl"
    past.write_text(
        json.dumps({"speaker": "local", "text": "My cat Captain is a grey tabby.", "id": "p1"})
        + "\n"
    )
    mind = await Mind.open(
        "ada",
        home=str(tmp_path),
        model=LocalModel(),
        persona="Ada",
        settings=ReplySettings(max_output_tokens=32),
    )
    await mind.ingest(past)
    reply = await mind.respond("What colour is my cat Captain?")
    (imported,) = await mind.store.read(lambda c: episodes_since(c, mind.id, limit=1))
    report = await mind.record.replay_check()
    await mind.close()
    assert reply.kind in ("ok", "redirect")
    assert imported.id in reply.memory_ids
    assert report.identical
