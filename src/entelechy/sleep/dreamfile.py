"""The dream record file: schema version 1 of the specification, as YAML.

One file per sleep: the mind and persona, the sleep's span, its phases (each with content that is
empty, N1's fragments, an NREM summary or REM's dreams) and metadata (model, trigger,
interactions considered), named `<YYYY-MM-DD>_<HHmm>_dur<minutes>.yaml`. Reading validates the
whole file and reports problems with their line numbers; nothing is half-read.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal, cast

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import ErrorDetails

from entelechy.clock import format_timestamp, parse_timestamp
from entelechy.errors import EntelechyError
from entelechy.sleep.phases import PHASES, Phase

SCHEMA_VERSION: Literal[1] = 1
TriggerKind = Literal["idle-timeout", "explicit", "creator-induced", "maic-induced", "scheduled"]
TRIGGER_KINDS: tuple[TriggerKind, ...] = (
    "idle-timeout",
    "explicit",
    "creator-induced",
    "maic-induced",
    "scheduled",
)
DREAM_ID_PATTERN = r"^drm-[0-9A-HJKMNP-TV-Z]{26}$"
_SHOWN_ERRORS = 5


class DreamFileError(EntelechyError):
    """A dream record file cannot be read; nothing from it was imported."""


def _timestamp(value: Any) -> str:
    """Timestamps as the record writes them; YAML may have read an unquoted one as a datetime."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError("a timestamp needs a time zone (end it with Z)")
        return format_timestamp(value)
    if not isinstance(value, str):
        raise ValueError("a timestamp must be text such as 2026-11-30T12:00:00Z")
    return format_timestamp(parse_timestamp(value))


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DreamEntry(_Strict):
    id: str = Field(pattern=DREAM_ID_PATTERN)
    narrative: str = Field(min_length=1, max_length=4000)
    teleological_value: float = Field(ge=0.0, le=1.0)
    induced: bool = False
    induced_by: Literal["governor", "creator"] | None = None


class EmptyContent(_Strict):
    kind: Literal["empty"] = "empty"


class FragmentsContent(_Strict):
    kind: Literal["fragments"] = "fragments"
    fragments: list[str] = Field(max_length=10_000)


class SummaryContent(_Strict):
    kind: Literal["summary"] = "summary"
    summary: str = Field(min_length=1, max_length=4000)


class DreamsContent(_Strict):
    kind: Literal["dreams"] = "dreams"
    dreams: list[DreamEntry] = Field(min_length=1, max_length=3)


PhaseContent = Annotated[
    EmptyContent | FragmentsContent | SummaryContent | DreamsContent, Field(discriminator="kind")
]


class PhaseEntry(_Strict):
    phase: Phase
    started_at: str
    duration_seconds: float = Field(ge=0)
    content: PhaseContent

    _times = field_validator("started_at", mode="before")(_timestamp)


class SleepSpan(_Strict):
    started_at: str
    ended_at: str
    duration_minutes: float = Field(ge=0)

    _times = field_validator("started_at", "ended_at", mode="before")(_timestamp)


class Trigger(_Strict):
    kind: TriggerKind
    reason: str = ""


class Metadata(_Strict):
    model: str = Field(min_length=1)
    trigger: Trigger
    interactions_considered: int = Field(ge=0)


class DreamRecord(_Strict):
    """One sleep, as the file stores it."""

    version: Literal[1] = SCHEMA_VERSION
    mind_id: str = Field(min_length=1)
    persona_id: str = Field(min_length=1)
    sleep: SleepSpan
    phases: list[PhaseEntry] = Field(min_length=1, max_length=len(PHASES))
    metadata: Metadata

    @field_validator("phases")
    @classmethod
    def _once_each(cls, phases: list[PhaseEntry]) -> list[PhaseEntry]:
        names = [entry.phase for entry in phases]
        if len(set(names)) != len(names):
            raise ValueError("each phase may appear only once")
        return phases

    def dreams(self) -> list[DreamEntry]:
        return [
            dream
            for entry in self.phases
            if isinstance(entry.content, DreamsContent)
            for dream in entry.content.dreams
        ]

    def filename(self) -> str:
        """`<YYYY-MM-DD>_<HHmm>_dur<minutes>.yaml`, from the sleep's start and length."""
        started = parse_timestamp(self.sleep.started_at)
        return f"{started:%Y-%m-%d_%H%M}_dur{round(self.sleep.duration_minutes)}.yaml"


def to_yaml(record: DreamRecord) -> str:
    data = record.model_dump(mode="json", exclude_none=True)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def from_yaml(text: str, source: str = "<yaml>") -> DreamRecord:
    """Parse and validate one record; `DreamFileError` names the line of each problem."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise DreamFileError(f"{source}{line}: not valid YAML ({problem}).", hint=_HINT) from error
    if not isinstance(data, dict):
        raise DreamFileError(f"{source}:1: a dream record is a mapping of fields.", hint=_HINT)
    try:
        return DreamRecord.model_validate(data)
    except ValidationError as error:
        problems = [_located(source, root, detail) for detail in error.errors()]
        shown = "; ".join(problems[:_SHOWN_ERRORS])
        more = len(problems) - _SHOWN_ERRORS
        suffix = f" (and {more} more)" if more > 0 else ""
        raise DreamFileError(f"{shown}{suffix}.", hint=_HINT) from error


_HINT = "Fix the file (see docs/sleep.md for the schema) and import it again."


def read_record(path: Path) -> DreamRecord:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DreamFileError(f"{path}: cannot be read ({error}).") from error
    return from_yaml(text, str(path))


def _located(source: str, root: yaml.Node | None, detail: ErrorDetails) -> str:
    node = root
    for key in detail["loc"]:
        node = _child(node, key)
    line = node.start_mark.line + 1 if node is not None else 1
    where = ".".join(str(part) for part in detail["loc"]) or "(top)"
    return f"{source}:{line}: {where}: {detail['msg']}"


def _child(node: yaml.Node | None, key: str | int) -> yaml.Node | None:
    """The node under `key`; the node itself when `key` is not in the file (a union's tag)."""
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            if key_node.value == str(key):
                return cast(yaml.Node, value_node)
        return node
    if isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
        return cast(yaml.Node, node.value[key])
    return node
