"""Synchronous access to an asynchronous object, by one mechanism rather than a list of
wrappers: every coroutine method runs on an event loop this object owns, every async
generator becomes a generator, and namespaces (objects with coroutine methods of their own)
are wrapped the same way. A member added to the asynchronous class is there at once."""

from __future__ import annotations

import asyncio
import functools
import inspect
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Synchronous(Generic[T]):
    """`target` (opened by `opener` on a new event loop) seen synchronously; `close` names the
    coroutine method that releases it, run by `close()` before the loop ends."""

    def __init__(self, opener: Callable[[], Awaitable[T]], *, close: str) -> None:
        runner = asyncio.Runner()
        try:
            target = runner.run(_awaited(opener()))
        except BaseException:
            runner.close()
            raise
        self._runner = runner
        self._target = target
        self._closer = close

    @property
    def target(self) -> T:
        return self._target

    def __getattr__(self, name: str) -> Any:
        return synced(getattr(self._target, name), self._runner)

    def __dir__(self) -> list[str]:
        return sorted({*super().__dir__(), *dir(self._target)})

    def close(self) -> None:
        try:
            self._runner.run(_awaited(getattr(self._target, self._closer)()))
        finally:
            self._runner.close()

    def __enter__(self) -> Synchronous[T]:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


class _Namespace:
    """A part of the target (such as `mind.memory`) whose coroutine methods run on the loop."""

    def __init__(self, target: object, runner: asyncio.Runner) -> None:
        self._target = target
        self._runner = runner

    def __getattr__(self, name: str) -> Any:
        return synced(getattr(self._target, name), self._runner)

    def __dir__(self) -> list[str]:
        return dir(self._target)


def synced(value: Any, runner: asyncio.Runner) -> Any:
    """`value` as synchronous code can use it."""
    if inspect.iscoroutinefunction(value):

        @functools.wraps(value)
        def call(*args: Any, **kwargs: Any) -> Any:
            return runner.run(value(*args, **kwargs))

        return call
    if inspect.isasyncgenfunction(value):

        @functools.wraps(value)
        def iterate(*args: Any, **kwargs: Any) -> Iterator[Any]:
            return _iterate(value(*args, **kwargs), runner)

        return iterate
    if _is_namespace(value):
        return _Namespace(value, runner)
    return value


def _iterate(stream: AsyncIterator[Any], runner: asyncio.Runner) -> Iterator[Any]:
    """An async iterator driven step by step on the loop; closing the generator closes it."""

    async def step() -> tuple[bool, Any]:
        try:
            return True, await anext(stream)
        except StopAsyncIteration:
            return False, None

    try:
        while True:
            more, item = runner.run(step())
            if not more:
                return
            yield item
    finally:
        closer = getattr(stream, "aclose", None)
        if closer is not None:
            runner.run(closer())


def _is_namespace(value: object) -> bool:
    """An object of this package with coroutine methods of its own (not data, not a class)."""
    if inspect.isclass(value):
        return False
    kind = type(value)
    known = _NAMESPACES.get(kind)
    if known is None:
        known = _NAMESPACES[kind] = kind.__module__.startswith("entelechy.") and any(
            inspect.iscoroutinefunction(member) or inspect.isasyncgenfunction(member)
            for name, member in inspect.getmembers(kind)
            if not name.startswith("_")
        )
    return known


_NAMESPACES: dict[type, bool] = {}
"""Whether each class seen is a namespace (asked once per class)."""


async def _awaited(awaitable: Awaitable[T]) -> T:
    return await awaitable
