"""Lower layers never import higher ones, and only the adapters import the heavy libraries.

Read from the source (ast), so an import inside a function counts as much as one at the top;
imports under `if TYPE_CHECKING:` do not run and are not counted.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import dhandha

PACKAGE = Path(dhandha.__file__).parent

# Lowest first. Every top-level module or package of dhandha has its place; a new one must be
# given one here. A layer may import its own and any lower layer.
LAYERS: dict[str, frozenset[str]] = {
    # Plain facts and plumbing: no books, no thinking.
    "base": frozenset({
        "__init__", "age", "checkup", "clock", "daemon_files", "damage", "device", "diagnosis", "errors", "highwater",
        "knowledge", "lang", "money", "offsite", "outgoing", "paths", "phones", "prebuilt", "private", "readable",
        "reading", "redact", "settings", "typed_config",
    }),
    # The one class that speaks SQL.
    "store": frozenset({"store"}),
    # Reading a message: text in, a Reading out; no chain, no books written.
    "think": frozenset({"think"}),
    # The shop: the chain (and its LLM stage), the ledger, the sweeps' work, what Deps carries.
    "shop": frozenset({
        "brain", "chain", "collect", "deps", "khata", "ledger", "llm", "onboarding", "outbox", "phonebook",
        "questions", "reports", "sms",
    }),
    # The edges: channels (adapters), the wiring of a process (app), the daemon and heartbeat,
    # commands and the tools around them.
    "edge": frozenset({
        "__main__", "app", "backup", "bench", "busy_shop", "channels", "cli", "daemon", "daemon_bench", "demo", "doctor",
        "doctor_books", "doctor_phone", "eval", "heartbeat", "simulate", "torture",
    }),
}
RANK = {area: n for n, layer in enumerate(LAYERS) for area in LAYERS[layer]}
EDGE = RANK["cli"]

# A command is the top layer wherever it is written: `command(s).py` and `bench.py` modules, and the
# `cmd_*` functions a feature module keeps beside the code they drive.
COMMAND_MODULES = frozenset({"command", "commands", "bench"})

# Upward imports kept on purpose, each with its reason.
ALLOWED = {
    # The scorecard scores readings as the chain acts on them; this wrapper is an evaluation tool
    # that sits above the chain although it lives beside the thinker it wraps.
    ("dhandha.think.guarded", "dhandha.chain.guards"),
}

# Start-up cost on a phone: only these modules may import these libraries.
HEAVY = {
    "telegram": frozenset({"dhandha.channels.telegram", "dhandha.daemon"}),
    "openai": frozenset({"dhandha.llm.client"}),
    "apscheduler": frozenset({"dhandha.heartbeat"}),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def rank_of(module: str, *, in_command: bool = False) -> int:
    parts = module.split(".")
    if in_command or parts[-1] in COMMAND_MODULES:
        return EDGE
    area = parts[1] if len(parts) > 1 else "__init__"
    assert area in RANK, f"{area} has no layer: give it one in tests/test_layers.py LAYERS"
    return RANK[area]


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> list[str]:
    if node.level:
        base = module.split(".")
        base = base[: len(base) - node.level + is_package]
        return [".".join(base + ([node.module] if node.module else []))]
    if node.module == "dhandha":
        return [f"dhandha.{a.name}" for a in node.names]
    return [node.module or ""]


def imports(path: Path) -> Iterator[tuple[str, int, bool]]:
    """(imported module, line, inside a cmd_* function) for every import that runs."""
    module = module_name(path)
    is_package = path.name == "__init__.py"

    def walk(node: ast.AST, in_command: bool) -> Iterator[tuple[str, int, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from (x for n in child.orelse for x in walk(n, in_command))
                continue
            if isinstance(child, ast.Import):
                yield from ((a.name, child.lineno, in_command) for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                yield from ((name, child.lineno, in_command) for name in _resolve(module, is_package, child))
            inner = in_command or (isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
                                   and child.name.startswith("cmd_"))
            yield from walk(child, inner)

    yield from walk(ast.parse(path.read_text(encoding="utf-8")), False)


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_every_module_has_a_layer() -> None:
    for path in sources():
        rank_of(module_name(path))


def test_no_layer_imports_a_higher_one() -> None:
    upward = []
    for path in sources():
        me = module_name(path)
        for name, line, in_command in imports(path):
            if not name.startswith("dhandha.") or (me, name) in ALLOWED:
                continue
            if rank_of(name) > rank_of(me, in_command=in_command):
                upward.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {name}")
    assert not upward, "upward imports:\n" + "\n".join(upward)


def test_only_the_adapters_import_the_heavy_libraries() -> None:
    found = []
    for path in sources():
        me = module_name(path)
        for name, line, _ in imports(path):
            top = name.split(".")[0]
            if top in HEAVY and me not in HEAVY[top]:
                found.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {name}")
    assert not found, "heavy imports outside their adapters:\n" + "\n".join(found)


def test_the_rules_the_team_named() -> None:
    """The table keeps the named rules: store below think below the chain; telegram only at the edge."""
    assert RANK["store"] < RANK["think"] < RANK["chain"] < RANK["channels"]
    assert RANK["llm"] == RANK["chain"]  # the chain's LLM stage
    assert all(rank_of(m) == EDGE for m in HEAVY["telegram"])
