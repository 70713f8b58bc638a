"""The brain room: entities, edges, observations, intentions, alerts, sweep runs, and the ledger reads sweeps need.

Every query the heartbeat runs lives here, so its cost on a year of a busy shop can be read in one
place. Entries are only ever read in this room; the ledger room owns writing them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from dhandha.store.base import StoreBase

# A movement that still counts. A correction always reverses what it replaces first (a trigger
# enforces it), so "no reversal points at it" is the whole test, and one index lookup.
ACTIVE_SQL = "e.role = 'entry' AND NOT EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id)"

# A period total: a reversal row takes back what its entry added (as LedgerSQL.totals does).
SIGNED_SQL = "(CASE e.role WHEN 'reversal' THEN -e.amount_paise ELSE e.amount_paise END)"

# ISO-8601 UTC in the same shape as clock.iso(), for timestamps computed inside SQLite.
ISO_FMT = "%Y-%m-%dT%H:%M:%S+00:00"

PROFILE_TYPES = ("customer_profile", "supplier_profile")


def _json(value: dict[str, Any] | list[Any] | None) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)


class BrainSQL(StoreBase):
    """SQL for the business brain and its heartbeat."""

    # -- the ledger, as the sweeps read it ------------------------------------------------
    def brain_entries_since(self, since: str) -> list[sqlite3.Row]:
        """Active movements that happened since `since`, oldest first, with the contact's name."""
        return self.q(
            "SELECT e.id, e.kind, e.amount_paise, e.contact_id, c.name AS contact, e.item, e.source, e.input_id,"
            f" e.occurred_at, e.cash_paise FROM entries e LEFT JOIN contacts c ON c.id = e.contact_id"
            f" WHERE e.occurred_at >= ? AND {ACTIVE_SQL} ORDER BY e.occurred_at, e.id", (since,))

    def brain_history(self, contact_ids: Iterable[int], kinds: Sequence[str], since: str) -> list[sqlite3.Row]:
        """Active movements of some contacts and kinds since a time, oldest first."""
        return self.q(
            "SELECT e.id, e.contact_id, e.kind, e.amount_paise, e.occurred_at FROM entries e"
            " WHERE e.contact_id IN (SELECT value FROM json_each(?)) AND e.kind IN (SELECT value FROM json_each(?))"
            f" AND e.occurred_at >= ? AND {ACTIVE_SQL} ORDER BY e.occurred_at, e.id",
            (json.dumps(sorted(set(contact_ids))), json.dumps(list(kinds)), since))

    def brain_daily_totals(self, kinds: Sequence[str], start: str, end: str, offset: str) -> list[sqlite3.Row]:
        """(local day, kind, net paise) for [start, end). `offset` shifts UTC to the owner's zone ('+330 minutes')."""
        return self.q(
            f"SELECT date(e.occurred_at, ?) AS day, e.kind, SUM({SIGNED_SQL}) AS total"
            " FROM entries e WHERE e.kind IN (SELECT value FROM json_each(?))"
            " AND e.occurred_at >= ? AND e.occurred_at < ? GROUP BY day, e.kind",
            (offset, json.dumps(list(kinds)), start, end))

    def brain_active_ids(self, ids: Iterable[int]) -> set[int]:
        """Which of these entries still count (not cancelled, not replaced)."""
        rows = self.q(f"SELECT e.id FROM entries e WHERE e.id IN (SELECT value FROM json_each(?)) AND {ACTIVE_SQL}",
                      (json.dumps(sorted(set(ids))),))
        return {int(r[0]) for r in rows}

    def brain_first_entry_at(self) -> str | None:
        v = self.scalar("SELECT MIN(occurred_at) FROM entries")
        return None if v is None else str(v)

    def brain_last_entry_at(self) -> str | None:
        v = self.scalar("SELECT MAX(occurred_at) FROM entries")
        return None if v is None else str(v)

    def brain_contact_activity(self, since: str, offset: str, contact_ids: Iterable[int] | None = None
                               ) -> list[sqlite3.Row]:
        """Every active movement with a contact since a time (or only these contacts'): the raw
        material of rhythms, per contact and oldest first."""
        if contact_ids is not None:
            return self.q(
                "SELECT e.contact_id, e.kind, e.amount_paise, date(e.occurred_at, ?) AS day, e.occurred_at"
                " FROM entries e WHERE e.contact_id IN (SELECT value FROM json_each(?)) AND e.occurred_at >= ?"
                f" AND {ACTIVE_SQL} ORDER BY e.contact_id, e.occurred_at",
                (offset, json.dumps(sorted(set(contact_ids))), since))
        # The window by time (the unary + keep the planner from walking every contact's whole
        # history in contact order to save a sort).
        return self.q(
            "SELECT e.contact_id, e.kind, e.amount_paise, date(e.occurred_at, ?) AS day,"
            f" e.occurred_at FROM entries e WHERE e.occurred_at >= ? AND +e.contact_id IS NOT NULL AND {ACTIVE_SQL}"
            " ORDER BY +e.contact_id, e.occurred_at", (offset, since))

    def brain_contacts(self, ids: Iterable[int] | None = None) -> list[sqlite3.Row]:
        if ids is not None:
            return self.q("SELECT id, name, role, balance_paise, created_at FROM contacts"
                          " WHERE id IN (SELECT value FROM json_each(?))", (json.dumps(sorted(set(ids))),))
        return self.q("SELECT id, name, role, balance_paise, created_at FROM contacts")

    # -- what changed since a sweep last looked ----------------------------------------------
    def brain_last_entry_id(self) -> int:
        """The newest entry's id: a sweep that saw this id has seen every entry (ids only grow)."""
        return int(self.scalar("SELECT COALESCE(MAX(id), 0) FROM entries"))

    def brain_contacts_touched(self, after_id: int) -> list[int]:
        """Contacts named by an entry written after this one (a reversal names its entry's contact)."""
        # The rows since that id, deduplicated here: asked for DISTINCT, the planner would walk the
        # whole contact index in order instead.
        rows = self.q("SELECT contact_id FROM entries WHERE id > ? AND +contact_id IS NOT NULL", (after_id,))
        return sorted({int(r[0]) for r in rows})

    def brain_mark(self, key: str, value: str) -> bool:
        """Keep a sweep's watermark; False (and no write, so no sync) when it is unchanged."""
        if self.scalar("SELECT value FROM kv WHERE key = ?", (key,)) == value:
            return False
        self.x("INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
               (key, value))
        return True

    def brain_contact_id(self, name: str) -> int | None:
        """A contact by its matching form or one of its aliases."""
        n = " ".join(name.casefold().split())
        v = self.scalar("SELECT id FROM contacts WHERE norm = ? UNION ALL"
                        " SELECT contact_id FROM contact_names WHERE norm = ? LIMIT 1", (n, n))
        return None if v is None else int(v)

    def brain_contact_name(self, contact_id: int) -> str | None:
        v = self.scalar("SELECT name FROM contacts WHERE id = ?", (contact_id,))
        return None if v is None else str(v)

    def brain_first_after(self, contact_id: int, kinds: Sequence[str], start: str, end: str) -> sqlite3.Row | None:
        """The first active movement of these kinds with a contact in [start, end)."""
        return self.one(
            "SELECT e.id, e.kind, e.amount_paise, e.occurred_at FROM entries e WHERE e.contact_id = ?"
            " AND e.kind IN (SELECT value FROM json_each(?)) AND e.occurred_at >= ? AND e.occurred_at < ?"
            f" AND {ACTIVE_SQL} ORDER BY e.occurred_at LIMIT 1", (contact_id, json.dumps(list(kinds)), start, end))

    # -- receivables aging, kept up to date as entries arrive ------------------------------------
    def receivables_oldest_unpaid(self, contact_id: int, balance: int) -> str | None:
        """When the oldest charge still unpaid happened, for a debtor owing `balance`.

        Payments settle the oldest dues first, so the balance is made of the newest charges: walking
        the contact's charges newest first, the ones needed to add up to the balance are the unpaid
        ones. Only that many rows are read (the unary + keeps the walk on the contact's time index).
        """
        cur = self.conn.execute(
            "SELECT e.occurred_at, e.amount_paise FROM entries e WHERE e.contact_id = ?"
            f" AND +e.kind IN ('udhaar_given', 'payment_made') AND {ACTIVE_SQL}"
            " ORDER BY e.occurred_at DESC, e.id DESC", (contact_id,))
        oldest, before = None, 0
        try:
            for at, amount in cur:
                if before >= balance:
                    break
                oldest, before = str(at), before + int(amount)
        finally:
            cur.close()
        return oldest

    def receivables_recent(self, contact_id: int, since: str) -> int:
        """One debtor's charges (credit given, payments made to them) since a time, still counting."""
        return int(self.scalar(
            "SELECT COALESCE(SUM(e.amount_paise), 0) FROM entries e WHERE e.contact_id = ?"
            f" AND e.kind IN ('udhaar_given', 'payment_made') AND e.occurred_at >= ? AND {ACTIVE_SQL}",
            (contact_id, since)))

    def receivables_keep(self, rows: Iterable[tuple[int, str | None]], drop: Iterable[int]) -> None:
        """(debtor, oldest unpaid charge) for debtors whose entries changed; `drop`: no longer debtors."""
        self.conn.executemany("INSERT INTO receivables (contact_id, oldest_unpaid_at) VALUES (?, ?)"
                              " ON CONFLICT(contact_id) DO UPDATE SET oldest_unpaid_at = excluded.oldest_unpaid_at",
                              list(rows))
        self.conn.executemany("DELETE FROM receivables WHERE contact_id = ?", [(c,) for c in drop])

    def receivables_clear(self) -> None:
        self.x("DELETE FROM receivables")

    def receivables_aging(self, recent_since: str) -> list[sqlite3.Row]:
        """For every debtor: balance, when the oldest still-unpaid charge happened, and charges since a time.

        Reads the kept summary (brought up to date by brain.overdue.refresh_aging) and a few days
        of charges; never the whole ledger.
        """
        return self.q(
            "SELECT c.id AS contact_id, c.name, c.balance_paise,"
            " COALESCE(k.oldest_unpaid_at, c.created_at) AS oldest_unpaid_at, COALESCE(x.recent, 0) AS recent_charges"
            " FROM contacts c JOIN receivables k ON k.contact_id = c.id"
            " LEFT JOIN (SELECT e.contact_id, SUM(e.amount_paise) AS recent FROM entries e"
            "   WHERE e.kind IN ('udhaar_given', 'payment_made') AND e.occurred_at >= ?"
            f"  AND +e.contact_id IS NOT NULL AND {ACTIVE_SQL} GROUP BY e.contact_id) x ON x.contact_id = c.id"
            " WHERE c.balance_paise > 0", (recent_since,))

    # -- entities: profiles of contacts, and the shop's own patterns ---------------------------
    def profiles(self) -> dict[int, sqlite3.Row]:
        """Every contact's profile entity, by contact id."""
        rows = self.q("SELECT * FROM brain_entities WHERE ref_table = 'contacts'")
        return {int(r["ref_id"]): r for r in rows}

    def profile_of(self, contact_id: int) -> sqlite3.Row | None:
        return self.one("SELECT * FROM brain_entities WHERE ref_table = 'contacts' AND ref_id = ?", (contact_id,))

    def profile_ensure(self, contact_id: int) -> int:
        """The contact's profile entity, created empty on first need (a promise can come before any pattern)."""
        row = self.profile_of(contact_id)
        if row is not None:
            return int(row["id"])
        c = self.one("SELECT name, role FROM contacts WHERE id = ?", (contact_id,))
        if c is None:
            raise KeyError(contact_id)
        kind = "supplier_profile" if c["role"] == "supplier" else "customer_profile"
        cur = self.x(
            "INSERT INTO brain_entities (type, name, ref_id, ref_table, properties, confidence, provenance,"
            " created_at, updated_at) VALUES (?, ?, ?, 'contacts', '{}', 0.1, ?, ?, ?)",
            (kind, c["name"], contact_id, _json({"by": "profile_ensure"}), self.now(), self.now()))
        return int(cur.lastrowid or 0)

    def profiles_insert(self, rows: Iterable[tuple[str, str, int, dict[str, Any], float, dict[str, Any]]]) -> None:
        """(type, name, contact id, properties, confidence, provenance) for contacts seen the first time."""
        now = self.now()
        self.conn.executemany(
            "INSERT INTO brain_entities (type, name, ref_id, ref_table, properties, confidence, provenance,"
            " created_at, updated_at) VALUES (?, ?, ?, 'contacts', ?, ?, ?, ?, ?)",
            [(t, n, cid, _json(p), c, _json(pv), now, now) for t, n, cid, p, c, pv in rows])

    def profiles_update(self, rows: Iterable[tuple[int, str, str, dict[str, Any], float, dict[str, Any]]]) -> None:
        """(entity id, type, name, properties, confidence, provenance) for profiles whose facts changed."""
        now = self.now()
        self.conn.executemany(
            "UPDATE brain_entities SET type = ?, name = ?, properties = ?, confidence = ?, provenance = ?,"
            " updated_at = ? WHERE id = ?",
            [(t, n, _json(p), c, _json(pv), now, eid) for eid, t, n, p, c, pv in rows])

    def entity_props_merge(self, entity_id: int, props: dict[str, Any]) -> None:
        """Set some properties of one entity, keeping the rest (a sweep owns only its own keys)."""
        self.x("UPDATE brain_entities SET properties = json_patch(properties, ?), updated_at = ? WHERE id = ?",
               (_json(props), self.now(), entity_id))

    def entity_named(self, type_: str, name: str) -> sqlite3.Row | None:
        return self.one("SELECT * FROM brain_entities WHERE type = ? AND name = ? AND ref_id IS NULL", (type_, name))

    def entity_named_save(self, type_: str, name: str, props: dict[str, Any], confidence: float,
                          provenance: dict[str, Any]) -> int:
        """Create or replace a ref-less entity (the shop, its weekly cycle)."""
        row = self.entity_named(type_, name)
        now = self.now()
        if row is None:
            cur = self.x(
                "INSERT INTO brain_entities (type, name, properties, confidence, provenance, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)", (type_, name, _json(props), confidence, _json(provenance), now, now))
            return int(cur.lastrowid or 0)
        self.x("UPDATE brain_entities SET properties = ?, confidence = ?, provenance = ?, updated_at = ? WHERE id = ?",
               (_json(props), confidence, _json(provenance), now, row["id"]))
        return int(row["id"])

    def patterns_top(self, limit: int, min_confidence: float) -> list[sqlite3.Row]:
        return self.q("SELECT name, properties, confidence FROM brain_entities WHERE type = 'pattern'"
                      " AND is_active = 1 AND confidence >= ? ORDER BY confidence DESC LIMIT ?",
                      (min_confidence, limit))

    # -- edges ----------------------------------------------------------------------------
    def edges_all(self) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM brain_edges")

    def edges_of(self, entity_id: int, limit: int = 10) -> list[sqlite3.Row]:
        return self.q(
            "SELECT e.type, e.weight, e.properties, e.last_refreshed, t.name AS target FROM brain_edges e"
            " LEFT JOIN brain_entities t ON t.id = e.to_entity_id WHERE e.from_entity_id = ?"
            " ORDER BY e.weight DESC LIMIT ?", (entity_id, limit))

    def edges_upsert(self, rows: Iterable[tuple[int, int, str, float, dict[str, Any], str]]) -> None:
        """(from, to, type, weight, properties, last_refreshed): refreshed by recent activity."""
        now = self.now()
        self.conn.executemany(
            "INSERT INTO brain_edges (from_entity_id, to_entity_id, type, weight, properties, provenance,"
            " last_refreshed, created_at) VALUES (?, ?, ?, ?, ?, '{\"sweep\": \"decay\"}', ?, ?)"
            " ON CONFLICT(from_entity_id, to_entity_id, type) DO UPDATE SET weight = excluded.weight,"
            " properties = excluded.properties, last_refreshed = excluded.last_refreshed",
            [(f, t, ty, w, _json(p), lr, now) for f, t, ty, w, p, lr in rows])

    def edges_set_weights(self, rows: Iterable[tuple[float, int]]) -> None:
        self.conn.executemany("UPDATE brain_edges SET weight = ? WHERE id = ?", list(rows))

    # -- observations -----------------------------------------------------------------------
    def obs_add(self, *, type_: str, content: str, properties: dict[str, Any], confidence: float, source: str,
                provenance: dict[str, Any], dedup_key: str | None, entity_id: int | None = None,
                language: str | None = None, valid_from: str | None = None,
                expires_at: str | None = None) -> int | None:
        """Note something once; None when the same dedup key was noted before (a re-run sweep)."""
        cur = self.x(
            "INSERT OR IGNORE INTO brain_observations (type, entity_id, content, properties, confidence, source,"
            " provenance, language, dedup_key, valid_from, expires_at, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (type_, entity_id, content, _json(properties), confidence, source, _json(provenance), language,
             dedup_key, valid_from, expires_at, self.now()))
        return int(cur.lastrowid) if cur.rowcount == 1 and cur.lastrowid else None

    def obs_all(self) -> list[sqlite3.Row]:
        """Every observation ever made, whatever became of it (for judging a simulated run)."""
        return self.q("SELECT * FROM brain_observations")

    def obs_get(self, obs_id: int) -> sqlite3.Row | None:
        return self.one("SELECT * FROM brain_observations WHERE id = ?", (obs_id,))

    def obs_by_key(self, dedup_key: str) -> sqlite3.Row | None:
        return self.one("SELECT * FROM brain_observations WHERE dedup_key = ?", (dedup_key,))

    def obs_open(self, type_: str, kind: str | None = None) -> list[sqlite3.Row]:
        """Unresolved observations of a type (and a kind in their properties), oldest first."""
        if kind is None:
            return self.q("SELECT * FROM brain_observations WHERE type = ? AND is_resolved = 0 ORDER BY created_at",
                          (type_,))
        return self.q("SELECT * FROM brain_observations WHERE type = ? AND is_resolved = 0"
                      " AND json_extract(properties, '$.kind') = ? ORDER BY created_at", (type_, kind))

    def obs_resolve(self, obs_id: int, resolution: str, props: dict[str, Any] | None = None) -> None:
        self.x("UPDATE brain_observations SET is_resolved = 1, resolution = ?,"
               " properties = json_patch(properties, ?) WHERE id = ?", (resolution, _json(props or {}), obs_id))

    def obs_fill_expiry(self, days_by_type: dict[str, int]) -> int:
        """Give observations written without an expiry (by the chain, an LLM) their type's lifetime."""
        n = 0
        for type_, days in days_by_type.items():
            cur = self.x(
                "UPDATE brain_observations SET expires_at = strftime(?, created_at, ?)"
                " WHERE type = ? AND is_resolved = 0 AND expires_at IS NULL", (ISO_FMT, f"+{days} days", type_))
            n += cur.rowcount
        return n

    def obs_expire_due(self, now: str) -> int:
        cur = self.x("UPDATE brain_observations SET is_resolved = 1, resolution = 'expired'"
                     " WHERE is_resolved = 0 AND expires_at IS NOT NULL AND expires_at <= ?", (now,))
        return cur.rowcount

    def obs_active(self, now: str, limit: int, min_confidence: float = 0.5) -> list[sqlite3.Row]:
        """The notebook's top lines: anomalies first, then promises, inferences, insights; surest first."""
        return self.q(
            "SELECT id, type, entity_id, content, properties, confidence, created_at FROM brain_observations"
            " WHERE is_resolved = 0 AND (expires_at IS NULL OR expires_at > ?) AND confidence >= ?"
            " ORDER BY CASE type WHEN 'anomaly' THEN 1 WHEN 'intention' THEN 2 WHEN 'inference' THEN 3"
            " WHEN 'prediction' THEN 4 WHEN 'todo' THEN 5 WHEN 'insight' THEN 6 ELSE 7 END,"
            " confidence DESC, created_at DESC LIMIT ?", (now, min_confidence, limit))

    def obs_for_entity(self, entity_id: int, now: str, limit: int, include_resolved_since: str | None = None
                       ) -> list[sqlite3.Row]:
        """What the notebook says about one person: open notes, and recently settled promises."""
        return self.q(
            # By the person alone, pinned: with statistics taken while every note was shop-wide
            # (entity_id NULL) the planner reads the person's index as useless and walks every note
            # in the book, which grows with the years (a 10-year shop: 9,000 notes, 1.6 ms a turn).
            "SELECT id, type, content, properties, confidence, is_resolved, resolution, created_at"
            " FROM brain_observations INDEXED BY brain_obs_entity WHERE entity_id = ? AND ((+is_resolved = 0 AND (+expires_at IS NULL"
            " OR +expires_at > ?)) OR (+is_resolved = 1 AND +resolution IN ('kept', 'broken') AND +created_at >= ?))"
            " ORDER BY +is_resolved, created_at DESC LIMIT ?",
            (entity_id, now, include_resolved_since or now, limit))

    def obs_untold(self, since: str, now: str, severities: Sequence[str]) -> list[sqlite3.Row]:
        """Open observations of these alert severities, noted since a time, that no alert row covers yet."""
        return self.q(
            "SELECT o.* FROM brain_observations o WHERE o.is_resolved = 0 AND o.created_at >= ?"
            " AND (o.expires_at IS NULL OR o.expires_at > ?)"
            " AND json_extract(o.properties, '$.alert') IN (SELECT value FROM json_each(?))"
            " AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.observation_id = o.id) ORDER BY o.created_at, o.id",
            (since, now, json.dumps(list(severities))))

    def obs_queued(self, now: str) -> list[sqlite3.Row]:
        """Observations whose alert waits for the briefing (over the day's cap, or briefing-only)."""
        return self.q(
            "SELECT o.*, a.id AS alert_id FROM alerts a INDEXED BY alerts_queued"
            " JOIN brain_observations o ON o.id = a.observation_id"
            " WHERE a.status = 'queued' AND o.is_resolved = 0 AND (o.expires_at IS NULL OR o.expires_at > ?)"
            " ORDER BY a.id", (now,))

    def obs_calendar(self, now: str) -> list[sqlite3.Row]:
        """Open festival and deadline notes."""
        return self.q("SELECT * FROM brain_observations WHERE source = 'calendar' AND is_resolved = 0"
                      " AND (expires_at IS NULL OR expires_at > ?) ORDER BY valid_from", (now,))

    # -- intentions: promises the owner reported ------------------------------------------------
    def intention_add(self, contact_id: int | None, name: str | None, due: str, amount_paise: int | None,
                      what: str, text: str, language: str | None, provenance: dict[str, Any]) -> int:
        """Keep "Rajan bola Friday ko dega" as an open intention; returns the observation id.

        Called by the chain's execute stage inside its transaction. `due` is the owner-zone ISO date
        ("" when none was said); intentions never expire, the heartbeat settles them.
        """
        with self.tx():
            if contact_id is None and name:
                contact_id = self.brain_contact_id(name)
            entity_id = self.profile_ensure(contact_id) if contact_id is not None else None
            who = (self.brain_contact_name(contact_id) if contact_id is not None else None) or name
            props = {"kind": "promise", "contact_id": contact_id, "name": who, "due": due or None,
                     "amount_paise": amount_paise, "what": what or "pay"}
            key = provenance.get("input")
            obs_id = self.obs_add(
                type_="intention", content=text, properties=props, confidence=0.9, source="conversation",
                provenance=provenance, dedup_key=f"intention:{key}:{contact_id or who}:{due}" if key else None,
                entity_id=entity_id, language=language)
            if obs_id is None:  # the same message again: point at the first note
                row = self.obs_by_key(f"intention:{key}:{contact_id or who}:{due}")
                return int(row["id"]) if row else 0
            return obs_id

    def intention_link(self, obs_id: int, contact_id: int, entity_id: int) -> None:
        """A promise made before its person was a contact, tied to them once they are."""
        self.x("UPDATE brain_observations SET entity_id = ?, properties = json_set(properties, '$.contact_id', ?)"
               " WHERE id = ?", (entity_id, contact_id, obs_id))

    def promise_counts(self) -> dict[int, tuple[int, int]]:
        """(kept, broken) promises per contact, over all time."""
        rows = self.q(
            "SELECT json_extract(properties, '$.contact_id') AS cid,"
            " SUM(resolution = 'kept'), SUM(resolution = 'broken') FROM brain_observations"
            " WHERE type = 'intention' AND is_resolved = 1 AND resolution IN ('kept', 'broken')"
            " AND json_extract(properties, '$.contact_id') IS NOT NULL GROUP BY cid")
        return {int(r[0]): (int(r[1]), int(r[2])) for r in rows}

    # -- alerts: what was told, so that nothing is told twice ---------------------------------------
    def alert_add(self, idem_key: str, observation_id: int | None, severity: str, day: str, status: str,
                  text: str) -> bool:
        cur = self.x(
            "INSERT OR IGNORE INTO alerts (idem_key, observation_id, severity, day, at, status, text)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)", (idem_key, observation_id, severity, day, self.now(), status, text))
        return cur.rowcount == 1

    def alert_exists(self, idem_key: str) -> bool:
        return self.one("SELECT 1 FROM alerts WHERE idem_key = ?", (idem_key,)) is not None

    def alerts_told(self, obs_ids: Iterable[int]) -> set[int]:
        """Which of these observations some alert or briefing already covered."""
        rows = self.q("SELECT observation_id FROM alerts WHERE observation_id IN (SELECT value FROM json_each(?))",
                      (json.dumps(sorted(set(obs_ids))),))
        return {int(r[0]) for r in rows}

    def alerts_sent_count(self, day: str, severity: str) -> int:
        return int(self.scalar("SELECT COUNT(*) FROM alerts WHERE day = ? AND severity = ? AND status = 'sent'",
                               (day, severity)))

    def alerts_queued(self, prefix: str) -> list[sqlite3.Row]:
        # Named: queued alerts are a handful among years of sent ones, which statistics from a quiet
        # day do not show the planner.
        return self.q("SELECT * FROM alerts INDEXED BY alerts_queued WHERE status = 'queued' AND idem_key LIKE ?"
                      " ORDER BY id", (prefix + "%",))

    def alerts_mark(self, ids: Iterable[int], status: str) -> None:
        self.conn.executemany("UPDATE alerts SET status = ? WHERE id = ?", [(status, i) for i in ids])

    def alerts_list(self) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM alerts ORDER BY id")

    def briefings_all(self) -> list[sqlite3.Row]:
        """Every morning briefing queued, oldest first."""
        return self.q("SELECT * FROM outbox WHERE kind = 'briefing' ORDER BY id")

    def briefing_text(self, day: str) -> str | None:
        """The briefing queued for the owner on a day, if it went out."""
        v = self.scalar("SELECT text FROM outbox WHERE idem_key = ?", (f"briefing:{day}",))
        return None if v is None else str(v)

    # -- sweep runs ---------------------------------------------------------------------------
    def sweep_record(self, name: str, started_at: str, duration_ms: float, outcome: str, produced: int,
                     detail: str | None, ran_by: str = "daemon") -> None:
        self.x("INSERT INTO sweep_runs (name, started_at, duration_ms, outcome, produced, detail, ran_by)"
               " VALUES (?, ?, ?, ?, ?, ?, ?)",
               (name, started_at, round(duration_ms, 2), outcome, produced, detail, ran_by))

    def sweep_runs(self, name: str | None = None, limit: int = 50) -> list[sqlite3.Row]:
        if name is None:
            return self.q("SELECT * FROM sweep_runs ORDER BY id DESC LIMIT ?", (limit,))
        return self.q("SELECT * FROM sweep_runs WHERE name = ? ORDER BY id DESC LIMIT ?", (name, limit))
