"""One adapter for every server that speaks OpenAI's chat-completions protocol.

OpenAI, DeepSeek, xAI Grok, Mistral, Ollama, vLLM, LM Studio and llama.cpp's server differ only in
their preset (base URL, key variable, default model); the wire code is the same.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from typing import Any

from entelechy.errors import MissingExtraError, ModelError
from entelechy.models.guard import check_endpoint
from entelechy.models.http_errors import connection_error, missing_key, status_error
from entelechy.models.presets import Preset
from entelechy.models.retry import RetryPolicy, with_retries
from entelechy.models.streaming import relay_chunks
from entelechy.models.types import (
    Capabilities,
    ChatMessage,
    FinishReason,
    ModelRequest,
    ModelResponse,
    StreamEvent,
    ToolCall,
    Usage,
)

_FINISH: dict[str | None, FinishReason] = {
    "stop": "stop",
    "length": "length",
    "tool_calls": "tool_calls",
    "function_call": "tool_calls",
    "content_filter": "content_filter",
}


class OpenAICompatibleModel:
    """Chat completions over HTTP, streaming included, with usage and tool calls."""

    capabilities = Capabilities(streaming=True, tools=True, json_schema=True)

    def __init__(
        self,
        model: str,
        preset: Preset,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        retry: RetryPolicy | None = None,
    ) -> None:
        try:
            from openai import AsyncOpenAI  # noqa: PLC0415 - optional extra
        except ImportError as error:
            raise MissingExtraError(f"The {preset.name} adapter", "openai") from error
        self.provider = preset.name
        self.model_id = model
        self._preset = preset
        self.base_url = preset.resolve_base_url(base_url)
        self._key = preset.resolve_key(api_key)
        if preset.needs_key and not self._key:
            raise missing_key(preset.name, preset.key_env)
        self._retry = retry or RetryPolicy()
        self._client = AsyncOpenAI(
            api_key=self._key or "unused", base_url=self.base_url, timeout=timeout, max_retries=0
        )

    async def generate(self, request: ModelRequest) -> ModelResponse:
        check_endpoint(self.base_url, self.provider)
        started = time.perf_counter()
        completion = await with_retries(
            lambda: self._client.chat.completions.create(**self._body(request)),
            self._retry,
            self._translate,
        )
        choice = completion.choices[0]
        usage = completion.usage
        return ModelResponse(
            text=choice.message.content or "",
            provider=self.provider,
            model=completion.model or self.model_id,
            usage=Usage(usage.prompt_tokens, usage.completion_tokens) if usage else Usage(),
            finish_reason=_FINISH.get(choice.finish_reason, "stop"),
            tool_calls=tuple(
                _tool_call(call.id, call.function.name, call.function.arguments)
                for call in choice.message.tool_calls or ()
            ),
            latency_ms=(time.perf_counter() - started) * 1000,
        )

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        check_endpoint(self.base_url, self.provider)
        started = time.perf_counter()
        chunks = await with_retries(
            lambda: self._client.chat.completions.create(
                **self._body(request), stream=True, stream_options={"include_usage": True}
            ),
            self._retry,
            self._translate,
        )
        state = _StreamState(self.model_id)
        async for event in relay_chunks(chunks, state, self.provider, started, self._translate):
            yield event

    def _body(self, request: ModelRequest) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model_id, "messages": _messages(request)}
        if request.max_output_tokens is not None:
            body[self._preset.max_tokens_field] = request.max_output_tokens
        if request.temperature is not None:
            body["temperature"] = request.temperature
        if request.stop:
            body["stop"] = list(request.stop)
        if request.tools:
            body["tools"] = [
                {"type": "function", "function": tool.model_dump()} for tool in request.tools
            ]
        if request.response_schema is not None:
            body["response_format"] = _response_format(
                self._preset.schema_style, request.response_schema
            )
        return body

    async def aclose(self) -> None:
        await self._client.close()

    def _translate(self, error: Exception) -> ModelError:
        import openai  # noqa: PLC0415 - present whenever this adapter exists

        key_env = self._preset.key_env[0] if self._preset.key_env else ""
        if isinstance(error, openai.APIStatusError):
            return status_error(
                self.provider, error.status_code, error.message, key_env=key_env, secret=self._key
            )
        if isinstance(error, openai.APIConnectionError):
            timeout = isinstance(error, openai.APITimeoutError)
            return connection_error(self.provider, self.base_url, error, timeout=timeout)
        return ModelError(
            f"unexpected failure ({type(error).__name__}).",
            provider=self.provider,
            hint="Check the server's logs; this response did not follow the protocol.",
        )


class _StreamState:
    """Accumulates text, tool-call fragments, usage and finish reason across chunks."""

    def __init__(self, model: str) -> None:
        self.model = model
        self.parts: list[str] = []
        self.usage = Usage()
        self.finish: FinishReason = "stop"
        self.tools: dict[int, dict[str, str]] = {}

    def absorb(self, chunk: Any) -> str:
        self.model = chunk.model or self.model
        if chunk.usage is not None:
            self.usage = Usage(chunk.usage.prompt_tokens, chunk.usage.completion_tokens)
        if not chunk.choices:
            return ""
        choice = chunk.choices[0]
        if choice.finish_reason:
            self.finish = _FINISH.get(choice.finish_reason, "stop")
        for call in choice.delta.tool_calls or ():
            slot = self.tools.setdefault(call.index, {"id": "", "name": "", "arguments": ""})
            slot["id"] = call.id or slot["id"]
            if call.function is not None:
                slot["name"] += call.function.name or ""
                slot["arguments"] += call.function.arguments or ""
        text = choice.delta.content or ""
        self.parts.append(text)
        return text

    def response(self, provider: str, started: float) -> ModelResponse:
        calls = tuple(
            _tool_call(slot["id"], slot["name"], slot["arguments"])
            for _, slot in sorted(self.tools.items())
        )
        return ModelResponse(
            text="".join(self.parts),
            provider=provider,
            model=self.model,
            usage=self.usage,
            finish_reason=self.finish,
            tool_calls=calls,
            latency_ms=(time.perf_counter() - started) * 1000,
        )


def _response_format(style: str, schema: dict[str, Any]) -> dict[str, Any]:
    """OpenAI's `json_schema` form, or the `json_object` + schema form llama.cpp servers take."""
    if style == "json_object":
        return {"type": "json_object", "schema": schema}
    return {"type": "json_schema", "json_schema": {"name": "response", "schema": schema}}


def _messages(request: ModelRequest) -> list[dict[str, Any]]:
    wire: list[dict[str, Any]] = []
    if request.system:
        wire.append({"role": "system", "content": request.system})
    wire.extend(_message(message) for message in request.messages)
    return wire


def _message(message: ChatMessage) -> dict[str, Any]:
    wire: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_call_id:
        wire["tool_call_id"] = message.tool_call_id
    if message.tool_calls:
        wire["tool_calls"] = [
            {
                "id": call.id,
                "type": "function",
                "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
            }
            for call in message.tool_calls
        ]
    return wire


def _tool_call(call_id: str, name: str, arguments: str) -> ToolCall:
    return ToolCall(id=call_id, name=name, arguments=parse_arguments(arguments))


def parse_arguments(arguments: str) -> dict[str, Any]:
    """Tool arguments as a dict; malformed JSON is kept under `_raw` rather than dropped."""
    try:
        parsed = json.loads(arguments) if arguments.strip() else {}
    except (json.JSONDecodeError, RecursionError):
        return {"_raw": arguments}
    return parsed if isinstance(parsed, dict) else {"_value": parsed}
