"""Tools for ReAct: plain Python callables described by a JSON schema.

The schema comes from the function's type hints (through pydantic, which also checks and converts
the arguments a model sends), or is given explicitly. Running a tool never raises into the
strategy: bad arguments, errors and time-outs come back as the text of an observation.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import re
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError, create_model

from entelechy import plugins
from entelechy.errors import ConfigurationError
from entelechy.models.types import ToolSpec
from entelechy.reasoning.types import clip

OBSERVATION_LIMIT = 2000
DEFAULT_TIMEOUT = 30.0
_REGISTERED: dict[str, Tool] = {}
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]{0,63}$")
_KEY_VALUE = re.compile(r"^\s*([A-Za-z_]\w*)\s*=\s*(.*?)\s*$")


@dataclass(frozen=True)
class Tool:
    """A function the mind may call while reasoning."""

    name: str
    description: str
    parameters: dict[str, Any]
    function: Callable[..., Any] = field(repr=False)
    arguments_model: type[BaseModel] | None = field(default=None, repr=False)
    timeout: float = DEFAULT_TIMEOUT

    def spec(self) -> ToolSpec:
        return ToolSpec(name=self.name, description=self.description, parameters=self.parameters)

    @property
    def parameter_names(self) -> list[str]:
        return list(self.parameters.get("properties", {}))

    def signature(self) -> str:
        """`name(a: integer, b: string): description`, for the text protocol's tool list."""
        properties = self.parameters.get("properties", {})
        listed = ", ".join(
            f"{name}: {spec.get('type', 'any')}" for name, spec in properties.items()
        )
        return f"{self.name}({listed}): {self.description}".rstrip(": ")

    def arguments_from_text(self, raw: str) -> dict[str, Any]:
        """Arguments written in text: a JSON object, `key=value` pairs, a JSON list in
        parameter order, or — for a tool of one parameter — the text itself."""
        text = raw.strip()
        names = self.parameter_names
        if not text or not names:
            return {}
        parsed = _json(text)
        if isinstance(parsed, dict):
            return parsed
        pairs = [_KEY_VALUE.match(part) for part in text.split(",")]
        if all(pairs) and {p.group(1) for p in pairs if p} <= set(names):
            return {p.group(1): p.group(2).strip("\"'") for p in pairs if p}
        listed = parsed if isinstance(parsed, list) else _json(f"[{text}]")
        if isinstance(listed, list) and 1 < len(listed) <= len(names):
            return dict(zip(names, listed, strict=False))
        return {names[0]: parsed if isinstance(parsed, str) else text}

    async def invoke(self, arguments: Mapping[str, Any]) -> str:
        """Run the tool; whatever happens, the result is an observation's text."""
        try:
            checked = self._checked(arguments)
        except ValidationError as error:
            return f"invalid arguments for {self.name}: {_validation_summary(error)}"
        try:
            async with asyncio.timeout(self.timeout):
                result = await self._call(checked)
        except TimeoutError:
            return f"{self.name} did not answer within {self.timeout:g} seconds"
        except Exception as error:
            return f"{self.name} failed: {type(error).__name__}: {error}"
        return clip(_as_text(result), OBSERVATION_LIMIT)

    def _checked(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        if self.arguments_model is None:
            return dict(arguments)
        validated = self.arguments_model.model_validate(dict(arguments))
        return {name: getattr(validated, name) for name in self.arguments_model.model_fields}

    async def _call(self, arguments: dict[str, Any]) -> Any:
        if inspect.iscoroutinefunction(self.function):
            return await self.function(**arguments)
        result = await asyncio.to_thread(self.function, **arguments)
        return await result if inspect.isawaitable(result) else result


def tool(
    function: Callable[..., Any],
    *,
    name: str | None = None,
    description: str | None = None,
    schema: dict[str, Any] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
) -> Tool:
    """Describe `function` as a tool. Its schema comes from its type hints unless `schema` is
    given; its description from the first paragraph of its docstring unless given."""
    tool_name = str(name or getattr(function, "__name__", ""))
    if not _NAME.match(tool_name):
        raise ConfigurationError(
            f"{tool_name!r} cannot be a tool name.",
            hint="Name it with tool(f, name=...): up to 64 letters, digits, '_' or '-'.",
        )
    text = description if description is not None else _summary(function)
    if schema is not None:
        return Tool(tool_name, text, schema, function, None, timeout)
    model = _arguments_model(tool_name, function)
    return Tool(tool_name, text, _schema(model), function, model, timeout)


def as_tools(tools: Iterable[Tool | Callable[..., Any]]) -> dict[str, Tool]:
    """Tools by name; plain functions are described with `tool`."""
    described = [item if isinstance(item, Tool) else tool(item) for item in tools]
    by_name = {item.name: item for item in described}
    if len(by_name) != len(described):
        raise ConfigurationError("two tools have the same name.", hint="Rename one of them.")
    return by_name


def _summary(function: Callable[..., Any]) -> str:
    return (inspect.getdoc(function) or "").split("\n\n")[0].replace("\n", " ").strip()


def _arguments_model(name: str, function: Callable[..., Any]) -> type[BaseModel]:
    try:
        hints = typing.get_type_hints(function)
        signature = inspect.signature(function)
    except (TypeError, ValueError, NameError) as error:
        raise ConfigurationError(
            f"cannot read the signature of tool {name!r}: {error}",
            hint="Give the tool an explicit JSON schema with tool(..., schema=...).",
        ) from error
    fields: dict[str, Any] = {}
    for parameter in signature.parameters.values():
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            raise ConfigurationError(
                f"tool {name!r} takes *args or **kwargs, which a schema cannot describe.",
                hint="Name every parameter, or give an explicit schema.",
            )
        default = ... if parameter.default is parameter.empty else parameter.default
        fields[parameter.name] = (hints.get(parameter.name, Any), default)
    model: type[BaseModel] = create_model(f"{name}_arguments", **fields)
    return model


def _schema(model: type[BaseModel]) -> dict[str, Any]:
    schema = model.model_json_schema()
    schema.pop("title", None)
    for spec in schema.get("properties", {}).values():
        spec.pop("title", None)
    return schema


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _as_text(result: Any) -> str:
    if isinstance(result, str):
        return result
    try:
        return json.dumps(result, ensure_ascii=False, default=str)
    except ValueError:
        return str(result)


def _validation_summary(error: ValidationError) -> str:
    return "; ".join(
        f"{'.'.join(str(part) for part in issue['loc']) or 'arguments'}: {issue['msg']}"
        for issue in error.errors()
    )


def register_tool(item: Tool) -> None:
    """Make a tool available to `react` strategies built from a spec string, in this process
    (a distribution declares an entry point in `entelechy.tools` instead)."""
    _REGISTERED[item.name] = item


def registered_tools() -> dict[str, Tool]:
    """The tools registered in code and those the `entelechy.tools` entry points declare."""
    declared: dict[str, Tool] = {}
    for name, point in plugins.declared(plugins.TOOLS).items():
        loaded = plugins.load(point)
        if not isinstance(loaded, Tool):
            raise TypeError(f"the entry point {point.value} is not a Tool")
        declared[name] = loaded
    return {**declared, **_REGISTERED}
