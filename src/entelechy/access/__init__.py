"""Who may speak to a store from outside the machine: bearer access tokens, stored as digests,
resolved to a principal (the operator, or one person). The MCP server and any web surface share
them."""
