"""Dream record files: the schema, the file name, YAML round trips and line-numbered errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.sleep.dreamfile import DreamFileError, DreamRecord, from_yaml, to_yaml

DREAM_ID = "drm-01JD5Y8K6Q1W2E3R4T5Y6V7J8P"

VALID = f"""version: 1
mind_id: mnd_1
persona_id: brt_1
sleep:
  started_at: 2026-11-30T03:12:00Z
  ended_at: '2026-11-30T03:59:00.000000Z'
  duration_minutes: 47
phases:
  - phase: N1
    started_at: '2026-11-30T03:12:00Z'
    duration_seconds: 282
    content:
      kind: fragments
      fragments:
        - 'user: "hello" -> reply: "hi"'
  - phase: N2
    started_at: '2026-11-30T03:16:42Z'
    duration_seconds: 564
    content: {{kind: summary, summary: A warm and curious day.}}
  - phase: N3
    started_at: '2026-11-30T03:26:06Z'
    duration_seconds: 423
    content: {{kind: empty}}
  - phase: REM
    started_at: '2026-11-30T03:37:51Z'
    duration_seconds: 1269
    content:
      kind: dreams
      dreams:
        - id: {DREAM_ID}
          narrative: A library rearranged itself each time I asked a question.
          teleological_value: 0.82
          induced: true
          induced_by: creator
metadata:
  model: scripted:scripted
  trigger: {{kind: explicit, reason: ''}}
  interactions_considered: 1
"""


def test_a_valid_record_reads_and_round_trips() -> None:
    record = from_yaml(VALID)
    assert record.filename() == "2026-11-30_0312_dur47.yaml"
    assert record.sleep.started_at == "2026-11-30T03:12:00.000000Z"
    assert [d.teleological_value for d in record.dreams()] == [0.82]
    assert [p.content.kind for p in record.phases] == ["fragments", "summary", "empty", "dreams"]
    again = from_yaml(to_yaml(record))
    assert again == record


@pytest.mark.parametrize(
    ("change", "line", "message"),
    [
        (("teleological_value: 0.82", "teleological_value: 1.5"), 32, "less than or equal to 1"),
        (("kind: summary,", "kind: dream,"), 19, "content"),
        (("- phase: N3", "- phase: N7"), 20, "phase"),
        (("interactions_considered: 1", "interactions_considered: many"), 38, "valid integer"),
        ((f"id: {DREAM_ID}", "id: dream-1"), 30, "pattern"),
        (("version: 1", "version: 2"), 1, "version"),
        (("  duration_minutes: 47\n", ""), 5, "duration_minutes"),
    ],
)
def test_schema_errors_name_their_line(change: tuple[str, str], line: int, message: str) -> None:
    text = VALID.replace(*change)
    with pytest.raises(DreamFileError) as raised:
        from_yaml(text, "night.yaml")
    assert f"night.yaml:{line}:" in str(raised.value)
    assert message in str(raised.value)


def test_yaml_syntax_errors_name_their_line() -> None:
    broken = VALID.replace("    duration_seconds: 564", "    duration_seconds: [564")
    with pytest.raises(DreamFileError, match=r"night.yaml:\d+: not valid YAML"):
        from_yaml(broken, "night.yaml")
    with pytest.raises(DreamFileError, match="a mapping"):
        from_yaml("- just\n- a list\n", "night.yaml")


def test_each_phase_at_most_once_and_no_unknown_fields() -> None:
    doubled = VALID.replace("- phase: N3", "- phase: N2")
    with pytest.raises(DreamFileError, match="only once"):
        from_yaml(doubled)
    extra = VALID.replace("version: 1\n", "version: 1\nmood: sunny\n")
    with pytest.raises(DreamFileError, match=r":2: mood: Extra inputs"):
        from_yaml(extra)


@given(st.text(max_size=300))
def test_any_text_is_a_record_or_a_clear_error(text: str) -> None:
    try:
        record: DreamRecord | None = from_yaml(text)
    except DreamFileError as error:
        record = None
        message = str(error)
    else:
        message = ""
    assert (record is None) == bool(message)
