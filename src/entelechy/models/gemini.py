"""Google's Gemini API through the official `google-genai` SDK, streaming and tools included."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import AsyncIterator
from typing import Any

from entelechy.errors import MissingExtraError, ModelError
from entelechy.models.guard import check_endpoint
from entelechy.models.http_errors import connection_error, missing_key, status_error
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

DEFAULT_MODEL = "gemini-2.5-flash"
DEFAULT_BASE_URL = "https://generativelanguage.googleapis.com"
KEY_ENV = ("GEMINI_API_KEY", "GOOGLE_API_KEY")
_FINISH: dict[str, FinishReason] = {
    "STOP": "stop",
    "MAX_TOKENS": "length",
    "SAFETY": "content_filter",
    "PROHIBITED_CONTENT": "content_filter",
    "BLOCKLIST": "content_filter",
}


class GeminiModel:
    provider = "gemini"
    capabilities = Capabilities(streaming=True, tools=True, json_schema=True)

    def __init__(
        self,
        model: str | None = None,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        retry: RetryPolicy | None = None,
    ) -> None:
        try:
            from google import genai  # noqa: PLC0415 - optional extra
            from google.genai import types  # noqa: PLC0415
        except ImportError as error:
            raise MissingExtraError("The Gemini adapter", "gemini") from error
        self.model_id = model or DEFAULT_MODEL
        self.base_url = base_url or os.environ.get("GEMINI_BASE_URL") or DEFAULT_BASE_URL
        self._key = api_key or next((os.environ[k] for k in KEY_ENV if os.environ.get(k)), None)
        if not self._key:
            raise missing_key(self.provider, KEY_ENV)
        self._retry = retry or RetryPolicy()
        options = types.HttpOptions(base_url=self.base_url, timeout=int(timeout * 1000))
        self._client = genai.Client(api_key=self._key, http_options=options)

    async def generate(self, request: ModelRequest) -> ModelResponse:
        check_endpoint(self.base_url, self.provider)
        started = time.perf_counter()
        result = await with_retries(
            lambda: self._client.aio.models.generate_content(**self._body(request)),
            self._retry,
            self._translate,
        )
        state = _Accumulator(self.model_id)
        state.absorb(result)
        return state.response(self.provider, started)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        check_endpoint(self.base_url, self.provider)
        started = time.perf_counter()
        first, rest = await with_retries(
            lambda: self._open_stream(request), self._retry, self._translate
        )
        state = _Accumulator(self.model_id)
        async for event in relay_chunks(
            _chain(first, rest), state, self.provider, started, self._translate
        ):
            yield event

    async def _open_stream(self, request: ModelRequest) -> tuple[list[Any], AsyncIterator[Any]]:
        """Start the stream and read its first chunk, so a refused request can be retried.

        google-genai sends the HTTP request only when its stream is first iterated.
        """
        chunks = aiter(await self._client.aio.models.generate_content_stream(**self._body(request)))
        try:
            return [await anext(chunks)], chunks
        except StopAsyncIteration:
            return [], chunks

    def _body(self, request: ModelRequest) -> dict[str, Any]:
        config: dict[str, Any] = {"automatic_function_calling": {"disable": True}}
        if request.system:
            config["system_instruction"] = request.system
        if request.max_output_tokens is not None:
            config["max_output_tokens"] = request.max_output_tokens
        if request.temperature is not None:
            config["temperature"] = request.temperature
        if request.stop:
            config["stop_sequences"] = list(request.stop)
        if request.response_schema is not None:
            config["response_mime_type"] = "application/json"
            config["response_json_schema"] = request.response_schema
        if request.tools:
            declarations = [
                {
                    "name": t.name,
                    "description": t.description,
                    "parameters_json_schema": t.parameters,
                }
                for t in request.tools
            ]
            config["tools"] = [{"function_declarations": declarations}]
        contents = _contents(request.messages)
        return {"model": self.model_id, "contents": contents, "config": config}

    async def aclose(self) -> None:
        await self._client.aio.aclose()
        self._client.close()

    def _translate(self, error: Exception) -> ModelError:
        import httpx  # noqa: PLC0415 - slow to import, and needed only when a call failed
        import httpx2  # noqa: PLC0415 - google-genai's HTTP client (a fork of httpx)
        from google.genai import errors  # noqa: PLC0415 - present whenever this adapter exists

        if isinstance(error, errors.APIError):
            if "API_KEY_INVALID" in str(error.details):  # Gemini's answer to a wrong key: 400
                return ModelError(
                    "the provider refused the credentials (HTTP 400, API_KEY_INVALID).",
                    provider=self.provider,
                    hint=f"Check the API key in {KEY_ENV[0]}.",
                )
            detail = str(error.message or error.status or "")
            return status_error(
                self.provider, int(error.code), detail, key_env=KEY_ENV[0], secret=self._key
            )
        if isinstance(
            error, httpx.TimeoutException | httpx2.TimeoutException | asyncio.TimeoutError
        ):
            return connection_error(self.provider, self.base_url, error, timeout=True)
        transport = httpx.TransportError | httpx2.TransportError | OSError
        if isinstance(error, transport) or "aiohttp" in type(error).__module__:
            return connection_error(self.provider, self.base_url, error, timeout=False)
        return ModelError(
            f"unexpected failure ({type(error).__name__}).",
            provider=self.provider,
            hint="The response did not follow the Gemini protocol.",
        )


async def _chain(first: list[Any], rest: AsyncIterator[Any]) -> AsyncIterator[Any]:
    for chunk in first:
        yield chunk
    async for chunk in rest:
        yield chunk


class _Accumulator:
    def __init__(self, model: str) -> None:
        self.model = model
        self.parts: list[str] = []
        self.calls: list[ToolCall] = []
        self.usage = Usage()
        self.finish: FinishReason = "stop"

    def absorb(self, chunk: Any) -> str:
        self.model = chunk.model_version or self.model
        metadata = chunk.usage_metadata
        if metadata is not None:
            self.usage = Usage(
                metadata.prompt_token_count or 0, metadata.candidates_token_count or 0
            )
        if not chunk.candidates:
            return ""
        candidate = chunk.candidates[0]
        if candidate.finish_reason is not None:
            reason = str(getattr(candidate.finish_reason, "value", candidate.finish_reason))
            self.finish = _FINISH.get(reason, "stop")
        text = []
        for part in (candidate.content.parts if candidate.content else None) or ():
            if part.text:
                text.append(part.text)
            if part.function_call is not None:
                call = part.function_call
                call_id = call.id or f"call_{len(self.calls)}"
                self.calls.append(
                    ToolCall(id=call_id, name=call.name, arguments=dict(call.args or {}))
                )
        self.parts.extend(text)
        return "".join(text)

    def response(self, provider: str, started: float) -> ModelResponse:
        return ModelResponse(
            text="".join(self.parts),
            provider=provider,
            model=self.model,
            usage=self.usage,
            finish_reason="tool_calls" if self.calls else self.finish,
            tool_calls=tuple(self.calls),
            latency_ms=(time.perf_counter() - started) * 1000,
        )


def _contents(messages: tuple[ChatMessage, ...]) -> list[dict[str, Any]]:
    """Tool results name the function they answer, and consecutive ones share one turn.

    Gemini pairs a functionResponse with its functionCall by name (and id), and wants every
    response to a turn of parallel calls in a single content.
    """
    names = {call.id: call.name for message in messages for call in message.tool_calls}
    contents: list[dict[str, Any]] = []
    for message in messages:
        if message.role == "tool":
            call_id = message.tool_call_id or ""
            response: dict[str, Any] = {
                "name": names.get(call_id, call_id or "tool"),
                "response": {"result": message.content},
            }
            if call_id:
                response["id"] = call_id
            part = {"function_response": response}
            previous = contents[-1]["parts"] if contents and contents[-1]["role"] == "user" else []
            if previous and all("function_response" in p for p in previous):
                previous.append(part)
                continue
            contents.append({"role": "user", "parts": [part]})
        else:
            contents.append(_content(message))
    return contents


def _content(message: ChatMessage) -> dict[str, Any]:
    parts: list[dict[str, Any]] = [{"text": message.content}] if message.content else []
    parts += [
        {"function_call": {"name": call.name, "args": call.arguments, "id": call.id}}
        for call in message.tool_calls
    ]
    return {"role": "model" if message.role == "assistant" else "user", "parts": parts}
