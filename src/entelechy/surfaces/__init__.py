"""Ways in: the command line, the HTTP API and the MCP server. They talk only to `Mind`."""
