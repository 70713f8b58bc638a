"""`dhandha torture`: kills, faults and model-checked sequences against the books, with figures.

One idea per module: `figures` (what is counted), `books` (reading a home's ledger and judging
it), `procs` (real `dhandha` processes in their own process groups), `kills` (SIGKILL at random
points of each command), `machine` (a Hypothesis state machine checked against a model after every
step), `faults` (a full disk, a corrupted page, a deleted WAL, clock jumps, a hung termux-*), and
`command` (the time budget and the report).
"""
