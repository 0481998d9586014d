"""The typed vocabulary every model adapter speaks: requests, responses, usage, stream events."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Role = Literal["user", "assistant", "tool"]
FinishReason = Literal["stop", "length", "tool_calls", "content_filter", "cancelled", "error"]


class ToolSpec(BaseModel):
    """A function the model may call, described by a JSON schema of its arguments."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_-]{0,63}$")
    description: str = ""
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object"})


class ToolCall(BaseModel):
    """A call the model asked for."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ChatMessage(BaseModel):
    """One turn of the conversation sent to the model."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    role: Role
    content: str
    tool_call_id: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()


class ModelRequest(BaseModel):
    """Everything a model needs for one call; unknown fields are refused, not ignored."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    system: str | None = None
    messages: tuple[ChatMessage, ...]
    max_output_tokens: int | None = Field(default=None, gt=0)
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    stop: tuple[str, ...] = ()
    repetition_penalty: float | None = Field(default=None, gt=0.0, le=3.0)
    """Discourages repeating tokens (llama.cpp's repeat_penalty; adapters that have no such
    control leave it out)."""
    tools: tuple[ToolSpec, ...] = ()
    response_schema: dict[str, Any] | None = None


@dataclass(frozen=True)
class Usage:
    """Tokens in and out; adds up across the calls of one reply."""

    input_tokens: int = 0
    output_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.input_tokens + other.input_tokens, self.output_tokens + other.output_tokens
        )

    @property
    def total(self) -> int:
        return self.input_tokens + self.output_tokens


@dataclass(frozen=True)
class ModelResponse:
    """What a model returned, with the facts the record keeps about the call."""

    text: str
    provider: str
    model: str
    usage: Usage = field(default_factory=Usage)
    finish_reason: FinishReason = "stop"
    tool_calls: tuple[ToolCall, ...] = ()
    latency_ms: float = 0.0


@dataclass(frozen=True)
class TextDelta:
    """A piece of streamed text."""

    text: str


@dataclass(frozen=True)
class Completed:
    """The end of a stream, carrying the whole response."""

    response: ModelResponse


StreamEvent = TextDelta | Completed


@dataclass(frozen=True)
class Capabilities:
    """What an adapter can do natively; callers check instead of guessing."""

    streaming: bool = True
    tools: bool = False
    json_schema: bool = False
