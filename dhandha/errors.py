"""The few errors dhandha raises, named by who has to read them."""


class OwnerError(Exception):
    """Something the owner must be told, in plain words (a template key plus its values)."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


class OperatorError(Exception):
    """Something the operator must fix: configuration, permissions, a newer database."""


class LedgerMismatch(Exception):
    """A bug: what was written does not read back as planned, or a balance disagrees with its entries."""
