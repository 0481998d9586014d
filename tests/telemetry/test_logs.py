"""Structured logs: JSON lines with the record's fields, and no key ever written."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest

from entelechy.telemetry import logs

KEY = "sk-proj-abcdefghijklmnop1234"


@pytest.fixture
def entelechy_logger() -> Iterator[logging.Logger]:
    logger = logging.getLogger(logs.LOGGER)
    yield logger
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
    logger.propagate = True
    logger.setLevel(logging.NOTSET)


def test_json_lines_carry_fields_and_mask_keys(
    entelechy_logger: logging.Logger, capsys: pytest.CaptureFixture[str]
) -> None:
    logs.configure("json", "INFO")
    child = logging.getLogger("entelechy.reply.pipeline")
    child.info("reply recorded", extra={"mind": "ada", "latency_ms": 12.5})
    child.warning(
        "calling %s failed", f"https://user:pw@host/v1?api_key={KEY}", extra={"hint": KEY}
    )
    child.debug("not written at INFO")
    lines = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    assert lines[0]["message"] == "reply recorded"
    assert lines[0]["mind"] == "ada"
    assert lines[0]["latency_ms"] == 12.5
    assert lines[0]["level"] == "info"
    assert lines[0]["logger"] == "entelechy.reply.pipeline"
    assert len(lines) == 2
    written = json.dumps(lines)
    assert KEY not in written
    assert "pw@" not in written


def test_text_lines_for_people_and_a_second_configure_replaces_the_first(
    entelechy_logger: logging.Logger, capsys: pytest.CaptureFixture[str]
) -> None:
    logs.configure("json")
    logs.configure("text", "INFO")
    logging.getLogger("entelechy.sleep.service").info("sleep completed", extra={"dreams": "2"})
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].endswith("info entelechy.sleep.service: sleep completed dreams=2")
