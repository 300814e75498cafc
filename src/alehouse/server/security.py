"""Passwords, session tokens and CSRF tokens.

Passwords are hashed with Argon2id (argon2-cffi) and never stored or logged in the clear. A
session token is 32 random bytes, handed to the client once and kept only as its SHA-256, so a
copy of the database logs no one in. A browser session also has a CSRF token: the page sends it
back in the ``X-CSRF-Token`` header with every request that changes something (the
double-submit check), which a page of another site cannot do.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_HASHER = PasswordHasher()


def hash_password(password: str) -> str:
    return _HASHER.hash(password)


def password_matches(stored: str | None, password: str) -> bool:
    """Whether `password` is the one `stored` was hashed from (False for no stored hash)."""
    if stored is None:
        _HASHER.hash(password)  # the same time spent whether or not the account exists
        return False
    try:
        return _HASHER.verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same(a: str | None, b: str | None) -> bool:
    """A comparison of secrets that takes the same time wherever they differ."""
    return a is not None and b is not None and hmac.compare_digest(a.encode(), b.encode())
