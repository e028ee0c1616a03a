"""Peripheral models, one file per nRF51 peripheral."""
