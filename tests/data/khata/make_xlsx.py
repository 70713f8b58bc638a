"""Writes khatabook_customers.xlsx with openpyxl (run by hand; not part of the test run)."""

from datetime import date

from openpyxl import Workbook

wb = Workbook()
ws = wb.active
ws.title = "Customers"
ws.append(["Suresh Kirana"])
ws.append(["Customer List Report"])
ws.append([])
ws.append(["Name", "Phone Number", "Last Transaction", "You'll Get", "You'll Give"])
ws.append(["Rajan", "+919876543210", date(2026, 10, 1), 1200, None])
ws.append(["राजेश", 9812345678, date(2026, 11, 2), 2500.5, None])
ws.append(["Fernandes", None, None, None, 300])
ws.append(["Bad Amount", None, None, "twelve", None])
ws.append(["Rajan", "+919876543210", date(2026, 10, 1), 1200, None])
ws.append(["Total", None, None, 4900.5, 300])
wb.save("khatabook_customers.xlsx")
