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


MAX_USER_CHARS = 200


def validate_user(user_id: str) -> str:
    """Whose message this is: a name the records can hold apart from everyone else's (an empty
    one, or one padded with spaces, would be a person no one meant)."""
    if not isinstance(user_id, str) or not user_id.strip():
        raise InputError(
            "the user id is empty.", hint="Give the person a user id, e.g. --user ana."
        )
    if user_id != user_id.strip() or any(ord(c) < 32 for c in user_id):
        raise InputError(
            f"the user id {user_id!r} has spaces around it or control characters in it.",
            hint="Use the id without them, e.g. --user ana.",
        )
    if len(user_id) > MAX_USER_CHARS:
        raise InputError(
            f"the user id is {len(user_id):,} characters long; the limit is {MAX_USER_CHARS}.",
            hint="Use a shorter id for the person.",
        )
    return user_id
