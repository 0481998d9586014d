"""What a caller may ask of one reply, and how much a mind's replies may see and say."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from entelechy.conduct.turn import TurnOptions
from entelechy.reasoning import AnyStrategy, StrategyChoice, resolve_strategy

DEFAULT_USER = "local"
"""The person of a single-user install (the CLI's, the SDK's unless told otherwise)."""


@dataclass(frozen=True)
class ReplySettings:
    """How much history a reply sees and how long it may be."""

    history_window: int = 20
    history_chars: int = 6000
    max_output_tokens: int | None = None
    temperature: float | None = None
    recall_limit: int = 4
    """How many recalled memories the prompt may hold (0: none)."""
    recall_chars: int = 900
    """How many characters of recalled memories the prompt may hold."""
    profile: str | None = None
    """The model profile ("compact" or "full"); None: ENTELECHY_MODEL_PROFILE, else chosen from
    the model (see `entelechy.models.profiles`)."""
    daily_tokens: int | None = None
    """Tokens the mind may spend per UTC day; once spent, replies come from the records
    (None: ENTELECHY_DAILY_TOKENS, else no limit). See `entelechy.reply.budget`."""
    daily_tokens_per_person: int | None = None
    """The same limit for the replies to one person (None: ENTELECHY_DAILY_TOKENS_PER_PERSON)."""


@dataclass(frozen=True)
class ReplyOptions:
    """One reply's options: whose message, in which conversation, through which channel, and
    what the caller says about it (`turn`: risk tags, jurisdiction, redirect count).
    `reasoning` overrides the mind's strategy for this reply only (None keeps it)."""

    user_id: str = DEFAULT_USER
    conversation_id: str | None = None
    channel: str = "sdk"
    reasoning: AnyStrategy | None = None
    turn: TurnOptions = field(default_factory=TurnOptions)


class ReplyOptionFields(TypedDict, total=False):
    """`ReplyOptions` as keyword arguments of `Mind.respond` and `Mind.stream`."""

    user_id: str
    conversation_id: str | None
    channel: str
    reasoning: StrategyChoice
    risk_tags: list[str] | tuple[str, ...] | None
    jurisdiction: str | None
    redirect_attempt: int | None


def reply_options(fields: ReplyOptionFields) -> ReplyOptions:
    """The options keyword arguments describe (a strategy spec is resolved here)."""
    tags = fields.get("risk_tags")
    choice = fields.get("reasoning")
    return ReplyOptions(
        user_id=fields.get("user_id", DEFAULT_USER),
        conversation_id=fields.get("conversation_id"),
        channel=fields.get("channel", "sdk"),
        reasoning=None if choice is None else resolve_strategy(choice),
        turn=TurnOptions(
            tuple(tags) if tags is not None else None,
            fields.get("jurisdiction"),
            fields.get("redirect_attempt"),
        ),
    )
