"""The first hour with a new shop: who it is (profile), the questions (terminal and chat)."""
