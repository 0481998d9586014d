"""The Model Context Protocol server: a mind's tools and resources for MCP hosts, over stdio or
streamable HTTP. Only this package imports the MCP SDK (the `mcp` extra)."""

from entelechy.errors import MissingExtraError

try:
    import mcp  # noqa: F401 - checks the extra once, for every module of the package
    import uvicorn  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the installation
    raise MissingExtraError("The MCP server", "mcp") from error
