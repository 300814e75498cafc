"""How long the fuzz tests run: a short, deterministic run in `make test` and a long, random
one in `make sweep` (the same checks, more and new inputs)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

SHORT_EXAMPLES = 60
LONG_EXAMPLES = 2000

_common = {"deadline": None, "suppress_health_check": list(HealthCheck), "database": None}

SHORT = settings(max_examples=SHORT_EXAMPLES, derandomize=True, **_common)
"""`make test`: the same inputs every run, so a red CI always reproduces."""

LONG = settings(max_examples=LONG_EXAMPLES, **_common)
"""`make sweep`: new random inputs each night."""
