"""The example transcript of docs/introspection.md, played from the shipped scenario suite:
`python -m entelechy.evaluation.transcript`.

The first scenario of the dev suite runs on the scripted model (whose every wording is "ok",
so each introspective reply is the records' own rendering) in a store in memory. A test plays
it again and fails when the page and the runtime disagree, so the example cannot rot.
"""

from __future__ import annotations

import asyncio
import sys
from importlib.resources import files
from pathlib import Path

from entelechy.clock import ManualClock
from entelechy.evaluation.introspection import (
    IntrospectionSuite,
    load_introspection_suite,
    run_introspection_suite,
)
from entelechy.mind import Mind
from entelechy.models.scripted import ScriptedModel


def dev_suite() -> IntrospectionSuite:
    resource = files("entelechy.evaluation") / "data" / "introspection-dev.json"
    return load_introspection_suite(Path(str(resource)))


async def transcript() -> str:
    """The first dev scenario, line by line, as a text block."""
    suite = dev_suite()
    first = suite.model_copy(update={"scenarios": suite.scenarios[:1]})
    lines: list[str] = []

    async def open_mind(clock: ManualClock) -> Mind:
        model = ScriptedModel(default="ok")
        return await Mind.open("ada", database_url="sqlite://", clock=clock, seed=1, model=model)

    await run_introspection_suite(first, open_mind, narrate=lines.append)
    return "```text\n" + "\n".join(lines) + "\n```\n"


if __name__ == "__main__":
    sys.stdout.write(asyncio.run(transcript()))
