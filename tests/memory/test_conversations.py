"""Reading conversation files: both layouts, and bad files rejected with where and what."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.memory.conversations import (
    ConversationFileError,
    parse_conversations,
    read_conversations,
)

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
DATASET = Path(__file__).parents[1] / "data" / "memory" / "conversations.json"


def test_jsonl_turns_keep_order_ids_and_times() -> None:
    content = "\n".join(
        [
            json.dumps(
                {
                    "speaker": "Ann",
                    "text": "I adopted a cat.",
                    "time": "2024-05-08T13:56:00Z",
                    "id": "t1",
                }
            ),
            "",
            json.dumps({"speaker": "Bo", "text": "What is its name?"}),
        ]
    )
    (conversation,) = parse_conversations(content, NOW, name="chat")
    first, second = conversation.turns
    assert (first.external_id, first.occurred_at) == ("t1", "2024-05-08T13:56:00.000000Z")
    assert second.occurred_at == "2026-11-30T12:00:00.000001Z"
    assert second.external_id.startswith("sha256:")
    assert first.participants == ("Ann", "Bo")
    assert first.conversation == second.conversation == "ingest:chat"


def test_the_same_turn_twice_gets_two_stable_ids() -> None:
    line = json.dumps({"speaker": "Ann", "text": "ok", "time": "2024-01-01T00:00:00Z"})
    once = parse_conversations(f"{line}\n{line}", NOW)[0].turns
    again = parse_conversations(f"{line}\n{line}", NOW)[0].turns
    assert once[0].external_id != once[1].external_id
    assert [t.external_id for t in once] == [t.external_id for t in again]


def test_a_json_array_and_a_single_object_are_read() -> None:
    turns = [{"speaker": "Ann", "text": "one"}, {"speaker": "Bo", "text": "two"}]
    assert len(parse_conversations(json.dumps(turns), NOW)[0].turns) == 2
    assert len(parse_conversations(json.dumps(turns[0]), NOW)[0].turns) == 1


def test_the_multi_session_layout_is_read_with_dates_and_questions() -> None:
    conversations = read_conversations(DATASET, NOW)
    assert len(conversations) >= 4
    first = conversations[0]
    assert first.key == "maya-tom"
    assert first.turns[0].external_id == "maya-tom/D1:1"
    assert first.turns[0].occurred_at == "2024-03-03T14:10:00.000000Z"
    assert first.turns[1].occurred_at == "2024-03-03T14:10:01.000000Z"
    assert first.turns[0].participants == ("Maya", "Tom")
    assert first.turns[0].conversation == "ingest:maya-tom:session_1"
    assert sum(len(c.questions) for c in conversations) >= 60
    assert any(not q.evidence for c in conversations for q in c.questions)


def test_a_flat_session_layout_without_nesting_is_read() -> None:
    document = {
        "speaker_a": "Ann",
        "speaker_b": "Bo",
        "session_2_date_time": "2024-02-01",
        "session_2": [{"speaker": "Bo", "dia_id": "D2:1", "text": "later"}],
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [{"speaker": "Ann", "dia_id": "D1:1", "text": "first"}],
    }
    (conversation,) = parse_conversations(json.dumps(document), NOW)
    assert [t.dia_id for t in conversation.turns] == ["D1:1", "D2:1"]
    assert conversation.key == "conversation-1"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"speaker": "Ann", "text": "ok"}\n{"speaker": "Bo", "text": }', "line 2: not valid JSON"),
        ('{"speaker": "Ann"}', "field 'text' must be a non-empty string (missing)"),
        ('[{"speaker": "Ann", "text": "x"}, 3]', "item 2: expected a JSON object, found int"),
        ('{"speaker": 5, "text": "x"}', "field 'speaker' must be a non-empty string"),
        ('{"speaker": "A", "text": "x", "time": "yesterday"}', "field 'time' is not an ISO-8601"),
        (
            '{"speaker": "A", "text": "x", "id": 1}\n{"speaker": "B", "text": "y", "id": "1"}',
            "appears twice",
        ),
        ("   \n\n", "holds no turns"),
        ('[{"speaker": "A", "text": "x"', "line 1, column"),
        (
            '{"session_1_date_time": "someday", "session_1": []}',
            "session_1: the session's date_time",
        ),
        (
            '{"session_1": [{"speaker": "A", "text": ""}]}',
            "session_1, turn 1: field 'text'",
        ),
    ],
)
def test_bad_files_are_rejected_naming_where_and_what(content: str, message: str) -> None:
    with pytest.raises(ConversationFileError) as raised:
        parse_conversations(content, NOW)
    assert message in str(raised.value)
    assert "nothing was imported" in str(raised.value)


def test_a_missing_file_says_so(tmp_path: Path) -> None:
    with pytest.raises(ConversationFileError, match="does not exist"):
        read_conversations(tmp_path / "absent.jsonl", NOW)


@given(st.text(max_size=200))
def test_any_text_either_parses_or_raises_our_error(content: str) -> None:
    try:
        conversations = parse_conversations(content, NOW)
    except ConversationFileError:
        return
    assert all(turn.text.strip() for c in conversations for turn in c.turns)
