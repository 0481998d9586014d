"""What the API's requests carry, validated before anything runs: unknown fields are refused,
and a message is held to the reply path's own limit."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from entelechy.privacy.targets import TargetKind
from entelechy.text_limits import MAX_TEXT_CHARS

Text = Annotated[str, Field(min_length=1, max_length=MAX_TEXT_CHARS, description="The words.")]
Person = Annotated[
    str | None,
    Field(
        min_length=1,
        max_length=200,
        description="The person (operators only; a person's token always speaks for them).",
    ),
]


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NewMessage(Body):
    text: Text


class Question(Body):
    text: Text
    conversation: str | None = Field(None, max_length=100, description="Default: the latest.")
    user: Person = None


class NewConversation(Body):
    user: Person = None


class Correction(Body):
    reason: str = Field("", max_length=2000, description="Why the belief is wrong.")


class Sleep(Body):
    induce: str | None = Field(None, max_length=2000, description="A scenario to dream about.")
    learning: str | None = Field(None, max_length=2000, description="What it should teach.")


class Redaction(Body):
    kind: TargetKind
    target: str = Field(min_length=1, max_length=200, description="The id (or person) to forget.")
    reason: str = Field(min_length=1, max_length=2000)
    dry_run: bool = False
