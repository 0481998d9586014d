"""Classifying a long text without the cyclic garbage collector running in the middle of it.

Perceiving 100,000 characters builds tens of thousands of small tuples (one per word class found)
that all stay alive until the assessment is made. Each few hundred allocations the collector
runs, and as those tuples age into the older generations it scans them, and everything else the
process holds, again and again: on such a text that was half the time of the whole
classification. None of those objects forms a cycle (they are freed by reference counting the
moment the assessment is made), so for a long text the collector is paused while it is
classified and resumed right after; a collection it owed runs at its next chance. Short texts,
the usual case, do not touch it.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

LONG_TEXT = 10_000
"""From this many characters on, the collector is paused while a text is classified."""


@contextmanager
def collector_paused(text: str) -> Iterator[None]:
    """Pause the cyclic collector for the block when `text` is long (and it was running).

    Another thread that pauses it meanwhile finds it paused and leaves it to the first, which
    resumes it; an application that turned it off itself finds it still off."""
    if len(text) < LONG_TEXT or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
