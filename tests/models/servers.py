"""Real local HTTP servers that speak the providers' documented wire protocols.

Each fake is a small Starlette app served by uvicorn on 127.0.0.1 in a background thread. Tests
script what the "model" answers (`Reply` or `Failure`), point the production adapter at the server
with `base_url=`, and then assert on the requests the server recorded (`server.requests`).

The fakes render one scripted reply into each provider's own format, streaming or not:

- Anthropic Messages API: `POST /v1/messages`, JSON or SSE named events.
- Gemini API: `POST /{version}/models/{model}:generateContent` and
  `:streamGenerateContent?alt=sse`.
- OpenAI chat completions: `POST /v1/chat/completions`, JSON or SSE with `[DONE]`.

They also check what the real services check (credentials, required fields, roles, tool-result
pairing) and honour stop sequences, so a wrong request fails here as it would in production.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import threading
import time
import uuid
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from entelechy.models.protocol import Model, close_model
from entelechy.models.retry import RetryPolicy
from entelechy.models.types import Completed, ModelResponse, StreamEvent, TextDelta, ToolSpec

JSON = dict[str, Any]

FAST = RetryPolicy(attempts=3, base_delay=0.001, max_delay=0.002)
"""Retries without waiting: the wire tests exercise retry logic, not its delays."""
ONCE = RetryPolicy(attempts=1)
WEATHER = ToolSpec(
    name="get_weather",
    description="Current weather for a city.",
    parameters={
        "type": "object",
        "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
        "required": ["city"],
    },
)
"""The tool every adapter's wire test offers the model."""


# --------------------------------------------------------------------------------------------
# Scripting
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FakeToolCall:
    """A function call the fake model makes."""

    id: str
    name: str
    arguments: JSON = field(default_factory=dict)


@dataclass(frozen=True)
class Reply:
    """What the fake model answers; rendered in each provider's own format.

    `finish` is the provider-native finish reason (`end_turn`, `MAX_TOKENS`, `length`...); when
    None the natural one is used (tool calls, stop sequence or a plain stop).
    """

    text: str = "Hello from the fake server."
    tool_calls: tuple[FakeToolCall, ...] = ()
    finish: str | None = None
    input_tokens: int = 11
    output_tokens: int = 7
    chunk_size: int = 5
    delay: float = 0.0
    model: str | None = None
    with_call_ids: bool = True
    stream_error: Failure | None = None


@dataclass(frozen=True)
class Failure:
    """An HTTP error the fake answers with; `kind` is the provider-native error type."""

    status: int
    message: str = "scripted failure"
    kind: str | None = None
    delay: float = 0.0


Step = Reply | Failure


@dataclass(frozen=True)
class RecordedRequest:
    """One request as it arrived on the wire."""

    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: Any

    @property
    def json(self) -> JSON:
        assert isinstance(self.body, dict), f"body is not a JSON object: {self.body!r}"
        return self.body


class FakeProvider:
    """Shared bookkeeping: the scripted replies, the recorded requests, the expected key."""

    name = "fake"

    def __init__(self, api_key: str) -> None:
        self.api_key = api_key
        self.requests: list[RecordedRequest] = []
        self.default: Step = Reply()
        self._script: deque[Step] = deque()
        self._lock = threading.Lock()

    def queue(self, *steps: Step) -> None:
        """Answer the next requests with these steps, in order, then with `default`."""
        with self._lock:
            self._script.extend(steps)

    def reset(self) -> None:
        with self._lock:
            self._script.clear()
            self.requests.clear()
            self.default = Reply()

    @property
    def last(self) -> RecordedRequest:
        assert self.requests, "the server received no request"
        return self.requests[-1]

    def _next(self) -> Step:
        with self._lock:
            return self._script.popleft() if self._script else self.default

    async def _record(self, request: Request) -> RecordedRequest:
        raw = await request.body()
        try:
            body: Any = json.loads(raw) if raw else None
        except json.JSONDecodeError:
            body = raw.decode(errors="replace")
        recorded = RecordedRequest(
            method=request.method,
            path=request.url.path,
            query=dict(request.query_params),
            headers={key.lower(): value for key, value in request.headers.items()},
            body=body,
        )
        with self._lock:
            self.requests.append(recorded)
        return recorded

    def app(self) -> Starlette:  # pragma: no cover - overridden
        raise NotImplementedError


