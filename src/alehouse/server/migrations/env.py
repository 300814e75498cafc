"""Alembic's environment: migrations run on the connection `db.migrate` hands over."""

from __future__ import annotations

from alembic import context

from alehouse.server.models import Base

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("the server's migrations run through alehouse.server.db.migrate")
context.configure(connection=connection, target_metadata=Base.metadata,
                  render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
