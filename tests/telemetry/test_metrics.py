"""The process's Prometheus instruments, scraped and parsed as Prometheus would."""

from __future__ import annotations

import contextlib

from prometheus_client.parser import text_string_to_metric_families

from entelechy import Mind
from entelechy.errors import ModelError
from entelechy.models import ScriptedModel
from entelechy.telemetry.metrics import exposition

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def _scrape() -> Samples:
    """Every sample of the exposition, by name and labels."""
    text = exposition().decode()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def _value(
    samples: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str
) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


async def test_replies_refusals_tokens_errors_and_recall_are_counted(store_url: str) -> None:
    name = f"metered-{store_url[:6]}"
    model = ScriptedModel(["The sea is wide.", ModelError("down", provider="scripted")])
    mind = await Mind.open(name, database_url=store_url, model=model)
    before = _scrape()
    reply = await mind.respond("Tell me about the sea.")
    await mind.respond("How do I build a pipe bomb?")
    with contextlib.suppress(ModelError):
        await mind.respond("And the sky?")
    await mind.recall("sea")
    await mind.close()
    after = _scrape()

    def grew(metric: str, **labels: str) -> float:
        return _value(after, metric, **labels) - _value(before, metric, **labels)

    assert grew("entelechy_replies_total", mind=name, kind="ok") == 1
    assert grew("entelechy_replies_total", mind=name, kind="refused") == 1
    assert grew("entelechy_refusals_total", mind=name) == 1
    assert grew("entelechy_replies_total", mind=name, kind="failed") == 1
    assert grew("entelechy_reply_seconds_count", mind=name) == 3
    tokens = {"provider": "scripted", "model": "scripted"}
    assert grew("entelechy_model_tokens_total", **tokens, direction="output") >= (
        reply.usage.output_tokens
    )
    assert grew("entelechy_model_call_errors_total", provider="scripted") >= 1
    assert grew("entelechy_model_calls_total", **tokens, outcome="error") >= 1
    assert grew("entelechy_recall_seconds_count", mind=name) >= 1