async def _wait(request: Request, seconds: float) -> bool:
    """Sleep up to `seconds`; return False early if the client hung up (e.g. it timed out)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if await request.is_disconnected():
            return False
        await asyncio.sleep(0.01)
    return True


def _pieces(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), max(size, 1))]


def _apply_stop(text: str, stops: list[str]) -> tuple[str, str | None]:
    """Cut `text` at the earliest stop sequence, as the services do; return the one matched."""
    hits = [(text.find(stop), stop) for stop in stops if stop and stop in text]
    if not hits:
        return text, None
    index, stop = min(hits)
    return text[:index], stop


# --------------------------------------------------------------------------------------------
# Anthropic Messages API
# --------------------------------------------------------------------------------------------

_ANTHROPIC_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    529: "overloaded_error",
}


# From this API version on, the service refuses sampling parameters (SDK 2.x sends it).
SAMPLING_REMOVED_IN = "2026-10-21"


def _anthropic_key(headers: dict[str, str]) -> str | None:
    """The key as the API reads it: `x-api-key`, else `Authorization: Bearer` (SDK 2.x)."""
    if "x-api-key" in headers:
        return headers["x-api-key"]
    authorization = headers.get("authorization", "")
    return authorization.removeprefix("Bearer ") if authorization.startswith("Bearer ") else None


def anthropic_error(status: int, message: str, kind: str | None = None) -> JSONResponse:
    kind = kind or _ANTHROPIC_ERROR_TYPES.get(status, "api_error")
    body = {"type": "error", "error": {"type": kind, "message": message}}
    return JSONResponse(body, status_code=status, headers={"request-id": f"req_{uuid.uuid4().hex}"})


class FakeAnthropic(FakeProvider):
    """`POST /v1/messages` of Anthropic's Messages API."""

    name = "anthropic"

    def app(self) -> Starlette:
        return Starlette(routes=[Route("/v1/messages", self._messages, methods=["POST"])])

    async def _messages(self, request: Request) -> Response:
        recorded = await self._record(request)
        if _anthropic_key(recorded.headers) != self.api_key:
            return anthropic_error(401, "invalid x-api-key")
        version = recorded.headers.get("anthropic-version")
        if not version:
            return anthropic_error(400, "anthropic-version: header is required")
        problem = self._validate(recorded.body, version)
        if problem:
            return anthropic_error(400, problem)
        step = self._next()
        if not await _wait(request, step.delay):
            return Response(status_code=499)
        if isinstance(step, Failure):
            return anthropic_error(step.status, step.message, step.kind)
        body = recorded.json
        message = self._message(step, body)
        if body.get("stream"):
            return StreamingResponse(self._events(step, message), media_type="text/event-stream")
        return JSONResponse(message, headers={"request-id": f"req_{uuid.uuid4().hex}"})

    @staticmethod
    def _validate(body: Any, version: str) -> str | None:
        if not isinstance(body, dict):
            return "request body must be a JSON object"
        if version >= SAMPLING_REMOVED_IN:
            for removed in ("temperature", "top_p", "top_k"):
                if removed in body:
                    return f"{removed}: Extra inputs are not permitted"
        for required in ("model", "max_tokens", "messages"):
            if required not in body:
                return f"{required}: Field required"
        if not isinstance(body["max_tokens"], int) or body["max_tokens"] < 1:
            return "max_tokens: must be a positive integer"
        messages = body["messages"]
        if not isinstance(messages, list) or not messages:
            return "messages: at least one message is required"
        if "system" in body and not isinstance(body["system"], str | list):
            return "system: Input should be a valid string or list of text blocks"
        if not all(isinstance(stop, str) for stop in body.get("stop_sequences", [])):
            return "stop_sequences: Input should be a list of strings"
        for tool in body.get("tools", []):
            if not tool.get("name") or tool.get("input_schema", {}).get("type") != "object":
                return "tools: each tool needs a name and an input_schema of type object"
        return _anthropic_turns(messages)

    def _message(self, step: Reply, body: JSON) -> JSON:
        text, stop = _apply_stop(step.text, body.get("stop_sequences", []))
        content: list[JSON] = [{"type": "text", "text": text}] if text else []
        content += [
            {"type": "tool_use", "id": call.id, "name": call.name, "input": call.arguments}
            for call in step.tool_calls
        ]
        if step.finish:
            reason = step.finish
        elif stop is not None:
            reason = "stop_sequence"
        else:
            reason = "tool_use" if step.tool_calls else "end_turn"
        return {
            "id": f"msg_{uuid.uuid4().hex[:24]}",
            "type": "message",
            "role": "assistant",
            "model": step.model or body["model"],
            "content": content,
            "stop_reason": reason,
            "stop_sequence": stop,
            "usage": {"input_tokens": step.input_tokens, "output_tokens": step.output_tokens},
        }

    async def _events(self, step: Reply, message: JSON) -> AsyncIterator[str]:
        def event(kind: str, data: JSON) -> str:
            return f"event: {kind}\ndata: {json.dumps({'type': kind, **data})}\n\n"

        start = {**message, "content": [], "stop_reason": None, "stop_sequence": None}
        start["usage"] = {"input_tokens": step.input_tokens, "output_tokens": 1}
        yield event("message_start", {"message": start})
        yield event("ping", {})
        for index, block in enumerate(message["content"]):
            if block["type"] == "text":
                yield event(
                    "content_block_start",
                    {"index": index, "content_block": {"type": "text", "text": ""}},
                )
                for piece in _pieces(block["text"], step.chunk_size):
                    delta = {"type": "text_delta", "text": piece}
                    yield event("content_block_delta", {"index": index, "delta": delta})
            else:
                opening = {
                    "type": "tool_use",
                    "id": block["id"],
                    "name": block["name"],
                    "input": {},
                }
                yield event("content_block_start", {"index": index, "content_block": opening})
                for piece in _pieces(json.dumps(block["input"]), step.chunk_size):
                    delta = {"type": "input_json_delta", "partial_json": piece}
                    yield event("content_block_delta", {"index": index, "delta": delta})
            yield event("content_block_stop", {"index": index})
            await asyncio.sleep(0)
        if step.stream_error is not None:
            failure = step.stream_error
            kind = failure.kind or _ANTHROPIC_ERROR_TYPES.get(failure.status, "api_error")
            yield event("error", {"error": {"type": kind, "message": failure.message}})
            return
        final = {"stop_reason": message["stop_reason"], "stop_sequence": message["stop_sequence"]}
        usage = {"output_tokens": step.output_tokens}
        yield event("message_delta", {"delta": final, "usage": usage})
        yield event("message_stop", {})


