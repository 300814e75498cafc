"""The API as published at /openapi.json: for every operation, schemathesis draws requests from
its schema (valid and invalid ones) and sends them logged in with a bearer token; no answer is a
server error, and every answer fits the schema."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error, response_schema_conformance

from .client import Player
from .conftest import settings_for
from .services import threaded_server

EXAMPLES = int(os.environ.get("ALEHOUSE_SCHEMATHESIS_EXAMPLES", "20"))
"""Requests per operation (a nightly run may ask for more)."""


def last_if_logout(operation: Any) -> bool:
    """Logging out ends the token the other requests use: it goes last."""
    return bool(operation.method.upper() == "DELETE" and operation.path == "/api/session")


def test_no_request_gets_a_server_error(tmp_path: Path) -> None:
    with threaded_server(settings_for(f"sqlite:///{tmp_path / 'alehouse.db'}")) as url:
        ann = Player(url, "Ann")
        ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "me"}])
        schema = schemathesis.openapi.from_url(f"{url}/openapi.json")
        operations = sorted((result.ok() for result in schema.get_all_operations()),
                            key=last_if_logout)
        assert len(operations) >= 18
        for operation in operations:
            if last_if_logout(operation):
                assert ann.call("GET", "/api/me")["name"] == "Ann"  # all ran logged in

            @given(case=operation.as_strategy())
            @settings(max_examples=EXAMPLES, deadline=None, database=None,
                      suppress_health_check=list(HealthCheck))
            def call(case: Any) -> None:
                case.call_and_validate(base_url=url, headers=ann.headers,
                                       checks=[not_a_server_error,
                                               response_schema_conformance])

            call()
