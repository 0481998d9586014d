"""Spans around the reply pipeline, sleep, wake and every model call.

The OpenTelemetry API is a no-op until an application installs an SDK and sets a tracer
provider, so instrumentation costs a few microseconds when nobody watches. Model calls follow the
GenAI semantic conventions (`gen_ai.*` attributes) so any GenAI-aware backend reads them. Message
text stays out of spans unless `ENTELECHY_TRACE_CONTENT=1`: traces often leave the machine, and
people's words are theirs.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode

from entelechy.credentials import without_credentials

TRACER_NAME = "entelechy"
CONTENT_VARIABLE = "ENTELECHY_TRACE_CONTENT"
"""Set to 1 to put message and reply text on spans (off by default)."""

AttributeValue = str | int | float | bool

__all__ = ["Span", "content_traced", "set_attributes", "set_content", "span", "tracer"]


def tracer() -> trace.Tracer:
    """Entelechy's tracer from the current provider (resolved per call, so an SDK configured
    after import is honoured)."""
    return trace.get_tracer(TRACER_NAME)


@contextmanager
def span(name: str, attributes: Mapping[str, AttributeValue] | None = None) -> Iterator[Span]:
    """A span named `name`, current for the block; an exception marks it as an error (with
    its type only: messages may quote people or URLs) and propagates. Until a tracer provider
    is set, the block runs with the invalid span that the API's no-op tracer would make, without
    the tracer and context work it would do for nothing (a reply opens about fifteen spans)."""
    if isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider):
        yield trace.INVALID_SPAN
        return
    with tracer().start_as_current_span(
        name, attributes=attributes, record_exception=False, set_status_on_exception=False
    ) as current:
        try:
            yield current
        except BaseException as error:
            if current.is_recording():
                current.set_status(Status(StatusCode.ERROR, type(error).__name__))
                current.set_attribute("error.type", type(error).__name__)
            raise


def content_traced() -> bool:
    """Whether spans may carry message text (an operator's explicit choice)."""
    return os.environ.get(CONTENT_VARIABLE, "").strip().lower() in ("1", "true", "yes")


def set_content(current: Span, key: str, text: str) -> None:
    """Put `text` on the span under `key` only when content tracing is on, credentials masked."""
    if current.is_recording() and content_traced():
        current.set_attribute(key, without_credentials(text))


def set_attributes(current: Span, attributes: Mapping[str, AttributeValue | None]) -> None:
    """Set the attributes that have a value (cheap when the span does not record)."""
    if not current.is_recording():
        return
    for key, value in attributes.items():
        if value is not None:
            current.set_attribute(key, value)
