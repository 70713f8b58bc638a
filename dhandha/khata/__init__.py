"""Bringing in the old books: a Khatabook/OkCredit export or a hand-made sheet of who owes what."""
