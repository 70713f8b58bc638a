-- Who ran a sweep: the daemon's heartbeat, or an operator's `dhandha sweep` by hand. A manual
-- run must not make a dead heartbeat look alive to `dhandha doctor`.
ALTER TABLE sweep_runs ADD COLUMN ran_by TEXT NOT NULL DEFAULT 'daemon' CHECK (ran_by IN ('daemon', 'manual'));
