"""The embedded model on this machine: load time, time to first token, tokens per second.

Usage: python bench/embedded_model.py [--runs 5] [--tokens 64]
"""

from __future__ import annotations

import argparse
import asyncio
import time

from common import percentile, table

from entelechy.models import ChatMessage, Completed, ModelRequest, TextDelta
from entelechy.models.local import LocalModel

PROMPTS = (
    "Explain in two sentences why the sky is blue.",
    "Write a short poem about the sea.",
    "List three uses of a paperclip.",
)


async def run(runs: int, tokens: int) -> list[list[str]]:
    model = LocalModel()
    started = time.perf_counter()
    await model.generate(
        ModelRequest(messages=(ChatMessage(role="user", content="hi"),), max_output_tokens=1)
    )
    load = time.perf_counter() - started
    first_token, rates = [], []
    for n in range(runs):
        request = ModelRequest(
            messages=(ChatMessage(role="user", content=PROMPTS[n % len(PROMPTS)]),),
            max_output_tokens=tokens,
        )
        started = time.perf_counter()
        first = None
        async for event in model.stream(request):
            if isinstance(event, TextDelta) and first is None:
                first = time.perf_counter() - started
            if isinstance(event, Completed):
                total = time.perf_counter() - started
                out = event.response.usage.output_tokens
                rates.append(out / (total - (first or 0)))
        first_token.append((first or 0) * 1000)
    return [
        ["load + first call (s)", f"{load:.2f}"],
        ["time to first token p50 (ms)", f"{percentile(first_token, 0.5):.0f}"],
        ["time to first token p99 (ms)", f"{percentile(first_token, 0.99):.0f}"],
        ["tokens/s p50", f"{percentile(rates, 0.5):.1f}"],
    ]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--tokens", type=int, default=64)
    arguments = parser.parse_args()
    print("Embedded SmolLM2-135M-Instruct (Q4_1) through llama.cpp")
    print(table(["measure", "value"], asyncio.run(run(arguments.runs, arguments.tokens))))


if __name__ == "__main__":
    main()
