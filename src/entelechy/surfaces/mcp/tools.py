"""The tools an MCP host may call: talk, remember, sleep and wake, and look into what a mind
believes and whether its record holds. Each call is checked against its principal: a person's
connection speaks and reads only as that person; sleep, wake, axioms and verification are the
operator's."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from entelechy.surfaces.mcp.failures import reported_as
from entelechy.surfaces.mcp.principals import PrincipalSource
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.permissions import require_operator, scope, speaker
from entelechy.text_limits import MAX_TEXT_CHARS

MindName = Annotated[
    str | None,
    Field(
        description="The mind to use (default: the server's mind).", min_length=1, max_length=200
    ),
]
Person = Annotated[
    str | None,
    Field(
        description="The person: who speaks, or whose memories to search. A person's "
        "connection may only name itself.",
        min_length=1,
        max_length=200,
    ),
]
Message = Annotated[
    str, Field(description="What to say to the mind.", min_length=1, max_length=MAX_TEXT_CHARS)
]
Query = Annotated[str, Field(description="What to remember.", min_length=1, max_length=2000)]
Limit = Annotated[int, Field(description="How many results at most.", ge=1, le=100)]
BeliefId = Annotated[
    str, Field(description="A belief id (they start with bel_).", min_length=1, max_length=100)
]
Scenario = Annotated[
    str | None,
    Field(description="A scenario to dream about (an induced dream).", max_length=2000),
]

_READS = ToolAnnotations(read_only_hint=True, open_world_hint=False)
_WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)


class MindTools:
    """The tools of one server, over its open minds."""

    def __init__(self, minds: OpenMinds, who: PrincipalSource) -> None:
        self._minds = minds
        self._who = who

    def register(self, server: MCPServer) -> None:
        writes: tuple[Callable[..., Awaitable[dict[str, Any]]], ...] = (
            self.respond,
            self.sleep,
            self.wake,
        )
        reads: tuple[Callable[..., Awaitable[dict[str, Any]]], ...] = (
            self.recall,
            self.list_axioms,
            self.list_minds,
            self.beliefs,
            self.why,
            self.verify,
        )
        for tool in writes:
            server.add_tool(tool, annotations=_WRITES)
        for tool in reads:
            server.add_tool(tool, annotations=_READS)

    async def respond(
        self, message: Message, mind: MindName = None, user: Person = None
    ) -> dict[str, Any]:
        """Say something to the mind and get its reply. The exchange is recorded in the mind's
        history and continues the person's latest conversation."""
        with reported_as(ToolError):
            user_id = speaker(self._who(), user)
            chosen = await self._minds.get(mind)
            reply = await chosen.respond(message, user_id=user_id, channel="mcp")
        return {
            "text": reply.text,
            "kind": reply.kind,
            "id": reply.id,
            "conversation": reply.conversation_id,
            "mind": reply.mind,
            "warning": reply.warning,
        }

    async def recall(
        self, query: Query, mind: MindName = None, user: Person = None, limit: Limit = 10
    ) -> dict[str, Any]:
        """What the mind remembers about a query, best first, each with where it came from. A
        person's connection recalls only their memories and the mind's own."""
        with reported_as(ToolError):
            user_id = scope(self._who(), user)
            chosen = await self._minds.get(mind)
            hits = await chosen.recall(query, limit, user_id=user_id)
        return {"hits": [hit.to_json() for hit in hits]}

    async def sleep(
        self, mind: MindName = None, induce: Scenario = None, learning: Scenario = None
    ) -> dict[str, Any]:
        """Operator only. Sleep once (N1-N4 summaries, REM dreams) on the mind's model; call
        wake afterwards to turn dreams into memories."""
        with reported_as(ToolError):
            require_operator(self._who(), "sleep")
            chosen = await self._minds.get(mind)
            report = await chosen.sleep(induce=induce, learning=learning)
        return report.to_json()

    async def wake(self, mind: MindName = None) -> dict[str, Any]:
        """Operator only. Classify the dreams of every sleep not yet woken and consolidate
        those worth keeping as memories."""
        with reported_as(ToolError):
            require_operator(self._who(), "wake")
            woke = await (await self._minds.get(mind)).wake()
        return woke.to_json()

    async def list_axioms(self) -> dict[str, Any]:
        """Operator only. Every axiom the governor holds, with its origin."""
        with reported_as(ToolError):
            require_operator(self._who(), "list_axioms")
            return {"axioms": await self._minds.oversight.axiom_records()}

    async def list_minds(self) -> dict[str, Any]:
        """The minds of this store. The operator also sees each one's activity and model."""
        operator = self._who().is_operator
        with reported_as(ToolError):
            found = await self._minds.catalog.minds()
        shown = [
            summary.to_json() if operator else {"name": summary.mind.name} for summary in found
        ]
        return {"minds": shown}

    async def beliefs(self, mind: MindName = None, limit: Limit = 50) -> dict[str, Any]:
        """What the mind believes, most recently changed first, with confidence and status. A
        person's connection sees only beliefs about them or resting on what they said."""
        with reported_as(ToolError):
            user_id = scope(self._who(), None)
            chosen = await self._minds.get(mind)
            rows = await chosen.beliefs.list(limit=limit, user_id=user_id)
        return {"beliefs": [row.to_json() for row in rows]}

    async def why(self, belief_id: BeliefId, mind: MindName = None) -> dict[str, Any]:
        """Why the mind holds (or held) a belief: its evidence, arithmetic and history, from
        its records only."""
        with reported_as(ToolError):
            user_id = scope(self._who(), None)
            chosen = await self._minds.get(mind)
            explained = await chosen.why(belief_id, user_id=user_id)
        return {"belief": belief_id, "why": explained}

    async def verify(self, mind: MindName = None) -> dict[str, Any]:
        """Operator only. Re-derive every hash of the mind's chain: whether its history is
        intact."""
        with reported_as(ToolError):
            require_operator(self._who(), "verify")
            report = await (await self._minds.get(mind)).record.verify()
        return report.to_json()
