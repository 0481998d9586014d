"""Alembic environment: always run on a connection handed over by `entelechy.record.store`."""

from __future__ import annotations

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, version_table="entelechy_migrations")
with context.begin_transaction():
    context.run_migrations()
