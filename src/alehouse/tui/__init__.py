"""Play in the terminal: hot-seat and against bots (sessions.py), replay and simulate, and the
rendering and input parsing they share (terminal.py). Uses the engine contract and
`alehouse.bots` only."""