def _anthropic_turns(messages: list[Any]) -> str | None:
    """Roles, and every tool_result answering a tool_use of the assistant turn just before it.

    Consecutive turns of the same role are combined first, as the API does.
    """
    turns: list[tuple[str, list[JSON]]] = []
    for index, message in enumerate(messages):
        role = message.get("role")
        if role not in ("user", "assistant"):
            return f"messages.{index}.role: Input should be 'user' or 'assistant'"
        content = message.get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        if not isinstance(blocks, list):
            return f"messages.{index}.content: Input should be a string or a list of blocks"
        if turns and turns[-1][0] == role:
            turns[-1][1].extend(blocks)
        else:
            turns.append((role, list(blocks)))
    if turns[0][0] != "user":
        return "messages: the first message must use the user role"
    offered: set[str] = set()
    for role, blocks in turns:
        results = {b.get("tool_use_id") for b in blocks if b.get("type") == "tool_result"}
        if role == "user" and not results <= offered:
            return (
                "messages: unexpected `tool_use_id` found in `tool_result` blocks: "
                f"{sorted(str(r) for r in results - offered)}. Each `tool_result` block must have "
                "a corresponding `tool_use` block in the previous message."
            )
        offered = (
            {b["id"] for b in blocks if b.get("type") == "tool_use"}
            if role == "assistant"
            else set()
        )
    return None


# --------------------------------------------------------------------------------------------
# Gemini API
# --------------------------------------------------------------------------------------------

