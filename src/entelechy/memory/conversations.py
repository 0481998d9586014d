"""Reading conversation files: JSONL turns, and multi-session conversations.

Two layouts are read, in a JSON array, one JSON object, or one object per line:

* turns: `{"speaker": …, "text": …, "time"?: ISO-8601, "id"?: …, "conversation"?: …}`;
* multi-session conversations: `speaker_a`, `speaker_b`, `session_N_date_time` and `session_N`
  (a list of `{speaker, dia_id, text}`), optionally nested under `conversation`, with `qa`
  (`{question, answer, evidence: [dia_id…], category}`) kept for evaluation.

The whole file is parsed and checked before anything is written: an error names the line (or
the conversation and session) and the field, and nothing of a bad file is imported. JSON Lines
of turns are streamed (`entelechy.memory.turn_lines`); the other layouts are read whole.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from entelechy.clock import format_timestamp
from entelechy.errors import EntelechyError
from entelechy.record.canonical import canonical_json
from entelechy.record.hashing import sha256_digest
from entelechy.text_limits import MAX_TEXT_CHARS, lone_surrogate

_SESSION = re.compile(r"^session_(\d+)$")
_SESSION_TIME_FORMATS = (
    "%I:%M %p on %d %B, %Y",
    "%I:%M %p on %d %b, %Y",
    "%I:%M %p on %B %d, %Y",
    "%Y-%m-%d %H:%M:%S",
    "%Y-%m-%d %H:%M",
    "%Y-%m-%d",
)


class ConversationFileError(EntelechyError):
    """A conversation file cannot be imported as it stands."""

    hint = "Fix the file (nothing was imported) and run the command again."


@dataclass(frozen=True)
class Turn:
    """One thing someone said, ready to become an episode."""

    external_id: str
    speaker: str
    text: str
    occurred_at: str
    conversation: str
    participants: tuple[str, ...]
    dia_id: str | None = None


@dataclass(frozen=True)
class Question:
    """A question about a conversation and the turns that hold its answer."""

    question: str
    answer: str
    evidence: tuple[str, ...]
    category: str


@dataclass(frozen=True)
class Conversation:
    """Turns in order, and any questions asked about them."""

    key: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...] = field(default=())


def read_conversations(path: Path, now: datetime) -> list[Conversation]:
    """Every conversation of the file at `path`; turns without a time are given `now`."""
    try:
        content = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConversationFileError(
            f"{path} does not exist.", hint="Check the path of the file to import."
        ) from None
    except (OSError, UnicodeDecodeError) as error:
        raise ConversationFileError(
            f"{path} cannot be read as UTF-8 text: {error}.", hint="Save it as UTF-8 JSON."
        ) from None
    return parse_conversations(content, now, name=path.stem)


def parse_conversations(content: str, now: datetime, *, name: str = "ingest") -> list[Conversation]:
    """Parse a whole file's content (see the module docstring for the layouts)."""
    records = list(_records(content))
    if not records:
        raise ConversationFileError("the file holds no turns or conversations.")
    turns = [(where, item) for where, item in records if not _is_session_layout(item)]
    sessions = [(where, item) for where, item in records if _is_session_layout(item)]
    conversations = [
        _session_conversation(where, item, index)
        for index, (where, item) in enumerate(sessions, start=1)
    ]
    if turns:
        conversations.insert(0, _turn_conversation(turns, now, name))
    _check_unique(conversations)
    return conversations


def _records(content: str) -> Iterator[tuple[str, Mapping[str, Any]]]:
    stripped = content.lstrip()
    if stripped.startswith("["):
        document = _load(content, "")
        if not isinstance(document, list):
            raise ConversationFileError("the file is not a JSON array.")
        for index, item in enumerate(document, start=1):
            yield _object(item, f"item {index}")
        return
    try:
        document = json.loads(content)
    except (json.JSONDecodeError, RecursionError):
        document = None
    if isinstance(document, dict):
        yield _object(document, "the object")
        return
    for number, line in enumerate(content.splitlines(), start=1):
        if line.strip():
            yield _object(_load(line, f"line {number}: "), f"line {number}")


