"""With remote requests disallowed (every test's default), no adapter reaches past this machine.

The `network` fixture replaces name resolution and socket connects with a recorder that refuses,
so "before any network I/O" is checked, not assumed: a blocked call must leave it empty, and the
control tests show the same recorder does catch the I/O when the guard lets a request through.
"""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
from servers import ONCE, Adapters

from entelechy.errors import ModelError, RemoteRequestsBlockedError
from entelechy.models import (
    ChatMessage,
    ModelRequest,
    allow_remote_requests,
    resolve_model,
)
from entelechy.models.anthropic import AnthropicModel
from entelechy.models.gemini import GeminiModel
from entelechy.models.openai_compatible import OpenAICompatibleModel
from entelechy.models.presets import PRESETS
from entelechy.models.protocol import Model

KEY = "sk-test-SECRET123456789"
REQUEST = ModelRequest(messages=(ChatMessage(role="user", content="Hello?"),))


@pytest.fixture
def network(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every DNS lookup or socket connect is recorded and refused."""
    attempts: list[str] = []

    def refuse(*args: Any, **_kwargs: Any) -> Any:
        attempts.append(repr(args[:2]))
        raise OSError("network I/O attempted during test_guard")

    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    return attempts


@pytest.fixture
async def adapters() -> AsyncIterator[Adapters]:
    pool = Adapters()
    yield pool
    await pool.aclose()


def _openai(preset: str, base_url: str | None = None) -> Callable[[], Model]:
    return lambda: OpenAICompatibleModel(
        PRESETS[preset].default_model, PRESETS[preset], base_url=base_url, api_key=KEY, retry=ONCE
    )


REMOTE: dict[str, tuple[Callable[[], Model], str]] = {
    "openai": (_openai("openai"), "api.openai.com"),
    "deepseek": (_openai("deepseek"), "api.deepseek.com"),
    "grok": (_openai("grok"), "api.x.ai"),
    "mistral": (_openai("mistral"), "api.mistral.ai"),
    "anthropic": (lambda: AnthropicModel(api_key=KEY, retry=ONCE), "api.anthropic.com"),
    "gemini": (
        lambda: GeminiModel(api_key="AIzaTEST-SECRET-0123456789abcdefghijk", retry=ONCE),
        "generativelanguage.googleapis.com",
    ),
    "compatible-remote": (
        _openai("openai-compatible", "https://llm.example.com/v1"),
        "llm.example.com",
    ),
    "lan-address": (_openai("vllm", "http://192.168.1.10:8000/v1"), "192.168.1.10"),
    "loopback-lookalike": (_openai("ollama", "http://127.0.0.1.nip.io/v1"), "127.0.0.1.nip.io"),
    "localhost-lookalike": (
        _openai("lmstudio", "http://localhost.example.com:1234/v1"),
        "localhost.example.com",
    ),
    "any-address": (_openai("llamacpp", "http://0.0.0.0:8080/v1"), "0.0.0.0"),
}


async def _stream_once(model: Model) -> None:
    async for _ in model.stream(REQUEST):
        pass


@pytest.mark.parametrize("name", sorted(REMOTE))
async def test_remote_endpoints_are_refused_before_any_io(
    name: str, network: list[str], adapters: Adapters
) -> None:
    build, host = REMOTE[name]
    model = adapters.add(build())

    with pytest.raises(RemoteRequestsBlockedError) as generated:
        await model.generate(REQUEST)
    with pytest.raises(RemoteRequestsBlockedError) as streamed:
        await _stream_once(model)

    for caught in (generated, streamed):
        error = caught.value
        assert isinstance(error, ModelError)
        assert error.provider == model.provider
        assert host in str(error)
        assert "allow_remote_requests" in error.hint
        assert not error.retryable
        assert KEY not in str(error)
    assert network == []


async def test_the_guard_comes_before_request_validation(
    network: list[str], adapters: Adapters
) -> None:
    """Even a request the adapter would refuse (a schema for Anthropic) is stopped by the guard."""
    model = adapters.add(AnthropicModel(api_key=KEY, retry=ONCE))

    with pytest.raises(RemoteRequestsBlockedError):
        await model.generate(REQUEST.model_copy(update={"response_schema": {"type": "object"}}))

    assert network == []


@pytest.mark.parametrize(
    ("spec", "variables"),
    [
        ("openai", {"OPENAI_API_KEY": KEY}),
        ("openai", {"OPENAI_API_KEY": KEY, "OPENAI_BASE_URL": "https://proxy.example.com/v1"}),
        ("anthropic", {"ANTHROPIC_API_KEY": KEY}),
        ("anthropic", {"ANTHROPIC_API_KEY": KEY, "ANTHROPIC_BASE_URL": "https://gw.example.com"}),
        ("gemini", {"GEMINI_API_KEY": "AIzaTEST-SECRET-0123456789abcdefghijk"}),
        ("gemini", {"GOOGLE_API_KEY": "AIzaTEST-SECRET-0123456789abcdefghijk"}),
        ("auto", {"MISTRAL_API_KEY": KEY}),
        ("xai:grok-test", {"XAI_API_KEY": KEY}),
        ("ollama:llama3.2", {"OLLAMA_HOST": "gpu-box.example.com:11434"}),
        ("vllm", {"VLLM_BASE_URL": "https://vllm.example.com/v1"}),
        ("openai-compatible:m@https://llm.example.com/v1", {}),
    ],
)
async def test_models_resolved_from_specs_are_guarded(
    spec: str,
    variables: dict[str, str],
    network: list[str],
    adapters: Adapters,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    model = adapters.add(resolve_model(spec))

    with pytest.raises(RemoteRequestsBlockedError):
        await model.generate(REQUEST)
    with pytest.raises(RemoteRequestsBlockedError):
        await _stream_once(model)

    assert network == []


# --- controls: the recorder does see I/O, and loopback is not blocked -----------------------------


async def test_control_an_allowed_remote_request_does_reach_the_network(
    network: list[str], adapters: Adapters
) -> None:
    build, _ = REMOTE["openai"]
    model = adapters.add(build())
    allow_remote_requests(True)
    try:
        with pytest.raises(ModelError) as caught:
            await model.generate(REQUEST)
    finally:
        allow_remote_requests(False)

    assert not isinstance(caught.value, RemoteRequestsBlockedError)
    assert "cannot reach" in str(caught.value)
    assert network  # the lookup of api.openai.com was attempted, and refused by the recorder


@pytest.mark.parametrize(
    "base_url", ["http://127.0.0.1:9/v1", "http://localhost:9/v1", "http://[::1]:9/v1"]
)
async def test_loopback_endpoints_are_allowed(
    base_url: str, network: list[str], adapters: Adapters
) -> None:
    model = adapters.add(
        OpenAICompatibleModel("m", PRESETS["openai-compatible"], base_url=base_url, retry=ONCE)
    )

    with pytest.raises(ModelError) as caught:
        await model.generate(REQUEST)

    assert not isinstance(caught.value, RemoteRequestsBlockedError)
    assert "cannot reach" in str(caught.value)
    assert network  # it did try to connect: the guard let it through
