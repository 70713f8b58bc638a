"""Phone numbers for the shop's accounts, from the phone book (`dhandha contacts sync`)."""
