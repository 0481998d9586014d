"""Language models: one protocol, many adapters, one spec string to choose among them."""

from entelechy.models.guard import allow_remote_requests
from entelechy.models.protocol import Model, collect
from entelechy.models.providers import register_provider
from entelechy.models.registry import detect, provider_statuses, resolve_model
from entelechy.models.retry import RetryPolicy
from entelechy.models.scripted import ScriptedModel
from entelechy.models.spec import ModelSpec, parse_model_spec
from entelechy.models.types import (
    Capabilities,
    ChatMessage,
    Completed,
    ModelRequest,
    ModelResponse,
    StreamEvent,
    TextDelta,
    ToolCall,
    ToolSpec,
    Usage,
)

__all__ = [
    "Capabilities",
    "ChatMessage",
    "Completed",
    "Model",
    "ModelRequest",
    "ModelResponse",
    "ModelSpec",
    "RetryPolicy",
    "ScriptedModel",
    "StreamEvent",
    "TextDelta",
    "ToolCall",
    "ToolSpec",
    "Usage",
    "allow_remote_requests",
    "collect",
    "detect",
    "parse_model_spec",
    "provider_statuses",
    "register_provider",
    "resolve_model",
]
