"""Monastery (Ragnar Brothers, 2008), 2-4 players: standard, simple and team games."""

from .game import Monastery

GAME = Monastery()

__all__ = ["GAME", "Monastery"]