def _load(text: str, where: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        place = where or f"line {error.lineno}, column {error.colno}: "
        raise ConversationFileError(f"{place}not valid JSON ({error.msg}).") from None
    except RecursionError:
        raise ConversationFileError(
            f"{where or 'the file: '}JSON nested too deeply to be a conversation.",
            hint="Turns are flat objects; fix the file (nothing was imported).",
        ) from None


def _object(item: Any, where: str) -> tuple[str, Mapping[str, Any]]:
    if not isinstance(item, dict):
        raise ConversationFileError(
            f"{where}: expected a JSON object, found {type(item).__name__}.",
            hint='Each turn is an object like {"speaker": "Ann", "text": "…"}; fix the file '
            "(nothing was imported).",
        )
    return where, item


def _is_session_layout(item: Mapping[str, Any]) -> bool:
    body = item.get("conversation", item)
    return isinstance(body, dict) and any(_SESSION.match(key) for key in body)


def _text_field(item: Mapping[str, Any], key: str, where: str, *, required: bool = True) -> str:
    value = item.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        found = "missing" if value is None else f"{type(value).__name__} {value!r:.40}"
        raise ConversationFileError(f"{where}: field {key!r} must be a non-empty string ({found}).")
    if len(value) > MAX_TEXT_CHARS:
        raise ConversationFileError(
            f"{where}: field {key!r} is {len(value):,} characters long; a turn may hold "
            f"{MAX_TEXT_CHARS:,}, as a message may.",
            hint="Split the turn into several (nothing was imported).",
        )
    if broken := lone_surrogate(value):
        raise ConversationFileError(
            f"{where}: field {key!r} is not valid Unicode (a lone surrogate, "
            f"U+{ord(broken[0]):04X}, at character {broken.start() + 1}).",
            hint="Write the text as UTF-8 without \\ud800-style escapes (nothing was imported).",
        )
    return value


def _turn_conversation(
    records: Sequence[tuple[str, Mapping[str, Any]]], now: datetime, name: str
) -> Conversation:
    speakers = tuple(dict.fromkeys(_text_field(item, "speaker", where) for where, item in records))
    builder = TurnBuilder(name, now, speakers)
    return Conversation(name, tuple(builder.turn(where, item) for where, item in records))


@dataclass
class TurnBuilder:
    """Turns of the JSONL layout, one at a time, in file order: the same ids, times and
    participants whether the file was read whole or streamed."""

    name: str
    now: datetime
    speakers: tuple[str, ...]
    _ordinal: int = 0
    _seen: Counter[bytes] = field(default_factory=Counter)
    """How often each turn's content came before (12-byte keys: a few dozen bytes a turn)."""

    def turn(self, where: str, item: Mapping[str, Any]) -> Turn:
        speaker = _text_field(item, "speaker", where)
        text = _turn_text(item, where)
        moment = _turn_time(item, where, self.now + timedelta(microseconds=self._ordinal))
        self._ordinal += 1
        conversation = _optional_id(item, "conversation", where) or self.name
        identifier = _optional_id(item, "id", where)
        if identifier is None:
            content = canonical_json({"speaker": speaker, "text": text, "time": item.get("time")})
            key = hashlib.blake2b(content.encode(), digest_size=12).digest()
            self._seen[key] += 1
            identifier = sha256_digest(f"{content}#{self._seen[key]}".encode())
        return Turn(identifier, speaker, text, moment, f"ingest:{conversation}", self.speakers)


def check_turn(where: str, item: Mapping[str, Any]) -> str:
    """Check one JSONL turn as the import will read it; its speaker."""
    speaker = _text_field(item, "speaker", where)
    _turn_text(item, where)
    _turn_time(item, where, datetime.now(UTC))
    _optional_id(item, "conversation", where)
    _optional_id(item, "id", where)
    return speaker


def load_line(line: str, number: int) -> tuple[str, Mapping[str, Any]]:
    """One line of a JSON Lines file as (where, object), or a clear error naming the line."""
    where = f"line {number}"
    return _object(_load(line, f"{where}: "), where)


def is_session(item: Mapping[str, Any]) -> bool:
    return _is_session_layout(item)


def _turn_text(item: Mapping[str, Any], where: str) -> str:
    text = _text_field(item, "text", where)
    caption = item.get("blip_caption")
    return f"{text} (shares a photo: {caption})" if isinstance(caption, str) and caption else text


def _optional_id(item: Mapping[str, Any], key: str, where: str) -> str | None:
    value = item.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int) or str(value).strip() == "":
        raise ConversationFileError(f"{where}: field {key!r} must be a string or a number.")
    return str(value)


