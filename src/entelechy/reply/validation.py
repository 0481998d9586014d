"""Whether a message can be replied to as given, with an error that says what to do if not."""

from __future__ import annotations

from entelechy.errors import EntelechyError
from entelechy.text_limits import MAX_TEXT_CHARS, lone_surrogate

MAX_MESSAGE_CHARS = MAX_TEXT_CHARS


class InputError(EntelechyError):
    """The message cannot be replied to as given."""


def validate_message(text: str) -> str:
    if not isinstance(text, str):
        raise InputError(f"a message must be text, not {type(text).__name__}.")
    if broken := lone_surrogate(text):
        raise InputError(
            f"the message is not valid Unicode: it holds a lone surrogate (U+{ord(broken[0]):04X}) "
            f"at character {broken.start() + 1}, as bytes that are not UTF-8 become.",
            hint="Send the text as UTF-8 (check the terminal's or the file's encoding).",
        )
    if not text.strip():
        raise InputError("the message is empty.", hint="Type something to say to the mind.")
    if len(text) > MAX_MESSAGE_CHARS:
        raise InputError(
            f"the message is {len(text):,} characters long; the limit is {MAX_MESSAGE_CHARS:,}.",
            hint="Split it into several messages.",
        )
    return text
