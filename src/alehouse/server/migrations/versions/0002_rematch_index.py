"""An index on the table a rematch follows: a finished table's page asks for its rematch.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02 14:00:00.000000
"""

from __future__ import annotations

from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('matches', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_matches_rematch_of'), ['rematch_of'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('matches', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_matches_rematch_of'))
