"""The `entelechy` command."""
