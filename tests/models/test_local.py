"""The embedded model, run for real through llama.cpp."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from entelechy.errors import ModelError
from entelechy.models import ChatMessage, Completed, ModelRequest, TextDelta, ToolSpec
from entelechy.models import local as local_models
from entelechy.models.local import LocalModel

pytestmark = pytest.mark.embedded


def _ask(text: str, **options: object) -> ModelRequest:
    return ModelRequest(messages=(ChatMessage(role="user", content=text),), **options)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def model() -> LocalModel:
    return LocalModel()


async def test_generates_a_reply_with_usage(model: LocalModel) -> None:
    response = await model.generate(_ask("Say hello.", max_output_tokens=16))
    assert response.text.strip()
    assert response.provider == "local"
    assert response.model == "SmolLM2-135M-Instruct.Q4_1"
    assert response.usage.input_tokens > 0
    assert 0 < response.usage.output_tokens <= 16
    assert response.latency_ms > 0


async def test_streams_tokens_that_add_up_to_the_reply(model: LocalModel) -> None:
    events = [event async for event in model.stream(_ask("Count to five.", max_output_tokens=20))]
    assert isinstance(events[-1], Completed)
    deltas = "".join(event.text for event in events if isinstance(event, TextDelta))
    assert deltas == events[-1].response.text
    assert events[-1].response.usage.output_tokens == len(events) - 1


async def test_a_length_limit_is_reported(model: LocalModel) -> None:
    response = await model.generate(_ask("Write a long story about the sea.", max_output_tokens=5))
    assert response.finish_reason == "length"


async def test_json_schema_output_is_constrained(model: LocalModel) -> None:
    schema = {
        "type": "object",
        "properties": {"dream": {"type": "string"}, "value": {"type": "number"}},
        "required": ["dream", "value"],
    }
    response = await model.generate(
        _ask("Describe a dream and rate it.", response_schema=schema, max_output_tokens=80)
    )
    parsed = json.loads(response.text)
    assert set(parsed) >= {"dream", "value"}
    assert isinstance(parsed["value"], int | float)


async def test_closing_a_stream_stops_generation(model: LocalModel) -> None:
    stream = model.stream(_ask("Write a long story about the sea.", max_output_tokens=200))
    first = await anext(stream)
    assert isinstance(first, TextDelta)
    await stream.aclose()
    response = await model.generate(_ask("Say hi.", max_output_tokens=4))
    assert response.text


async def test_native_tools_are_refused_clearly(model: LocalModel) -> None:
    with pytest.raises(ModelError, match="native tool calling"):
        await model.generate(_ask("hi", tools=(ToolSpec(name="clock"),)))


def test_a_missing_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="no GGUF model file"):
        LocalModel(tmp_path / "absent.gguf")


async def test_a_file_that_is_not_gguf_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "broken.gguf"
    path.write_bytes(b"not a model")
    with pytest.raises(ModelError, match="could not load"):
        await LocalModel(path).generate(_ask("hi"))


async def test_preparing_loads_the_weights_before_the_first_call() -> None:
    """A context size no other test asks for: a load of its own, not one already made."""
    model = LocalModel(context_tokens=640)
    key = (str(model.path), 640)
    assert key not in local_models.loaded()
    await model.prepare()
    assert key in local_models.loaded()
    response = await model.generate(_ask("Say hi.", max_output_tokens=4))
    assert response.text


async def test_preparing_a_file_that_is_not_gguf_reports_it(tmp_path: Path) -> None:
    path = tmp_path / "broken.gguf"
    path.write_bytes(b"not a model")
    with pytest.raises(ModelError, match="could not load"):
        await LocalModel(path).prepare()


_WRITES_WHILE_LOADING = """
import os, sys, threading
from entelechy.models.local import LocalModel

model = LocalModel(context_tokens=512, seed=7)
loading = threading.Thread(target=model._load)
loading.start()
written = 0
while loading.is_alive() or written < 50:
    written += 1
    print(f"tick {written}", flush=True)
    os.write(2, f"err {written}\\n".encode())
    print(f"said {written}", file=sys.stderr, flush=True)
loading.join()
print(f"wrote {written}", flush=True)
"""


def test_loading_the_model_loses_nothing_another_thread_writes(tmp_path: Path) -> None:
    """Whatever the process writes while the weights load reaches its streams (llama-cpp-python
    pointed both at /dev/null while loading, and a chat's first reply vanished)."""
    script = tmp_path / "writes.py"
    script.write_text(_WRITES_WHILE_LOADING, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120, check=True
    )
    written = int(done.stdout.splitlines()[-1].removeprefix("wrote "))
    assert done.stdout.count("tick ") == written
    assert done.stderr.count("err ") == written
    assert done.stderr.count("said ") == written
    assert "llama" not in done.stderr