_GOOGLE_STATUS = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
    504: "DEADLINE_EXCEEDED",
}


def gemini_error(
    status: int, message: str, kind: str | None = None, details: list[JSON] | None = None
) -> JSONResponse:
    error: JSON = {
        "code": status,
        "message": message,
        "status": kind or _GOOGLE_STATUS.get(status, "UNKNOWN"),
    }
    if details:
        error["details"] = details
    return JSONResponse({"error": error}, status_code=status)


class FakeGemini(FakeProvider):
    """`models/{model}:generateContent` and `:streamGenerateContent?alt=sse` of the Gemini API."""

    name = "gemini"

    def app(self) -> Starlette:
        return Starlette(
            routes=[Route("/{version}/models/{target}", self._dispatch, methods=["POST"])]
        )

    async def _dispatch(self, request: Request) -> Response:
        recorded = await self._record(request)
        model, _, method = request.path_params["target"].partition(":")
        if method not in ("generateContent", "streamGenerateContent"):
            return gemini_error(404, f"Method {method!r} is not found for this model.")
        key = recorded.headers.get("x-goog-api-key") or recorded.query.get("key")
        if not key:
            return gemini_error(
                403,
                "Method doesn't allow unregistered callers (callers without established "
                "identity). Please use API Key or other form of API consumer identity to call "
                "this API.",
            )
        if key != self.api_key:
            # What the service really answers for a wrong key: 400, not 401.
            reason = {
                "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                "reason": "API_KEY_INVALID",
                "domain": "googleapis.com",
            }
            return gemini_error(
                400, "API key not valid. Please pass a valid API key.", None, [reason]
            )
        body = proto_json(recorded.body)
        problem = _gemini_validate(body)
        if problem:
            return gemini_error(400, problem)
        step = self._next()
        if not await _wait(request, step.delay):
            return Response(status_code=499)
        if isinstance(step, Failure):
            return gemini_error(step.status, step.message, step.kind)
        stops = body.get("generationConfig", {}).get("stopSequences", [])
        if method == "streamGenerateContent":
            if recorded.query.get("alt") != "sse":
                return gemini_error(400, "this fake only streams with alt=sse")
            return StreamingResponse(
                self._chunks(step, model, stops), media_type="text/event-stream"
            )
        text, _ = _apply_stop(step.text, stops)
        parts: list[JSON] = [{"text": text}] if text else []
        parts += [_function_call(call, step.with_call_ids) for call in step.tool_calls]
        return JSONResponse(_gemini_chunk(step, model, parts, step.output_tokens, final=True))

    async def _chunks(self, step: Reply, model: str, stops: list[str]) -> AsyncIterator[str]:
        text, _ = _apply_stop(step.text, stops)
        pieces = _pieces(text, step.chunk_size)
        calls = [_function_call(call, step.with_call_ids) for call in step.tool_calls]
        chunks: list[list[JSON]] = [[{"text": piece}] for piece in pieces]
        if calls:
            chunks.append(calls)  # Gemini sends whole function calls, never fragments
        chunks = chunks or [[]]
        for number, parts in enumerate(chunks, start=1):
            final = number == len(chunks)
            # usageMetadata comes on every chunk, counting the candidates so far.
            produced = step.output_tokens * number // len(chunks)
            chunk = _gemini_chunk(step, model, parts, produced, final=final)
            yield f"data: {json.dumps(chunk)}\r\n\r\n"
            await asyncio.sleep(0)
            if step.stream_error is not None and number == len(chunks) // 2 + 1:
                failure = step.stream_error
                error = {
                    "code": failure.status,
                    "message": failure.message,
                    "status": failure.kind or _GOOGLE_STATUS.get(failure.status, "UNKNOWN"),
                }
                yield f"data: {json.dumps({'error': error})}\r\n\r\n"
                return


# Values that are free-form JSON (arguments, results, user schemas): their keys are data.
_OPAQUE = frozenset(
    {
        "args",
        "response",
        "parameters",
        "parametersJsonSchema",
        "responseSchema",
        "responseJsonSchema",
        "responseJsonSchemaValue",
    }
)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(word[:1].upper() + word[1:] for word in rest)


