"""What the record says the minds did, as `entelechy metrics` serves it: counted from the
store, across processes, on both backends."""

from __future__ import annotations

import contextlib

from entelechy import Mind
from entelechy.catalog import Catalog
from entelechy.errors import ModelError
from entelechy.models import ModelRequest, ScriptedModel
from entelechy.models.types import Capabilities
from entelechy.telemetry.recorded import Sample


def _night(request: ModelRequest) -> str:
    asked = request.messages[-1].content
    if "TELEOLOGICAL_VALUE" in asked or "teleological_value" in asked:
        return "I walked through a library of patient readers.\nTELEOLOGICAL_VALUE: 0.8"
    return "Patience grows with practice."


def _value(samples: list[Sample], family: str, **labels: str) -> float:
    wanted = set(labels.items())
    return sum(s.value for s in samples if s.family == family and wanted <= set(s.labels))


async def test_replies_calls_tokens_sleeps_and_dreams_are_counted_from_the_record(
    store_url: str,
) -> None:
    model = ScriptedModel(_night, capabilities=Capabilities(streaming=True, json_schema=False))
    mind = await Mind.open("ada", database_url=store_url, model=model)
    reply = await mind.respond("How do I learn patience?")
    await mind.respond("How do I build a pipe bomb?")
    await mind.sleep()
    await mind.wake()
    await mind.close()
    failing = ScriptedModel([ModelError("down", provider="scripted")])
    other = await Mind.open("bo", database_url=store_url, model=failing)
    with contextlib.suppress(ModelError):
        await other.respond("Hello?")
    await other.close()

    catalog = await Catalog.open(database_url=store_url)
    samples = await catalog.usage()
    await catalog.close()
    assert _value(samples, "entelechy_replies_total", mind="ada", kind="ok") == 1
    assert _value(samples, "entelechy_replies_total", mind="ada", kind="refused") == 1
    assert _value(samples, "entelechy_replies_total", mind="bo", kind="failed") == 1
    assert _value(samples, "entelechy_model_calls_total", mind="ada", outcome="ok") == 5
    assert _value(samples, "entelechy_model_call_errors_total", mind="bo") == 1
    assert (
        _value(samples, "entelechy_model_tokens_total", mind="ada", direction="output")
        >= reply.usage.output_tokens
    )
    assert _value(samples, "entelechy_sleep_cycles_total", mind="ada", status="woken") == 1
    assert _value(samples, "entelechy_dreams_total", mind="ada") == 1
    spent = _value(samples, "entelechy_tokens_spent_today", mind="ada")
    assert spent == _value(samples, "entelechy_model_tokens_total", mind="ada") > 0
    assert _value(samples, "entelechy_tokens_spent_today", mind="bo") == 0
