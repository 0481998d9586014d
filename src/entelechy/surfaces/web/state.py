"""What every route needs from the server: its open minds, and the mind a path names."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Path, Request

from entelechy.mind import Mind
from entelechy.surfaces.minds import OpenMinds


def open_minds(request: Request) -> OpenMinds:
    minds: OpenMinds = request.app.state.minds
    return minds


async def named_mind(
    request: Request,
    mind: Annotated[str, Path(description="The mind's name.", min_length=1, max_length=200)],
) -> Mind:
    """The mind the path names (404 when the store has none by that name)."""
    return await open_minds(request).get(mind)


ChosenMind = Annotated[Mind, Depends(named_mind)]
