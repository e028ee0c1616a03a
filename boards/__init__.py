"""wispy.boards: board descriptions as data (one TOML file per board)."""
