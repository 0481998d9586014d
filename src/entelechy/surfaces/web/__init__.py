"""The web surface: an HTTP API (JSON, and server-sent events for replies) and pages people
chat on, both behind the store's access tokens. Only this package imports FastAPI and Jinja
(the `web` extra)."""

from entelechy.errors import MissingExtraError

try:
    import fastapi  # noqa: F401 - checks the extra once, for every module of the package
    import jinja2  # noqa: F401
    import sse_starlette  # noqa: F401
    import uvicorn  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the installation
    raise MissingExtraError("The web server", "web") from error