def proto_json(value: Any) -> Any:
    """A request body with proto field names in lowerCamelCase.

    Google's JSON mapping accepts a field by its proto name (`function_call`) or its JSON name
    (`functionCall`); google-genai sends a mix. Free-form values keep their keys untouched.
    """
    if isinstance(value, list):
        return [proto_json(item) for item in value]
    if not isinstance(value, dict):
        return value
    converted: JSON = {}
    for key, item in value.items():
        name = _camel(key)
        converted[name] = item if name in _OPAQUE else proto_json(item)
    return converted


def _function_call(call: FakeToolCall, with_id: bool) -> JSON:
    function: JSON = {"name": call.name, "args": call.arguments}
    if with_id:
        function["id"] = call.id
    return {"functionCall": function}


def _gemini_chunk(
    step: Reply, model: str, parts: list[JSON], produced: int, *, final: bool
) -> JSON:
    candidate: JSON = {"content": {"role": "model", "parts": parts}, "index": 0}
    if final:
        candidate["finishReason"] = step.finish or "STOP"
    return {
        "candidates": [candidate],
        "usageMetadata": {
            "promptTokenCount": step.input_tokens,
            "candidatesTokenCount": produced,
            "totalTokenCount": step.input_tokens + produced,
        },
        "modelVersion": step.model or model,
        "responseId": uuid.uuid4().hex[:20],
    }


def _gemini_validate(body: Any) -> str | None:
    if not isinstance(body, dict):
        return "Invalid JSON payload received."
    contents = body.get("contents")
    if not isinstance(contents, list) or not contents:
        return "* GenerateContentRequest.contents: contents is not specified"
    problem = _gemini_contents(contents)
    if problem:
        return problem
    system = body.get("systemInstruction")
    if system is not None and not (system.get("parts") or []):
        return "* GenerateContentRequest.system_instruction.parts: must not be empty"
    for tool in body.get("tools", []):
        for declaration in tool.get("functionDeclarations", []):
            if not declaration.get("name"):
                return "* GenerateContentRequest.tools.function_declarations.name: missing"
    return None


def _gemini_contents(contents: list[JSON]) -> str | None:
    """Roles, non-empty parts, and each function-response turn answering the call turn before."""
    previous_calls: list[str] = []
    for index, content in enumerate(contents):
        role = content.get("role")
        if role not in ("user", "model"):
            return f"Please use a valid role: user, model. (contents[{index}].role={role!r})"
        parts = content.get("parts") or []
        if not parts:
            return f"* GenerateContentRequest.contents[{index}].parts: must not be empty."
        responses = [p["functionResponse"] for p in parts if "functionResponse" in p]
        if responses and len(responses) != len(previous_calls):
            return (
                "Please ensure that the number of function response parts is equal to the "
                "number of function call parts of the function call turn."
            )
        for response in responses:
            if response.get("name") not in previous_calls:
                return (
                    f"* GenerateContentRequest.contents[{index}].parts: function response "
                    f"name {response.get('name')!r} matches no function call of the "
                    "previous turn."
                )
        previous_calls = [p["functionCall"]["name"] for p in parts if "functionCall" in p]
    return None


# --------------------------------------------------------------------------------------------
# OpenAI chat completions
# --------------------------------------------------------------------------------------------

_OPENAI_ERRORS = {
    400: ("invalid_request_error", None),
    401: ("invalid_request_error", "invalid_api_key"),
    404: ("invalid_request_error", "model_not_found"),
    429: ("requests", "rate_limit_exceeded"),
    500: ("server_error", None),
    503: ("server_error", None),
}


def openai_error(status: int, message: str, kind: str | None = None) -> JSONResponse:
    default_kind, code = _OPENAI_ERRORS.get(status, ("server_error", None))
    body = {
        "error": {"message": message, "type": kind or default_kind, "param": None, "code": code}
    }
    return JSONResponse(body, status_code=status)


def _masked(key: str) -> str:
    """How OpenAI echoes a wrong key in its 401 message."""
    return f"{key[:3]}{'*' * max(len(key) - 7, 0)}{key[-4:]}" if len(key) > 7 else "***"


