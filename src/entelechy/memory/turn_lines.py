"""JSON Lines of turns read in bounded memory: checked in one pass, imported in another.

A file of one turn per line can be larger than memory. The first pass reads it line by line and
checks every line as the import will read it (a bad line is named, and nothing is imported), and
collects the speakers every turn lists as participants; the second pass reads it again and hands
the import batches of turns. Other layouts (a JSON array, one JSON document, multi-session
conversations) are documents, read whole by `read_conversations`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from entelechy.memory.conversations import (
    ConversationFileError,
    Turn,
    TurnBuilder,
    check_turn,
    is_session,
    load_line,
)


@dataclass(frozen=True)
class TurnLines:
    """A checked JSON Lines file of turns."""

    path: Path
    now: datetime
    speakers: tuple[str, ...]
    count: int

    @classmethod
    def scan(cls, path: Path, now: datetime) -> TurnLines | None:
        """The file checked line by line, or None when it is not JSON Lines of turns."""
        speakers: dict[str, None] = {}
        count = 0
        for number, line in _lines(path):
            if count == 0 and line.lstrip().startswith("["):
                return None
            try:
                where, item = load_line(line, number)
            except ConversationFileError:
                if count == 0:
                    return None  # perhaps one JSON document over several lines
                raise
            if is_session(item):
                return None
            speakers.setdefault(check_turn(where, item), None)
            count += 1
        return cls(path, now, tuple(speakers), count) if count else None

    def batches(self, size: int) -> Iterator[list[Turn]]:
        """The turns again, in file order, `size` at a time."""
        builder = TurnBuilder(self.path.stem, self.now, self.speakers)
        batch: list[Turn] = []
        for number, line in _lines(self.path):
            where, item = load_line(line, number)
            batch.append(builder.turn(where, item))
            if len(batch) == size:
                yield batch
                batch = []
        if batch:
            yield batch


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    """Non-blank lines with their numbers; a line that is not UTF-8 is named."""
    try:
        with path.open("rb") as handle:
            for number, raw in enumerate(handle, start=1):
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError as error:
                    raise ConversationFileError(
                        f"line {number}: not UTF-8 (byte 0x{raw[error.start]:02x} at column "
                        f"{error.start + 1}).",
                        hint="Save the file as UTF-8 (nothing was imported).",
                    ) from None
                if line.strip():
                    yield number, line
    except FileNotFoundError:
        raise ConversationFileError(
            f"{path} does not exist.", hint="Check the path of the file to import."
        ) from None
    except IsADirectoryError:
        raise ConversationFileError(f"{path} is a directory.", hint="Give a file.") from None
