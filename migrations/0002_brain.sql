-- 0002: indexes the heartbeat's sweeps need to stay index walks on a year of a busy shop.
-- No new tables: the brain lives in 0001's brain_* tables, alerts and sweep_runs.

-- A contact's profile is looked up by the contact alone, whatever type it was filed under
-- (a customer who starts supplying keeps one profile).
CREATE INDEX brain_ent_ref_any ON brain_entities(ref_table, ref_id);

-- Entities without a ref (the shop, its weekly cycle) are found by type and name.
CREATE INDEX brain_ent_type_name ON brain_entities(type, name);

-- Open observations of one type: intentions to check, duplicates to re-verify, calendar notes.
-- Resolved rows pile up over the years and are never read by a sweep.
CREATE INDEX brain_obs_open ON brain_observations(type, created_at) WHERE is_resolved = 0;

-- "Has this observation been told to the owner yet?" for every open observation.
CREATE INDEX alerts_observation ON alerts(observation_id);