class FakeOpenAI(FakeProvider):
    """`POST /v1/chat/completions` (and `GET /v1/models`) of OpenAI-compatible servers."""

    name = "openai"

    def __init__(self, api_key: str, *, require_key: bool = True) -> None:
        super().__init__(api_key)
        self.require_key = require_key

    def app(self) -> Starlette:
        return Starlette(
            routes=[
                Route("/v1/chat/completions", self._completions, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )

    async def _models(self, _request: Request) -> Response:
        return JSONResponse({"object": "list", "data": [{"id": "fake-model", "object": "model"}]})

    async def _completions(self, request: Request) -> Response:
        recorded = await self._record(request)
        if self.require_key:
            sent = recorded.headers.get("authorization", "").removeprefix("Bearer ")
            if sent != self.api_key:
                return openai_error(
                    401,
                    f"Incorrect API key provided: {_masked(sent)}. You can find your API key at "
                    "https://platform.openai.com/account/api-keys.",
                )
        problem = _openai_validate(recorded.body)
        if problem:
            return openai_error(400, problem)
        step = self._next()
        if not await _wait(request, step.delay):
            return Response(status_code=499)
        if isinstance(step, Failure):
            return openai_error(step.status, step.message, step.kind)
        body = recorded.json
        stops = body.get("stop") or []
        stops = [stops] if isinstance(stops, str) else stops
        text, _ = _apply_stop(step.text, stops)
        finish = step.finish or ("tool_calls" if step.tool_calls else "stop")
        model = step.model or body["model"]
        completion_id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        if body.get("stream"):
            usage = bool((body.get("stream_options") or {}).get("include_usage"))
            chunks = _openai_chunks(step, text, finish, model, completion_id, include_usage=usage)
            return StreamingResponse(chunks, media_type="text/event-stream")
        message: JSON = {"role": "assistant", "content": text or None, "refusal": None}
        if step.tool_calls:
            message["tool_calls"] = [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": json.dumps(call.arguments)},
                }
                for call in step.tool_calls
            ]
        return JSONResponse(
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": int(time.time()),
                "model": model,
                "choices": [
                    {"index": 0, "message": message, "finish_reason": finish, "logprobs": None}
                ],
                "usage": _openai_usage(step),
            }
        )


def _openai_usage(step: Reply) -> JSON:
    return {
        "prompt_tokens": step.input_tokens,
        "completion_tokens": step.output_tokens,
        "total_tokens": step.input_tokens + step.output_tokens,
    }


async def _openai_chunks(
    step: Reply, text: str, finish: str, model: str, completion_id: str, *, include_usage: bool
) -> AsyncIterator[str]:
    created = int(time.time())

    def chunk(delta: JSON, finish_reason: str | None = None) -> str:
        data: JSON = {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
            "choices": [
                {"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}
            ],
        }
        if include_usage:
            data["usage"] = None
        return f"data: {json.dumps(data)}\n\n"

    yield chunk({"role": "assistant", "content": ""})
    for piece in _pieces(text, step.chunk_size):
        yield chunk({"content": piece})
        await asyncio.sleep(0)
    for index, call in enumerate(step.tool_calls):
        opening = {
            "index": index,
            "id": call.id,
            "type": "function",
            "function": {"name": call.name, "arguments": ""},
        }
        yield chunk({"tool_calls": [opening]})
        for piece in _pieces(json.dumps(call.arguments), step.chunk_size):
            yield chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
    if step.stream_error is not None:
        failure = step.stream_error
        error = {"message": failure.message, "type": failure.kind or "server_error", "code": None}
        yield f"data: {json.dumps({'error': error})}\n\n"
        return
    yield chunk({}, finish)
    if include_usage:
        final = {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
            "choices": [],
            "usage": _openai_usage(step),
        }
        yield f"data: {json.dumps(final)}\n\n"
    yield "data: [DONE]\n\n"


def _openai_validate(body: Any) -> str | None:
    if not isinstance(body, dict):
        return "We could not parse the JSON body of your request."
    if not body.get("model"):
        return "you must provide a model parameter"
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return "[] is too short - 'messages'"
    pending: set[str] = set()
    for index, message in enumerate(messages):
        role = message.get("role")
        if role not in ("system", "developer", "user", "assistant", "tool"):
            return (
                f"Invalid value: {role!r}. Supported values are: 'system', 'assistant', "
                "'user', 'tool', 'developer'."
            )
        if role == "tool" and message.get("tool_call_id") not in pending:
            return (
                f"Invalid parameter: messages with role 'tool' must be a response to a preceeding "
                f"message with 'tool_calls'. (messages[{index}])"
            )
        if role == "assistant":
            pending = {call["id"] for call in message.get("tool_calls") or []}
        elif role != "tool":
            pending = set()
    if "max_tokens" in body and "max_completion_tokens" in body:
        return "max_tokens and max_completion_tokens cannot both be set"
    response_format = body.get("response_format")
    if response_format and response_format.get("type") == "json_schema":
        schema = response_format.get("json_schema") or {}
        if not schema.get("name"):
            return "Missing required parameter: 'response_format.json_schema.name'."
    return None


# --------------------------------------------------------------------------------------------
# Running a Starlette app on a free loopback port
# --------------------------------------------------------------------------------------------


class LocalServer:
    """A Starlette app served by uvicorn on 127.0.0.1:<free port> in a background thread."""

    def __init__(self, app: Starlette) -> None:
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind(("127.0.0.1", 0))
        self.port: int = self._socket.getsockname()[1]
        config = uvicorn.Config(
            app,
            log_level="warning",
            access_log=False,
            lifespan="off",
            ws="none",
            http="h11",
            timeout_graceful_shutdown=2,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._socket]}, daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 10.0) -> None:
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the local test server did not start")
            time.sleep(0.005)

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=10)
        self._socket.close()

    def __enter__(self) -> LocalServer:
        self.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()


