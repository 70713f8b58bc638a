"""`dhandha contacts sync`: the phone book's numbers onto the shop's accounts."""

from __future__ import annotations

import argparse

from dhandha import device, phones
from dhandha.clock import iso
from dhandha.ledger.book import Where
from dhandha.phonebook import match, sync


def cmd_contacts_sync(args: argparse.Namespace) -> int:
    from dhandha.app import make_deps

    deps = make_deps()
    store = deps.store
    try:
        raw = device.contact_list(deps.settings.device_timeout_seconds)
        book = match.entries(raw)
        found = match.match(sync.accounts(store), book)
        now = deps.clock()
        where = Where(source="console", key=f"contacts-sync:{iso(now)}", at=now, tz=deps.tz())
        with store.tx():
            saved = sync.link(store, found.sure, where)
        for a, e in found.sure:
            print(f"linked  {a.name:<24} {phones.shown(e.phone)}  (phone book: {e.name})")
        asked = _doubts(deps, found, where, args)
        print(f"phone book: {len(raw)} entries, {len(book)} mobile numbers; {found.known} already on accounts;"
              f" {saved} linked now; {asked} asked about; {found.unmatched} look like nobody in the books")
        return 0
    finally:
        store.close()


def _doubts(deps, found: match.Found, where: Where, args: argparse.Namespace) -> int:  # noqa: ANN001 - Deps
    store = deps.store
    if not found.doubtful:
        return 0
    if args.ask_owner:
        day = deps.today().isoformat()
        sync.queue(store, found.doubtful, deps.owner_chat, deps.language(), key=f"phonebook:{day}")
        print(f"{len(found.doubtful)} doubtful matches: asked the owner in one message on the chat")
        return len(found.doubtful)
    print(sync.question(found.doubtful, "en"))
    if args.yes:
        print("(--yes: doubtful matches are left for you; run without --yes to answer)")
        return len(found.doubtful)
    try:
        said = input("> ")
    except EOFError:
        said = ""
    picked = sync.chosen(said, len(found.doubtful))
    if picked is None:
        print("not understood: nothing linked for these (answer like '1 3', 'all' or 'none')")
        return len(found.doubtful)
    with store.tx():
        n = sync.link(store, [p for i, p in enumerate(found.doubtful, start=1) if i in picked], where)
    print(f"linked {n} of the {len(found.doubtful)} you were asked about")
    return len(found.doubtful)
