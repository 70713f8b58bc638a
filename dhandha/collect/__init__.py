"""Collections: reminders that reach the customer, statements, UPI reconciliation, the forecast,
the credit-risk note and the week in a picture."""
