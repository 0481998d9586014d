"""What each reasoning strategy costs: model calls, tokens (as a multiple of a plain reply) and
latency per reply, on a fixed set of prompts, through `Mind.respond` (so recording is included).

The scripted model answers every technique in its expected format, with tokens counted as words
and no model time: its latency column is the runtime's own cost. The embedded model is SmolLM2
run for real: its tokens and latency are what a laptop pays.

Usage: python bench/reasoning.py [--models scripted,local] [--prompts 5] [--max-tokens 96]
                                  [--strategies cot,self-consistency:k=5/cot,...]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from dataclasses import dataclass

from common import percentile, table

from entelechy import Mind
from entelechy.models import Capabilities, Model, ModelRequest, ScriptedModel
from entelechy.reasoning.prompts import BRANCH_ANGLES
from entelechy.reply.options import ReplySettings

PROMPTS = (
    "What is 17 times 23?",
    "Why does ice float on water?",
    "A train leaves at 9:40 and the trip takes 2 hours 35 minutes. When does it arrive?",
    "Give me two tips for sleeping better.",
    "Is a tomato a fruit or a vegetable?",
)
STRATEGIES = (
    "passthrough",
    "cot",
    "self-consistency",
    "self-consistency:k=5/cot",
    "reflexion",
    "reflexion/step-back",
    "self-refine",
    "react",
    "tot",
    "step-back",
)


def formatted(request: ModelRequest) -> str:
    """A reply of realistic length in the format the request's instructions ask for."""
    system = request.system or ""
    last = request.messages[-1].content if request.messages else ""
    if system.startswith("Rate"):
        return "SCORE: 7"
    if "VERDICT:" in last:
        return "VERDICT: ACCEPT"
    if "bullet points" in last:
        return "- Give the reason in one sentence.\n- Name the key fact first."
    if "PRINCIPLE:" in system:
        return "PRINCIPLE: State the rule the question depends on, then apply it."
    if "Action: tool_name" in system:
        if last.startswith("Observation:"):
            return "Thought: I have what I need.\nAnswer: It is 391, by the calculation above."
        return "Thought: I should compute this exactly.\nAction: calculate[17*23]"
    angles = [n for n, angle in enumerate(BRANCH_ANGLES) if angle in system]
    if angles:
        return f"Candidate answer number {angles[0] + 1}, worked out along its own line of thought."
    if "ANSWER:" in system:
        return (
            "REASONING: First I restate the question, then I recall the relevant fact, then I "
            "check it against an example.\nANSWER: The answer, stated plainly in one sentence."
        )
    return "Here is a direct answer in one or two plain sentences, as short as it can be."


@dataclass
class Measured:
    calls: list[int]
    tokens: list[int]
    milliseconds: list[float]


async def measure(model: Model, strategy: str, prompts: int, max_tokens: int) -> Measured:
    measured = Measured([], [], [])
    with tempfile.TemporaryDirectory() as home:
        settings = ReplySettings(max_output_tokens=max_tokens)
        async with await Mind.open("bench", home=home, model=model, settings=settings) as mind:
            await mind.respond("warm up", reasoning=strategy)
            for prompt in PROMPTS[:prompts]:
                mind.new_conversation()
                started = time.perf_counter()
                reply = await mind.respond(prompt, reasoning=strategy)
                measured.milliseconds.append((time.perf_counter() - started) * 1000)
                measured.calls.append(len(reply.model_call_ids))
                measured.tokens.append(reply.usage.total)
    return measured


def rows(results: dict[str, Measured]) -> list[list[str]]:
    base = statistics.fmean(results["passthrough"].tokens)
    return [
        [
            strategy,
            f"{statistics.fmean(m.calls):.1f}",
            f"{statistics.fmean(m.tokens):.0f}",
            f"{statistics.fmean(m.tokens) / base:.1f}×",
            f"{percentile(m.milliseconds, 0.5):.1f}",
            f"{max(m.milliseconds):.1f}",
        ]
        for strategy, m in results.items()
    ]


def build(name: str) -> Model:
    if name == "scripted":
        return ScriptedModel(formatted, capabilities=Capabilities(tools=False))
    from entelechy.models.local import LocalModel  # noqa: PLC0415 - optional, slow to import

    return LocalModel()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", default="scripted,local")
    parser.add_argument("--prompts", type=int, default=len(PROMPTS))
    parser.add_argument("--max-tokens", type=int, default=96)
    parser.add_argument("--strategies", default=",".join(STRATEGIES))
    arguments = parser.parse_args()
    strategies = [
        "passthrough",
        *(s for s in arguments.strategies.split(",") if s != "passthrough"),
    ]
    for name in arguments.models.split(","):
        model = build(name)
        results = {}
        for strategy in strategies:
            results[strategy] = asyncio.run(
                measure(model, strategy, arguments.prompts, arguments.max_tokens)
            )
            print(f"{name} {strategy}: done", flush=True)
        print(
            f"\n{name} model, {arguments.prompts} prompts, up to {arguments.max_tokens} tokens out"
        )
        header = ["strategy", "calls", "tokens", "× passthrough", "p50 ms", "max ms"]
        print(table(header, rows(results)), flush=True)


if __name__ == "__main__":
    main()
