"""One reply in progress: the message as it arrived, and what the turn has established so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from entelechy.conduct.turn import TurnReview
from entelechy.dialogue import events as kinds
from entelechy.dialogue import queries
from entelechy.introspection.answer import Answer
from entelechy.introspection.scoring import Score
from entelechy.memory.recall import RecallHit
from entelechy.models.profiles import FULL, ModelProfile
from entelechy.models.protocol import Model
from entelechy.reasoning import AnyStrategy, ReasoningResult, Session, Step
from entelechy.record.ledger import NewEvent, StoredEvent
from entelechy.reply.intent import OPEN, ResponseIntent, Speaker
from entelechy.reply.shaping import Shaper


@dataclass(frozen=True)
class Incoming:
    """A message as it arrives, before anything is recorded."""

    content: str
    user_id: str
    conversation_id: str | None
    channel: str
    started: float


@dataclass
class Turn:
    """One reply in progress: whose, where, and what has been said so far."""

    user_id: str
    conversation_id: str
    received: StoredEvent
    history: list[queries.MessageView]
    started: float
    strategy: AnyStrategy
    session: Session
    review: TurnReview
    model: Model
    profile: ModelProfile = FULL
    temperature: float | None = None
    """The sampling temperature of the reply, after the wake affect's bias."""
    parts: list[str] = field(default_factory=list)
    result: ReasoningResult | None = None
    """The reasoning result of the reply itself, once the strategy has run."""
    remembered: tuple[RecallHit, ...] = ()
    """Recalled memories put into the reply's prompt."""
    grounding: str = ""
    """The beliefs part of the response intent (see `entelechy.beliefs`)."""
    intent: ResponseIntent = OPEN
    """What the reply must say from the records (see `entelechy.reply.intent`)."""
    speaker: Speaker | None = None
    rendered: str | None = None
    """Why the reply is the intent's rendering rather than the model's words, if it is."""
    shaper: Shaper | None = None
    """Shapes the reply as it streams; holds what was said but not yet released."""
    budget_spent: str | None = None
    """"mind" or "person" when today's token budget is spent: the reply makes no model call."""
    introspection: Answer | None = None
    """The records' answer when the message asks about the mind itself."""
    replaced: tuple[str, Score] | None = None
    """The model's wording of an introspective reply, and its score, when the records'
    rendering replaced it."""
    withheld: frozenset[str] = frozenset()
    """The replies of `history` conduct wrote instead of an answer (a refusal, a redirect):
    the model is not shown them, nor the messages they answered."""

    @property
    def message_id(self) -> str:
        return str(self.received.payload["message_id"])

    @property
    def content(self) -> str:
        return str(self.received.payload["content"])

    @property
    def trace(self) -> tuple[Step, ...]:
        """The reasoning steps so far, for reviewers of the reply."""
        return tuple(self.session.steps)

    def caused(
        self, kind: str, payload: dict[str, object], actor: str = kinds.MIND_ACTOR
    ) -> NewEvent:
        """An event of this turn: same user, caused by and correlated with the message."""
        return NewEvent(
            kind,
            payload,
            actor=actor,
            user_id=self.user_id,
            causation_id=self.received.id,
            correlation_id=self.received.id,
        )
