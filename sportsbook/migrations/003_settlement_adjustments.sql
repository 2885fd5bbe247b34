-- Corrections are moved in Khela's wallet by the seamless API's `adjust` call (docs/sportsbook.md
-- "Money and restart rules"), keyed by the settlement's idempotency key `{bet}:resettle:{version}`.
-- A correction row is pending until Khela answers it: then `adjusted_at` and Khela's status (and
-- the shortfall, what a take-back could not take from the player) are kept. Retry bookkeeping as
-- on bets. A first settlement (kind = first) is paid by the bet's `win`, never adjusted.
ALTER TABLE bet_settlements
  ADD COLUMN adjusted_at timestamptz,
  ADD COLUMN adjust_status text,
  ADD COLUMN shortfall bigint,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN last_problem text;
CREATE INDEX bet_settlements_unadjusted ON bet_settlements (bet_id, version) WHERE kind = 'correction' AND adjusted_at IS NULL;