def _turn_time(item: Mapping[str, Any], where: str, default: datetime) -> str:
    value = item.get("time")
    if value is None:
        return format_timestamp(default)
    if not isinstance(value, str):
        raise ConversationFileError(f"{where}: field 'time' must be an ISO-8601 string.")
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise ConversationFileError(
            f"{where}: field 'time' is not an ISO-8601 time ({value!r:.40}).",
            hint="Write times like 2024-05-08T13:56:00Z; fix the file (nothing was imported).",
        ) from None
    return format_timestamp(moment if moment.tzinfo else moment.replace(tzinfo=UTC))


def _session_conversation(where: str, item: Mapping[str, Any], index: int) -> Conversation:
    body = item.get("conversation", item)
    key = str(item.get("sample_id") or body.get("sample_id") or f"conversation-{index}")
    participants = tuple(
        str(body[name]) for name in ("speaker_a", "speaker_b") if isinstance(body.get(name), str)
    )
    numbers = sorted(int(match.group(1)) for k in body if (match := _SESSION.match(k)))
    turns: list[Turn] = []
    for number in numbers:
        turns.extend(_session_turns(where, key, body, number, participants))
    questions = tuple(_questions(where, item.get("qa") or []))
    return Conversation(key, tuple(turns), questions)


def _session_turns(
    where: str, key: str, body: Mapping[str, Any], number: int, participants: tuple[str, ...]
) -> Iterator[Turn]:
    place = f"{where}, session_{number}"
    started = _session_time(body.get(f"session_{number}_date_time"), place)
    session = body[f"session_{number}"]
    if not isinstance(session, list):
        raise ConversationFileError(f"{place}: expected a list of turns.")
    for ordinal, entry in enumerate(session):
        turn_where = f"{place}, turn {ordinal + 1}"
        _, turn = _object(entry, turn_where)
        speaker = _text_field(turn, "speaker", turn_where)
        dia_id = _optional_id(turn, "dia_id", turn_where) or f"S{number}:{ordinal + 1}"
        yield Turn(
            external_id=f"{key}/{dia_id}",
            speaker=speaker,
            text=_turn_text(turn, turn_where),
            occurred_at=format_timestamp(started + timedelta(seconds=ordinal)),
            conversation=f"ingest:{key}:session_{number}",
            participants=participants or (speaker,),
            dia_id=dia_id,
        )


def _session_time(value: Any, place: str) -> datetime:
    if value is None:
        return datetime(1970, 1, 1, tzinfo=UTC)
    if isinstance(value, str):
        cleaned = " ".join(value.split())
        for layout in _SESSION_TIME_FORMATS:
            try:
                return datetime.strptime(cleaned, layout).replace(tzinfo=UTC)
            except ValueError:
                continue
        try:
            moment = datetime.fromisoformat(cleaned.replace("Z", "+00:00"))
            return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
        except ValueError:
            pass
    raise ConversationFileError(
        f"{place}: the session's date_time {value!r:.40} is not a time this importer reads.",
        hint="Write it like '1:56 pm on 8 May, 2023' or ISO-8601; fix the file "
        "(nothing was imported).",
    )


def _questions(where: str, items: Any) -> Iterator[Question]:
    if not isinstance(items, list):
        raise ConversationFileError(f"{where}: field 'qa' must be a list.")
    for index, entry in enumerate(items, start=1):
        place = f"{where}, qa {index}"
        _, qa = _object(entry, place)
        evidence = qa.get("evidence") or []
        if not isinstance(evidence, list):
            raise ConversationFileError(f"{place}: field 'evidence' must be a list of turn ids.")
        yield Question(
            question=_text_field(qa, "question", place),
            answer=str(qa.get("answer", qa.get("adversarial_answer", ""))),
            evidence=tuple(str(item) for item in evidence),
            category=str(qa.get("category", "uncategorised")),
        )


def _check_unique(conversations: Sequence[Conversation]) -> None:
    seen: dict[str, str] = {}
    for conversation in conversations:
        for turn in conversation.turns:
            if turn.external_id in seen:
                raise ConversationFileError(
                    f"turn id {turn.external_id!r} appears twice (in {seen[turn.external_id]} "
                    f"and {conversation.key}).",
                    hint="Give every turn its own id; fix the file (nothing was imported).",
                )
            seen[turn.external_id] = conversation.key
