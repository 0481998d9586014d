"""Structured logs: the library logs through `logging` with fields (`extra=`), and the CLI
prints them as text or as one JSON object a line (`--log-format json`).

Every record passes a filter that masks credentials and anything shaped like an API key or a
bearer token, in the message, its arguments and its fields, before any handler sees it.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime
from typing import Any, Literal

from entelechy.credentials import without_credentials, without_keys

LogFormat = Literal["text", "json"]
LOGGER = "entelechy"
_STANDARD = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}


def scrubbed(text: str) -> str:
    return without_credentials(without_keys(text))


class Scrubbing(logging.Filter):
    """Masks secrets in the formatted message and in string fields; never drops a record."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = scrubbed(record.getMessage())
        record.args = None
        for key, value in fields(record).items():
            if isinstance(value, str):
                setattr(record, key, scrubbed(value))
        return True


class JsonLines(logging.Formatter):
    """One JSON object a line: time, level, logger, message, then the record's fields."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            **fields(record),
        }
        if record.exc_info and record.exc_info[0] is not None:
            line["error_type"] = record.exc_info[0].__name__
        return json.dumps(line, default=str, ensure_ascii=False)


class TextLines(logging.Formatter):
    """`time level logger: message key=value …`, for people reading a terminal."""

    def format(self, record: logging.LogRecord) -> str:
        moment = datetime.fromtimestamp(record.created, UTC).strftime("%H:%M:%S")
        extras = " ".join(f"{key}={value}" for key, value in fields(record).items())
        head = f"{moment} {record.levelname.lower()} {record.name}: {record.getMessage()}"
        return f"{head} {extras}".rstrip()


def fields(record: logging.LogRecord) -> dict[str, Any]:
    """The structured fields a call passed with `extra=`."""
    return {
        k: v for k, v in record.__dict__.items() if k not in _STANDARD and not k.startswith("_")
    }


class _Terminal(logging.StreamHandler):  # type: ignore[type-arg]
    """The handler `configure` installs (so a second call replaces it, not adds to it). It
    writes to whatever standard error is when a record comes, not when it was installed."""

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stderr
        super().emit(record)


def configure(log_format: LogFormat = "text", level: int | str = logging.WARNING) -> None:
    """Send Entelechy's logs to standard error in `log_format`, from `level` up (replacing any
    handler an earlier call installed)."""
    logger = logging.getLogger(LOGGER)
    for installed in [h for h in logger.handlers if isinstance(h, _Terminal)]:
        logger.removeHandler(installed)
    handler = _Terminal()
    handler.addFilter(Scrubbing())
    handler.setFormatter(JsonLines() if log_format == "json" else TextLines())
    logger.addHandler(handler)
    logger.setLevel(level)
    logger.propagate = False
