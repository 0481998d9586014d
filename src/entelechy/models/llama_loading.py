"""Loading a llama.cpp model without touching the process's standard streams.

Constructed with `verbose=False`, llama-cpp-python points file descriptors 1 and 2 at /dev/null
(and `sys.stdout`, `sys.stderr` at a null file) for as long as the weights take to load, so
whatever any other thread writes meanwhile is lost: the chat's first reply and the prompt after
it when a message arrives while the model loads, a response an MCP server writes to standard
output. Here the model is constructed verbose, so nothing is redirected; llama.cpp's own log
goes to Python logging instead of standard error, the few lines llama-cpp-python prints while
constructing are dropped (only those of the loading thread: every other thread's writes to
`sys.stderr` go through), and the model is quiet once loaded (its generation paths print nothing
and redirect nothing when not verbose).
"""

from __future__ import annotations

import ctypes
import logging
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

logger = logging.getLogger(__name__)

_ERROR = 3
"""ggml's log level for errors (`GGML_LOG_LEVEL_ERROR`); the levels below it are progress."""
_installed: list[Any] = []
"""The log callback handed to llama.cpp, kept alive for as long as the process runs."""
_INSTALLING = threading.Lock()


def load_quietly(llama_class: Any, **arguments: Any) -> Any:
    """`llama_class(**arguments)`, loaded as the module docstring says."""
    _route_log()
    with _this_thread_unheard():
        model = llama_class(**arguments, verbose=True)
    model.verbose = False
    logger.debug("llama.cpp loaded %s", arguments.get("model_path"))
    return model


class _Unheard:
    """`sys.stderr` for a while: what `thread` writes is dropped, anyone else's goes through."""

    def __init__(self, stream: TextIO, thread: threading.Thread) -> None:
        self._stream = stream
        self._thread = thread

    def write(self, text: str) -> int:
        if threading.current_thread() is self._thread:
            return len(text)
        return self._stream.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextmanager
def _this_thread_unheard() -> Iterator[None]:
    """Drop what this thread writes to `sys.stderr` (llama-cpp-python's loading lines)."""
    original = sys.stderr
    sys.stderr = _Unheard(original, threading.current_thread())
    try:
        yield
    finally:
        sys.stderr = original


def _route_log() -> None:
    """Send llama.cpp's (and ggml's) log to this module's logger: errors as warnings, the rest
    as debug lines, none to standard error."""
    with _INSTALLING:
        if _installed:
            return
        import llama_cpp  # noqa: PLC0415 - optional extra, slow to import

        @llama_cpp.llama_log_callback  # type: ignore[untyped-decorator]
        def forward(level: int, text: bytes, _user_data: ctypes.c_void_p) -> None:
            line = text.decode("utf-8", errors="replace").rstrip()
            if line:
                logger.log(logging.WARNING if level == _ERROR else logging.DEBUG, "%s", line)

        llama_cpp.llama_log_set(forward, ctypes.c_void_p(0))
        _installed.append(forward)
