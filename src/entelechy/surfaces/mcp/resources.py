"""The resources an MCP host may read: a mind's persona, and one belief's page (what it rests
on), as JSON. A person's connection reads only beliefs they may see."""

from __future__ import annotations

import json

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError

from entelechy.surfaces.mcp.failures import reported_as
from entelechy.surfaces.mcp.principals import PrincipalSource
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.permissions import scope

PERSONA = "entelechy://minds/{mind}/persona"
BELIEF = "entelechy://minds/{mind}/beliefs/{belief_id}"


class MindResources:
    """The resources of one server, over its open minds."""

    def __init__(self, minds: OpenMinds, who: PrincipalSource) -> None:
        self._minds = minds
        self._who = who

    def register(self, server: MCPServer) -> None:
        server.resource(PERSONA, name="persona", mime_type="application/json")(self.persona)
        server.resource(BELIEF, name="belief", mime_type="application/json")(self.belief)

    async def persona(self, mind: str) -> str:
        """Who the mind is: its birth signature, dispositions, the persona fragment of its
        prompt, and where and how it works (the operator context)."""
        with reported_as(ResourceError):
            chosen = await self._minds.get(mind)
        return json.dumps(chosen.persona.to_json(), ensure_ascii=False)

    async def belief(self, mind: str, belief_id: str) -> str:
        """One belief: its arithmetic, evidence for and against by source, links and history."""
        with reported_as(ResourceError):
            user_id = scope(self._who(), None)
            chosen = await self._minds.get(mind)
            page = await chosen.beliefs.show(belief_id, user_id=user_id)
        return json.dumps(page.to_json(), ensure_ascii=False)
