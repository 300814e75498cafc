"""A bot seat keeps the level it was named by (easy, normal, hard, expert) beside its spec.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-09 10:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.add_column(sa.Column('level', sa.String(length=16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.drop_column('level')
