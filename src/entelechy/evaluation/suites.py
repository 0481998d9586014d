"""Reading a suite file (JSON, validated by its pydantic schema) with errors that say what is
wrong and where, rather than a traceback; shared by every evaluation suite."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from entelechy.errors import EntelechyError

S = TypeVar("S", bound=BaseModel)


def read_suite(
    path: str | Path, schema: type[S], error: type[EntelechyError], what: str, hint: str
) -> S:
    """`path` as a `schema`; `error` (with `hint`) when it cannot be read or is not `what`."""
    source = Path(path)
    try:
        return schema.model_validate_json(source.read_bytes())
    except OSError as failure:
        raise error(
            f"cannot read {source}: {failure.strerror}.", hint="Give the path of a suite file."
        ) from failure
    except ValidationError as failure:
        first = failure.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the top level"
        raise error(f"{source} is not {what}: {first['msg']} at {where}.", hint=hint) from failure
