"""The Gemini adapter, through the official `google-genai` SDK, against a local Gemini API server.

The SDK really builds and sends the requests (`generateContent`, `streamGenerateContent?alt=sse`)
to `servers.FakeGemini`; the tests assert on the adapter's results and on the recorded wire body
(normalised with `proto_json`, since Google's JSON accepts both `snake_case` and `camelCase`).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest
from servers import (
    FAST,
    ONCE,
    WEATHER,
    Adapters,
    Failure,
    FakeGemini,
    FakeToolCall,
    RecordingPolicy,
    Reply,
    Running,
    drain,
    free_port,
    proto_json,
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
from entelechy.models.gemini import GeminiModel

KEY = "AIzaTEST-SECRET-0123456789abcdefghijk"
MODEL = "gemini-test-flash"
PATH = re.compile(rf"^/v1(beta)?/models/{MODEL}:(generateContent|streamGenerateContent)$")

Build = Callable[..., GeminiModel]


def ask(text: str = "Hello?", **options: object) -> ModelRequest:
    return ModelRequest(messages=(ChatMessage(role="user", content=text),), **options)


def wire(fake: FakeGemini) -> dict[str, Any]:
    body: dict[str, Any] = proto_json(fake.last.json)
    return body


@pytest.fixture(scope="module")
def running() -> Iterator[Running[FakeGemini]]:
    with serve(FakeGemini(KEY)) as server:
        yield server


@pytest.fixture
def fake(running: Running[FakeGemini]) -> Iterator[FakeGemini]:
    running.fake.reset()
    yield running.fake
    running.fake.reset()


@pytest.fixture
async def build(running: Running[FakeGemini], fake: FakeGemini) -> AsyncIterator[Build]:
    adapters = Adapters()

    def make(
        *,
        api_key: str = KEY,
        retry: RetryPolicy = FAST,
        timeout: float = 10.0,
        base_url: str | None = None,
    ) -> GeminiModel:
        adapter = GeminiModel(
            MODEL, base_url=base_url or running.url, api_key=api_key, timeout=timeout, retry=retry
        )
        return adapters.add(adapter)

    yield make
    await adapters.aclose()


# --- plain replies -----------------------------------------------------------------------------


async def test_generate_returns_text_usage_and_finish(build: Build, fake: FakeGemini) -> None:
    fake.queue(Reply(text="Bonjour.", input_tokens=13, output_tokens=4, model="gemini-test-001"))

    response = await build().generate(ask("Say hello in French."))

    assert response.text == "Bonjour."
    assert response.provider == "gemini"
    assert response.model == "gemini-test-001"  # modelVersion
    assert response.usage == Usage(13, 4)
    assert response.finish_reason == "stop"
    assert response.tool_calls == ()
    assert response.latency_ms > 0


async def test_request_path_key_header_and_contents(build: Build, fake: FakeGemini) -> None:
    await build().generate(ask("Say hello."))

    recorded = fake.last
    assert recorded.method == "POST"
    assert PATH.match(recorded.path), recorded.path
    assert recorded.path.endswith(":generateContent")
    assert recorded.headers["x-goog-api-key"] == KEY
    assert "key" not in recorded.query  # never in the URL, where logs would keep it
    assert wire(fake)["contents"] == [{"role": "user", "parts": [{"text": "Say hello."}]}]


async def test_system_prompt_is_a_system_instruction(build: Build, fake: FakeGemini) -> None:
    request = ModelRequest(
        system="You are terse.",
        messages=(
            ChatMessage(role="user", content="Hi."),
            ChatMessage(role="assistant", content="Hello."),
            ChatMessage(role="user", content="Again?"),
        ),
    )

    await build().generate(request)

    body = wire(fake)
    assert body["systemInstruction"]["parts"] == [{"text": "You are terse."}]
    assert [content["role"] for content in body["contents"]] == ["user", "model", "user"]
    assert "You are terse." not in str(body["contents"])


async def test_generation_config_carries_the_limits(build: Build, fake: FakeGemini) -> None:
    await build().generate(ask(max_output_tokens=42, temperature=0.25, stop=("END", "FIN")))

    config = wire(fake)["generationConfig"]
    assert config["maxOutputTokens"] == 42
    assert config["temperature"] == 0.25
    assert config["stopSequences"] == ["END", "FIN"]
    assert "responseMimeType" not in config


async def test_stop_sequences_are_honoured(build: Build, fake: FakeGemini) -> None:
    fake.queue(Reply(text="one two END three"), Reply(text="one two END three", chunk_size=3))
    model = build()

    response = await model.generate(ask(stop=("END",)))
    deltas, streamed = await drain(model.stream(ask(stop=("END",))))

    assert response.text == "one two "
    assert "".join(deltas) == streamed.text == "one two "
    assert response.finish_reason == streamed.finish_reason == "stop"


@pytest.mark.parametrize(
    ("native", "expected"),
    [
        ("STOP", "stop"),
        ("MAX_TOKENS", "length"),
        ("SAFETY", "content_filter"),
        ("PROHIBITED_CONTENT", "content_filter"),
        ("RECITATION", "stop"),
    ],
)
async def test_finish_reasons_are_mapped(
    build: Build, fake: FakeGemini, native: str, expected: str
) -> None:
    fake.queue(Reply(text="Cut", finish=native), Reply(text="Cut", finish=native))
    model = build()

    assert (await model.generate(ask())).finish_reason == expected
    _, streamed = await drain(model.stream(ask()))
    assert streamed.finish_reason == expected


async def test_json_schema_sends_mime_type_and_schema(build: Build, fake: FakeGemini) -> None:
    schema = {
        "type": "object",
        "properties": {"first_name": {"type": "string"}, "age": {"type": "integer"}},
        "required": ["first_name", "age"],
    }
    fake.queue(Reply(text='{"first_name": "Ada", "age": 36}'))

    response = await build().generate(ask("Who?", response_schema=schema))

    config = wire(fake)["generationConfig"]
    assert config["responseMimeType"] == "application/json"
    assert config["responseJsonSchema"] == schema  # property names untouched
    assert response.text == '{"first_name": "Ada", "age": 36}'


# --- streaming ---------------------------------------------------------------------------------


async def test_stream_yields_deltas_then_one_completed(build: Build, fake: FakeGemini) -> None:
    fake.queue(Reply(text="A streamed answer, in pieces.", chunk_size=4, output_tokens=9))

    deltas, response = await drain(build().stream(ask()))

    assert len(deltas) > 1
    assert "".join(deltas) == response.text == "A streamed answer, in pieces."
    assert response.usage == Usage(11, 9)  # from the last chunk's usageMetadata
    assert response.finish_reason == "stop"
    assert response.provider == "gemini"
    assert response.latency_ms > 0
    recorded = fake.last
    assert recorded.path.endswith(":streamGenerateContent")
    assert recorded.query == {"alt": "sse"}
    assert recorded.headers["x-goog-api-key"] == KEY


# --- tools -------------------------------------------------------------------------------------


async def test_tools_are_sent_as_function_declarations(build: Build, fake: FakeGemini) -> None:
    await build().generate(ask(tools=(WEATHER,)))

    body = wire(fake)
    assert body["tools"] == [
        {
            "functionDeclarations": [
                {
                    "name": "get_weather",
                    "description": "Current weather for a city.",
                    "parametersJsonSchema": WEATHER.parameters,
                }
            ]
        }
    ]


async def test_function_calls_become_tool_calls(build: Build, fake: FakeGemini) -> None:
    fake.queue(
        Reply(
            text="",
            tool_calls=(
                FakeToolCall("fc-1", "get_weather", {"city": "Paris", "days": 2}),
                FakeToolCall("fc-2", "get_weather", {"city": "Oslo"}),
            ),
        )
    )

    response = await build().generate(ask("Weather in Paris and Oslo?", tools=(WEATHER,)))

    assert response.text == ""
    assert response.finish_reason == "tool_calls"
    assert response.tool_calls == (
        ToolCall(id="fc-1", name="get_weather", arguments={"city": "Paris", "days": 2}),
        ToolCall(id="fc-2", name="get_weather", arguments={"city": "Oslo"}),
    )


async def test_function_calls_without_ids_get_stable_ones(build: Build, fake: FakeGemini) -> None:
    calls = (
        FakeToolCall("ignored", "get_weather", {"city": "Paris"}),
        FakeToolCall("ignored", "get_weather", {"city": "Oslo"}),
    )
    fake.queue(Reply(text="", tool_calls=calls, with_call_ids=False))

    response = await build().generate(ask(tools=(WEATHER,)))

    assert [call.id for call in response.tool_calls] == ["call_0", "call_1"]


async def test_streamed_function_calls(build: Build, fake: FakeGemini) -> None:
    fake.queue(
        Reply(
            text="Checking.",
            tool_calls=(FakeToolCall("fc-9", "get_weather", {"city": "Rome"}),),
            chunk_size=3,
        )
    )

    deltas, response = await drain(build().stream(ask(tools=(WEATHER,))))

    assert "".join(deltas) == response.text == "Checking."
    assert response.finish_reason == "tool_calls"
    assert response.tool_calls == (
        ToolCall(id="fc-9", name="get_weather", arguments={"city": "Rome"}),
    )


async def test_tool_results_answer_their_calls_by_name_in_one_turn(
    build: Build, fake: FakeGemini
) -> None:
    calls = (
        ToolCall(id="fc-1", name="get_weather", arguments={"city": "Paris"}),
        ToolCall(id="fc-2", name="get_time", arguments={"city": "Oslo"}),
    )
    request = ModelRequest(
        messages=(
            ChatMessage(role="user", content="Weather in Paris, time in Oslo?"),
            ChatMessage(role="assistant", content="", tool_calls=calls),
            ChatMessage(role="tool", content="18°C, sunny", tool_call_id="fc-1"),
            ChatMessage(role="tool", content="09:30", tool_call_id="fc-2"),
            ChatMessage(role="user", content="And so?"),
        ),
        tools=(WEATHER,),
    )
    fake.queue(Reply(text="Warm in Paris."))

    response = await build().generate(request)

    assert response.text == "Warm in Paris."  # the server accepted the pairing
    contents = wire(fake)["contents"]
    assert contents[1] == {
        "role": "model",
        "parts": [
            {"functionCall": {"name": "get_weather", "args": {"city": "Paris"}, "id": "fc-1"}},
            {"functionCall": {"name": "get_time", "args": {"city": "Oslo"}, "id": "fc-2"}},
        ],
    }
    assert contents[2] == {
        "role": "user",
        "parts": [
            {
                "functionResponse": {
                    "name": "get_weather",
                    "id": "fc-1",
                    "response": {"result": "18°C, sunny"},
                }
            },
            {
                "functionResponse": {
                    "name": "get_time",
                    "id": "fc-2",
                    "response": {"result": "09:30"},
                }
            },
        ],
    }
    assert contents[3] == {"role": "user", "parts": [{"text": "And so?"}]}


async def test_a_single_tool_result_round_trip(build: Build, fake: FakeGemini) -> None:
    fake.queue(
        Reply(
            text="",
            tool_calls=(FakeToolCall("x", "get_weather", {"city": "Rome"}),),
            with_call_ids=False,
        ),
        Reply(text="It is 25°C in Rome."),
    )
    model = build()
    question = ChatMessage(role="user", content="Rome?")

    first = await model.generate(ModelRequest(messages=(question,), tools=(WEATHER,)))
    (call,) = first.tool_calls
    answer = await model.generate(
        ModelRequest(
            messages=(
                question,
                ChatMessage(role="assistant", content=first.text, tool_calls=first.tool_calls),
                ChatMessage(role="tool", content="25°C", tool_call_id=call.id),
            ),
            tools=(WEATHER,),
        )
    )

    assert answer.text == "It is 25°C in Rome."
    response_part = wire(fake)["contents"][2]["parts"][0]["functionResponse"]
    assert response_part["name"] == "get_weather"
    assert response_part["response"] == {"result": "25°C"}


# --- errors and retries ------------------------------------------------------------------------


async def test_a_wrong_key_names_the_variable_and_never_leaks(
    build: Build, fake: FakeGemini
) -> None:
    """Gemini answers a wrong key with HTTP 400 API_KEY_INVALID, not 401."""
    wrong = "AIzaWRONG-SECRET-9876543210zyxwvutsrq"

    with pytest.raises(ModelError) as caught:
        await build(api_key=wrong).generate(ask())

    error = caught.value
    assert error.provider == "gemini"
    assert "GEMINI_API_KEY" in error.hint
    for secret in (wrong, KEY):
        assert secret not in str(error)
        assert secret not in repr(error)
    assert not error.retryable
    assert len(fake.requests) == 1


@pytest.mark.parametrize("status", [401, 403])
async def test_refused_credentials_name_the_variable(
    build: Build, fake: FakeGemini, status: int
) -> None:
    fake.queue(Failure(status, f"The caller does not have permission (key {KEY})"))

    with pytest.raises(ModelError) as caught:
        await build().generate(ask())

    assert f"HTTP {status}" in str(caught.value)
    assert "GEMINI_API_KEY" in str(caught.value)
    assert KEY not in str(caught.value)
    assert len(fake.requests) == 1


async def test_a_wrong_key_fails_a_stream_too(build: Build, fake: FakeGemini) -> None:
    wrong = "AIzaWRONG-SECRET-9876543210zyxwvutsrq"

    with pytest.raises(ModelError) as caught:
        await drain(build(api_key=wrong).stream(ask()))

    assert "GEMINI_API_KEY" in str(caught.value)
    assert wrong not in str(caught.value)


@pytest.mark.parametrize(("status", "kind"), [(429, "RESOURCE_EXHAUSTED"), (503, "UNAVAILABLE")])
async def test_transient_errors_are_retried_with_backoff(
    build: Build, fake: FakeGemini, status: int, kind: str
) -> None:
    policy = RecordingPolicy(attempts=3, base_delay=0.001, max_delay=0.002)
    fake.queue(Failure(status, "Resource has been exhausted", kind), Reply(text="Finally."))

    response = await build(retry=policy).generate(ask())

    assert response.text == "Finally."
    assert len(fake.requests) == 2  # one failure, one retry: the SDK adds no retries of its own
    assert [attempt for attempt, _ in policy.waits] == [1]


async def test_a_stream_is_retried_before_its_first_chunk(build: Build, fake: FakeGemini) -> None:
    fake.queue(Failure(429), Reply(text="Streamed after a retry."))

    deltas, response = await drain(build().stream(ask()))

    assert "".join(deltas) == response.text == "Streamed after a retry."
    assert len(fake.requests) == 2


async def test_server_errors_exhaust_the_retries(build: Build, fake: FakeGemini) -> None:
    fake.queue(*[Failure(500, "An internal error has occurred.", "INTERNAL")] * 3)

    with pytest.raises(ModelError) as caught:
        await build(retry=FAST).generate(ask())

    error = caught.value
    assert error.provider == "gemini"
    assert error.retryable
    assert "HTTP 500" in str(error)
    assert "An internal error has occurred." in str(error)
    assert len(fake.requests) == 3


async def test_a_bad_request_is_not_retried(build: Build, fake: FakeGemini) -> None:
    fake.queue(Failure(400, "Invalid value at 'contents'", "INVALID_ARGUMENT"))

    with pytest.raises(ModelError) as caught:
        await build(retry=FAST).generate(ask())

    assert not caught.value.retryable
    assert "Invalid value at 'contents'" in str(caught.value)
    assert len(fake.requests) == 1


async def test_an_unknown_model_is_a_404_with_a_hint(build: Build, fake: FakeGemini) -> None:
    fake.queue(Failure(404, f"models/{MODEL} is not found for API version v1beta"))

    with pytest.raises(ModelError) as caught:
        await build().generate(ask())

    assert "HTTP 404" in str(caught.value)
    assert "--model" in caught.value.hint


async def test_an_error_chunk_mid_stream_becomes_a_model_error(
    build: Build, fake: FakeGemini
) -> None:
    fake.queue(
        Reply(
            text="Partial answer",
            chunk_size=4,
            stream_error=Failure(503, "The model is overloaded.", "UNAVAILABLE"),
        )
    )
    seen: list[str] = []

    with pytest.raises(ModelError) as caught:
        await read_text(build().stream(ask()), seen)

    assert seen  # some text arrived before the failure
    assert "Partial answer".startswith("".join(seen))
    assert caught.value.provider == "gemini"


async def test_connection_refused_is_a_retryable_error_with_a_hint(build: Build) -> None:
    url = f"http://127.0.0.1:{free_port()}"

    with pytest.raises(ModelError) as caught:
        await build(base_url=url, retry=ONCE).generate(ask())

    error = caught.value
    assert error.provider == "gemini"
    assert "cannot reach" in str(error)
    assert url in str(error)
    assert "server is running" in error.hint
    assert error.retryable


async def test_a_slow_server_times_out(build: Build, fake: FakeGemini) -> None:
    fake.default = Reply(delay=5.0)

    with pytest.raises(ModelError) as caught:
        await build(timeout=0.3, retry=ONCE).generate(ask())

    assert "timed out" in str(caught.value)
    assert caught.value.retryable


async def test_a_missing_key_is_refused_at_construction() -> None:
    with pytest.raises(ModelError) as caught:
        GeminiModel(MODEL, base_url="http://127.0.0.1:9")

    assert "GEMINI_API_KEY" in str(caught.value)
    assert "GOOGLE_API_KEY" in str(caught.value)


async def test_google_api_key_is_accepted_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, running: Running[FakeGemini], fake: FakeGemini
) -> None:
    monkeypatch.setenv("GOOGLE_API_KEY", KEY)
    monkeypatch.setenv("GEMINI_BASE_URL", running.url)
    adapters = Adapters()
    try:
        response = await adapters.add(GeminiModel(MODEL, retry=ONCE)).generate(ask())
    finally:
        await adapters.aclose()

    assert response.text == "Hello from the fake server."
    assert fake.last.headers["x-goog-api-key"] == KEY
