"""Checking strategy parameters, and writing a strategy back as its spec string."""

from __future__ import annotations

from collections.abc import Mapping

from entelechy.errors import ConfigurationError


def check_range(name: str, value: int, low: int, high: int) -> int:
    """`value` if it is an integer in [low, high]; a clear error otherwise."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ConfigurationError(
            f"{name} must be a whole number from {low} to {high}, not {value!r}.",
            hint=f"Give {name}={max(low, min(high, 3))}, for example.",
        )
    return value


def spec_of(name: str, parameters: Mapping[str, object], inner: object = None) -> str:
    """`name:key=value,…` followed by `/inner` for wrappers; parsed back by `parse_strategy`."""
    text = name
    if parameters:
        text += ":" + ",".join(f"{key}={value}" for key, value in parameters.items())
    if inner is not None:
        text += "/" + str(getattr(inner, "spec", "custom"))
    return text
