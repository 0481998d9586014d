"""The Anthropic adapter, through the official SDK, against a local Messages API server.

Nothing is mocked inside the process: the adapter's real code path (SDK, HTTP, SSE parsing) runs
against `servers.FakeAnthropic`, and the tests assert on both the adapter's result and the request
that arrived on the wire.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator

import pytest
from servers import (
    FAST,
    ONCE,
    WEATHER,
    Adapters,
    Failure,
    FakeAnthropic,
    FakeToolCall,
    RecordingPolicy,
    Reply,
    Running,
    drain,
    free_port,
    read_text,
    serve,
)

from entelechy.errors import ModelError
from entelechy.models import (
    ChatMessage,
    ModelRequest,
    RetryPolicy,
    ToolCall,
    Usage,
)
from entelechy.models.anthropic import DEFAULT_MAX_TOKENS, AnthropicModel

KEY = "sk-ant-test-SECRET123456789"
MODEL = "claude-test-1"

Build = Callable[..., AnthropicModel]


def ask(text: str = "Hello?", **options: object) -> ModelRequest:
    return ModelRequest(messages=(ChatMessage(role="user", content=text),), **options)


@pytest.fixture(scope="module")
def running() -> Iterator[Running[FakeAnthropic]]:
    with serve(FakeAnthropic(KEY)) as server:
        yield server


@pytest.fixture
def fake(running: Running[FakeAnthropic]) -> Iterator[FakeAnthropic]:
    running.fake.reset()
    yield running.fake
    running.fake.reset()


@pytest.fixture
async def build(running: Running[FakeAnthropic], fake: FakeAnthropic) -> AsyncIterator[Build]:
    adapters = Adapters()

    def make(
        *,
        api_key: str = KEY,
        retry: RetryPolicy = FAST,
        timeout: float = 10.0,
        base_url: str | None = None,
        model: str = MODEL,
    ) -> AnthropicModel:
        adapter = AnthropicModel(
            model,
            base_url=base_url or running.url,
            api_key=api_key,
            timeout=timeout,
            retry=retry,
        )
        return adapters.add(adapter)

    yield make
    await adapters.aclose()


# --- plain replies -----------------------------------------------------------------------------


async def test_generate_returns_text_usage_and_finish(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(Reply(text="Bonjour.", input_tokens=13, output_tokens=4))

    response = await build().generate(ask("Say hello in French."))

    assert response.text == "Bonjour."
    assert response.provider == "anthropic"
    assert response.model == MODEL
    assert response.usage == Usage(13, 4)
    assert response.finish_reason == "stop"
    assert response.tool_calls == ()
    assert response.latency_ms > 0


async def test_request_carries_the_key_version_and_messages(
    build: Build, fake: FakeAnthropic
) -> None:
    await build().generate(ask("Say hello."))

    wire = fake.last
    assert (wire.method, wire.path) == ("POST", "/v1/messages")
    assert wire.headers["anthropic-version"]
    # SDK 2.x authenticates with `Authorization: Bearer`; the API also reads `x-api-key`.
    assert KEY in (wire.headers.get("x-api-key"), wire.headers.get("authorization", "")[7:])
    assert wire.json["model"] == MODEL
    assert wire.json["messages"] == [{"role": "user", "content": "Say hello."}]
    assert wire.json["max_tokens"] == DEFAULT_MAX_TOKENS  # required by the API, so defaulted
    assert "stream" not in wire.json or wire.json["stream"] is False


async def test_system_prompt_is_a_top_level_field(build: Build, fake: FakeAnthropic) -> None:
    request = ModelRequest(
        system="You are terse.",
        messages=(
            ChatMessage(role="user", content="Hi."),
            ChatMessage(role="assistant", content="Hello."),
            ChatMessage(role="user", content="Again?"),
        ),
    )

    await build().generate(request)

    body = fake.last.json
    assert body["system"] == "You are terse."
    assert [m["role"] for m in body["messages"]] == ["user", "assistant", "user"]
    assert all("You are terse." not in str(m["content"]) for m in body["messages"])


async def test_max_output_tokens_becomes_max_tokens(build: Build, fake: FakeAnthropic) -> None:
    await build().generate(ask(max_output_tokens=42))

    assert fake.last.json["max_tokens"] == 42


async def test_temperature_is_not_sent(build: Build, fake: FakeAnthropic) -> None:
    """SDK 2.x dropped sampling parameters and the API version it sends refuses them (HTTP 400)."""
    response = await build().generate(ask(temperature=0.3))

    assert response.text
    assert "temperature" not in fake.last.json
    assert fake.last.headers["anthropic-version"] >= "2026-10-21"


async def test_stop_sequences_are_sent_and_honoured(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(Reply(text="one two STOP three"))

    response = await build().generate(ask(stop=("STOP", "NEVER")))

    assert fake.last.json["stop_sequences"] == ["STOP", "NEVER"]
    assert response.text == "one two "
    assert response.finish_reason == "stop"  # stop_reason "stop_sequence"


@pytest.mark.parametrize(
    ("native", "expected"),
    [
        ("end_turn", "stop"),
        ("stop_sequence", "stop"),
        ("max_tokens", "length"),
        ("refusal", "content_filter"),
        ("pause_turn", "stop"),
    ],
)
async def test_stop_reasons_are_mapped(
    build: Build, fake: FakeAnthropic, native: str, expected: str
) -> None:
    fake.queue(Reply(text="Cut", finish=native), Reply(text="Cut", finish=native))
    model = build()

    assert (await model.generate(ask())).finish_reason == expected
    _, streamed = await drain(model.stream(ask()))
    assert streamed.finish_reason == expected


async def test_response_model_comes_from_the_server(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(Reply(model="claude-test-1-20261130"), Reply(model="claude-test-1-20261130"))
    model = build()

    assert (await model.generate(ask())).model == "claude-test-1-20261130"
    _, streamed = await drain(model.stream(ask()))
    assert streamed.model == "claude-test-1-20261130"


# --- streaming ---------------------------------------------------------------------------------


async def test_stream_yields_deltas_then_one_completed(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(Reply(text="A streamed answer, in pieces.", chunk_size=4, output_tokens=9))

    deltas, response = await drain(build().stream(ask()))

    assert len(deltas) > 1
    assert "".join(deltas) == response.text == "A streamed answer, in pieces."
    assert response.usage == Usage(11, 9)  # input from message_start, output from message_delta
    assert response.finish_reason == "stop"
    assert response.provider == "anthropic"
    assert response.latency_ms > 0
    assert fake.last.json["stream"] is True


async def test_stream_honours_stop_sequences(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(Reply(text="keep this|drop that", chunk_size=3))

    deltas, response = await drain(build().stream(ask(stop=("|",))))

    assert "".join(deltas) == response.text == "keep this"
    assert response.finish_reason == "stop"


# --- tools -------------------------------------------------------------------------------------


async def test_tools_are_sent_in_anthropic_format(build: Build, fake: FakeAnthropic) -> None:
    await build().generate(ask(tools=(WEATHER,)))

    assert fake.last.json["tools"] == [
        {
            "name": "get_weather",
            "description": "Current weather for a city.",
            "input_schema": WEATHER.parameters,
        }
    ]


async def test_tool_use_blocks_become_tool_calls(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(
        Reply(
            text="Let me check.",
            tool_calls=(
                FakeToolCall("toolu_01", "get_weather", {"city": "Paris", "days": 2}),
                FakeToolCall("toolu_02", "get_weather", {"city": "Oslo"}),
            ),
        )
    )

    response = await build().generate(ask("Weather in Paris and Oslo?", tools=(WEATHER,)))

    assert response.text == "Let me check."
    assert response.finish_reason == "tool_calls"
    assert response.tool_calls == (
        ToolCall(id="toolu_01", name="get_weather", arguments={"city": "Paris", "days": 2}),
        ToolCall(id="toolu_02", name="get_weather", arguments={"city": "Oslo"}),
    )


async def test_streamed_tool_input_fragments_are_reassembled(
    build: Build, fake: FakeAnthropic
) -> None:
    arguments = {"city": "São Paulo", "days": 3, "units": {"temp": "C"}}
    fake.queue(
        Reply(
            text="Checking.",
            tool_calls=(
                FakeToolCall("toolu_a", "get_weather", arguments),
                FakeToolCall("toolu_b", "get_weather", {}),
            ),
            chunk_size=3,  # input_json_delta fragments of three characters
        )
    )

    deltas, response = await drain(build().stream(ask(tools=(WEATHER,))))

    assert "".join(deltas) == "Checking."
    assert response.finish_reason == "tool_calls"
    assert response.tool_calls == (
        ToolCall(id="toolu_a", name="get_weather", arguments=arguments),
        ToolCall(id="toolu_b", name="get_weather", arguments={}),
    )


async def test_tool_results_go_back_as_tool_result_blocks(
    build: Build, fake: FakeAnthropic
) -> None:
    calls = (
        ToolCall(id="toolu_01", name="get_weather", arguments={"city": "Paris"}),
        ToolCall(id="toolu_02", name="get_weather", arguments={"city": "Oslo"}),
    )
    request = ModelRequest(
        messages=(
            ChatMessage(role="user", content="Weather in Paris and Oslo?"),
            ChatMessage(role="assistant", content="Let me check.", tool_calls=calls),
            ChatMessage(role="tool", content="18°C, sunny", tool_call_id="toolu_01"),
            ChatMessage(role="tool", content="2°C, snow", tool_call_id="toolu_02"),
        ),
        tools=(WEATHER,),
    )
    fake.queue(Reply(text="Paris is warmer."))

    response = await build().generate(request)

    assert response.text == "Paris is warmer."  # the server accepted the tool_result pairing
    messages = fake.last.json["messages"]
    assert messages[1] == {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Let me check."},
            {
                "type": "tool_use",
                "id": "toolu_01",
                "name": "get_weather",
                "input": {"city": "Paris"},
            },
            {
                "type": "tool_use",
                "id": "toolu_02",
                "name": "get_weather",
                "input": {"city": "Oslo"},
            },
        ],
    }
    assert messages[2:] == [
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "toolu_01", "content": "18°C, sunny"}
            ],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "toolu_02", "content": "2°C, snow"}],
        },
    ]


async def test_assistant_tool_turn_without_text_has_only_tool_use(
    build: Build, fake: FakeAnthropic
) -> None:
    call = ToolCall(id="toolu_09", name="get_weather", arguments={"city": "Rome"})
    request = ModelRequest(
        messages=(
            ChatMessage(role="user", content="Rome?"),
            ChatMessage(role="assistant", content="", tool_calls=(call,)),
            ChatMessage(role="tool", content="25°C", tool_call_id="toolu_09"),
        )
    )

    await build().generate(request)

    assert fake.last.json["messages"][1]["content"] == [
        {"type": "tool_use", "id": "toolu_09", "name": "get_weather", "input": {"city": "Rome"}}
    ]


async def test_a_tool_result_for_an_unknown_call_is_refused_by_the_server(
    build: Build, fake: FakeAnthropic
) -> None:
    """The fake checks pairing as the API does; the 400 is not retried."""
    request = ModelRequest(
        messages=(
            ChatMessage(role="user", content="Hi"),
            ChatMessage(role="tool", content="orphan", tool_call_id="toolu_missing"),
        )
    )

    with pytest.raises(ModelError) as caught:
        await build().generate(request)

    assert "HTTP 400" in str(caught.value)
    assert "toolu_missing" in str(caught.value)
    assert not caught.value.retryable
    assert len(fake.requests) == 1


# --- JSON schema -------------------------------------------------------------------------------


async def test_response_schema_is_refused_before_any_request(
    build: Build, fake: FakeAnthropic
) -> None:
    model = build()
    request = ask(response_schema={"type": "object", "properties": {"a": {"type": "string"}}})

    with pytest.raises(ModelError) as generated:
        await model.generate(request)
    with pytest.raises(ModelError) as streamed:
        await drain(model.stream(request))

    for caught in (generated, streamed):
        assert caught.value.provider == "anthropic"
        assert "not supported" in str(caught.value)
        assert not caught.value.retryable
    assert model.capabilities.json_schema is False
    assert fake.requests == []


# --- errors and retries ------------------------------------------------------------------------


async def test_a_wrong_key_names_the_variable_and_never_leaks(
    build: Build, fake: FakeAnthropic
) -> None:
    wrong = "sk-ant-test-WRONG-SECRET-987654321"

    with pytest.raises(ModelError) as caught:
        await build(api_key=wrong).generate(ask())

    error = caught.value
    assert error.provider == "anthropic"
    assert "401" in str(error)
    assert "ANTHROPIC_API_KEY" in error.hint
    for secret in (wrong, KEY):
        assert secret not in str(error)
        assert secret not in repr(error)
    assert not error.retryable
    assert len(fake.requests) == 1  # credentials are not retried


async def test_a_wrong_key_fails_a_stream_too(build: Build, fake: FakeAnthropic) -> None:
    wrong = "sk-ant-test-WRONG-SECRET-987654321"

    with pytest.raises(ModelError) as caught:
        await drain(build(api_key=wrong).stream(ask()))

    assert "ANTHROPIC_API_KEY" in str(caught.value)
    assert wrong not in str(caught.value)


@pytest.mark.parametrize(("status", "kind"), [(429, "rate_limit_error"), (529, "overloaded_error")])
async def test_transient_errors_are_retried_with_backoff(
    build: Build, fake: FakeAnthropic, status: int, kind: str
) -> None:
    policy = RecordingPolicy(attempts=3, base_delay=0.001, max_delay=0.002)
    fake.queue(Failure(status, "slow down", kind), Reply(text="Finally."))

    response = await build(retry=policy).generate(ask())

    assert response.text == "Finally."
    assert len(fake.requests) == 2
    assert [attempt for attempt, _ in policy.waits] == [1]
    assert all(0 <= seconds <= 0.001 for _, seconds in policy.waits)


async def test_a_stream_is_retried_before_its_first_event(
    build: Build, fake: FakeAnthropic
) -> None:
    fake.queue(Failure(429), Reply(text="Streamed after a retry."))

    deltas, response = await drain(build().stream(ask()))

    assert "".join(deltas) == response.text == "Streamed after a retry."
    assert len(fake.requests) == 2


async def test_server_errors_exhaust_the_retries(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(*[Failure(500, "internal trouble", "api_error")] * 3)

    with pytest.raises(ModelError) as caught:
        await build(retry=FAST).generate(ask())

    error = caught.value
    assert error.provider == "anthropic"
    assert error.retryable
    assert "HTTP 500" in str(error)
    assert "internal trouble" in str(error)
    assert str(error).startswith("[anthropic]")
    assert len(fake.requests) == 3


async def test_a_bad_request_is_not_retried(build: Build, fake: FakeAnthropic) -> None:
    fake.queue(Failure(400, "messages: bad shape", "invalid_request_error"))

    with pytest.raises(ModelError) as caught:
        await build(retry=FAST).generate(ask())

    assert not caught.value.retryable
    assert "messages: bad shape" in str(caught.value)
    assert len(fake.requests) == 1


async def test_an_error_event_mid_stream_becomes_a_model_error(
    build: Build, fake: FakeAnthropic
) -> None:
    fake.queue(Reply(text="Partial", stream_error=Failure(529, "Overloaded", "overloaded_error")))
    seen: list[str] = []

    with pytest.raises(ModelError) as caught:
        await read_text(build().stream(ask()), seen)

    assert "".join(seen) == "Partial"
    assert caught.value.provider == "anthropic"
    assert "Overloaded" in str(caught.value)


async def test_connection_refused_is_a_retryable_error_with_a_hint(build: Build) -> None:
    url = f"http://127.0.0.1:{free_port()}"

    with pytest.raises(ModelError) as caught:
        await build(base_url=url, retry=ONCE).generate(ask())

    error = caught.value
    assert error.provider == "anthropic"
    assert "cannot reach" in str(error)
    assert url in str(error)
    assert "server is running" in error.hint
    assert error.retryable


async def test_a_slow_server_times_out(build: Build, fake: FakeAnthropic) -> None:
    fake.default = Reply(delay=5.0)

    with pytest.raises(ModelError) as caught:
        await build(timeout=0.3, retry=ONCE).generate(ask())

    assert "timed out" in str(caught.value)
    assert caught.value.retryable
    assert caught.value.provider == "anthropic"


async def test_a_missing_key_is_refused_at_construction(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)

    with pytest.raises(ModelError) as caught:
        AnthropicModel(MODEL, base_url="http://127.0.0.1:9")

    assert "ANTHROPIC_API_KEY" in str(caught.value)


async def test_the_key_and_base_url_come_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, running: Running[FakeAnthropic], fake: FakeAnthropic
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    monkeypatch.setenv("ANTHROPIC_BASE_URL", running.url)
    adapters = Adapters()
    try:
        response = await adapters.add(AnthropicModel(MODEL, retry=ONCE)).generate(ask())
    finally:
        await adapters.aclose()

    assert response.text == "Hello from the fake server."
    assert len(fake.requests) == 1
