"""JSON Lines of turns are checked and read in bounded memory, with the same ids as a whole
read."""

from __future__ import annotations

import json
import tracemalloc
from datetime import UTC, datetime
from pathlib import Path

import pytest

from entelechy.memory.conversations import ConversationFileError, read_conversations
from entelechy.memory.turn_lines import TurnLines

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)


def _write(path: Path, turns: int, width: int = 40) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for n in range(turns):
            speaker = ("Ann", "Bo")[n % 2]
            handle.write(json.dumps({"speaker": speaker, "text": f"turn {n} " + "x" * width}))
            handle.write("\n")


def test_streamed_turns_are_the_turns_of_a_whole_read(tmp_path: Path) -> None:
    path = tmp_path / "past.jsonl"
    _write(path, 1200)
    lines = TurnLines.scan(path, NOW)
    assert lines is not None
    assert lines.count == 1200
    assert lines.speakers == ("Ann", "Bo")
    streamed = [turn for batch in lines.batches(500) for turn in batch]
    (whole,) = read_conversations(path, NOW)
    assert streamed == list(whole.turns)


def test_a_large_file_is_read_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    _write(path, 20_000, width=500)  # about 10 MB
    tracemalloc.start()
    try:
        lines = TurnLines.scan(path, NOW)
        assert lines is not None
        for _batch in lines.batches(500):
            pass
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert path.stat().st_size > 9_000_000
    assert peak < path.stat().st_size / 4, f"peak {peak:,} bytes: a few dozen bytes a turn"


def test_a_bad_line_is_named_before_anything_is_read(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b'{"speaker": "Ann", "text": "fine"}\n{"speaker": "Bo", "text": "caf\xe9"}\n')
    with pytest.raises(ConversationFileError, match="line 2: not UTF-8"):
        TurnLines.scan(path, NOW)


def test_documents_are_left_to_the_whole_reader(tmp_path: Path) -> None:
    array = tmp_path / "array.json"
    array.write_text(json.dumps([{"speaker": "Ann", "text": "hello"}]))
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps({"speaker": "Ann", "text": "hello"}, indent=2))
    assert TurnLines.scan(array, NOW) is None
    assert TurnLines.scan(pretty, NOW) is None
