"""Measuring the bot from outside: scorers that drive the real CLI and compare what it leaves behind."""