P = TypeVar("P", bound=FakeProvider)


@dataclass
class Running(Generic[P]):
    """A fake provider and the server it runs on."""

    fake: P
    server: LocalServer

    @property
    def url(self) -> str:
        return self.server.url


@contextmanager
def serve(fake: P) -> Iterator[Running[P]]:
    """Run `fake` on a free loopback port for the duration of the block."""
    with LocalServer(fake.app()) as server:
        yield Running(fake, server)


def free_port() -> int:
    """A loopback port nothing listens on (bound, read, released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def wait_until(check: Callable[[], bool], timeout: float, interval: float = 0.1) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(interval)
    return check()


# --------------------------------------------------------------------------------------------
# Helpers for the adapter tests
# --------------------------------------------------------------------------------------------

M = TypeVar("M", bound=Model)


class Adapters:
    """Adapters built by a test, whose SDK clients are closed on the test's own event loop.

    The adapters keep pooled keep-alive connections; closing the clients before the loop
    ends avoids `ResourceWarning: unclosed transport` when the loop is torn down.
    """

    def __init__(self) -> None:
        self._models: list[Model] = []

    def add(self, model: M) -> M:
        self._models.append(model)
        return model

    async def aclose(self) -> None:
        for model in self._models:
            await close_model(model)
        self._models.clear()


@dataclass(frozen=True)
class RecordingPolicy(RetryPolicy):
    """A retry policy that remembers every backoff it chose: (retry number, seconds)."""

    waits: list[tuple[int, float]] = field(default_factory=list, compare=False)

    def delay(self, attempt: int, rng: random.Random) -> float:
        seconds = super().delay(attempt, rng)
        self.waits.append((attempt, seconds))
        return seconds


async def drain(stream: AsyncIterator[StreamEvent]) -> tuple[list[str], ModelResponse]:
    """The text deltas of a stream and its final response; checks it ends with one Completed."""
    events = [event async for event in stream]
    completed = [event for event in events if isinstance(event, Completed)]
    assert len(completed) == 1, f"expected exactly one Completed, got {len(completed)}"
    assert events[-1] is completed[0], "Completed must be the last event"
    assert all(isinstance(event, TextDelta) for event in events[:-1])
    return [event.text for event in events if isinstance(event, TextDelta)], completed[0].response


async def read_text(stream: AsyncIterator[StreamEvent], into: list[str]) -> None:
    """Consume a stream, keeping its text deltas in `into` (for streams that fail midway)."""
    async for event in stream:
        if isinstance(event, TextDelta):
            into.append(event.text)
