"""Which question about the mind a message asks, and the moments questions name."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from entelechy.errors import ConfigurationError
from entelechy.introspection.moments import mentioned_time, record_time, shown
from entelechy.introspection.questions import question_of

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "perceived", "question"),
    [
        ("Why did you say that?", "why", "explain_reply"),
        ("Why do you like cats?", "why", "unrecorded"),
        ("What did you believe about where I live yesterday?", "what_did_you_believe", "believed"),
        ("What do you remember about me?", None, "about_person"),
        ("How have you changed?", "how_did_you_change", "changes"),
        ("What happened while you slept?", None, "slept"),
        ("What have you been dreaming about?", None, "slept"),
        ("Tell me about your dreams.", None, "slept"),
        ("What would have happened if I had stayed?", None, "unrecorded"),
        ("What do you know about volcanoes?", "what_do_you_know", "knows"),
        ("What did you do?", "what_did_you_do", "changes"),
        ("What would you have done if I lived in Rome?", None, "unrecorded"),
        ("Where is the station?", None, None),
    ],
)
def test_questions(text: str, perceived: str | None, question: str | None) -> None:
    assert question_of(text, perceived) == question


def test_moments() -> None:
    assert record_time("2026-11-30T10:00") == "2026-11-30T10:00:00.000000Z"
    assert record_time("2026-11-30T10:00+01:00") == "2026-11-30T09:00:00.000000Z"
    assert mentioned_time("what did you believe yesterday?", NOW) == "2026-11-30T12:00:00.000000Z"
    assert mentioned_time("2 days ago", NOW) == "2026-11-29T12:00:00.000000Z"
    assert mentioned_time("on 2026-11-01?", NOW) == "2026-11-01T00:00:00.000000Z"
    assert mentioned_time("ever", NOW) is None
    assert shown("2026-11-30T10:00:00.000000Z") == "2026-11-30 10:00 UTC"
    with pytest.raises(ConfigurationError):
        record_time("soon")
