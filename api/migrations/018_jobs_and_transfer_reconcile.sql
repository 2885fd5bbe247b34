-- Scheduled jobs (docs/adr/0011-scheduled-jobs-croner-and-a-run-table.md, api/src/platform/jobs) and
-- the reconciliation of transfer-mode vendors' game wallets (docs/vendor-wallet.md, part 4).

-- One row per job and slot (the time the schedule named): the instance whose INSERT lands runs the
-- slot, so several api instances on one database run it once. A run that failed is retried (new
-- attempt, same row) after next_attempt_at; one whose instance died is taken over after lease_until.
CREATE TABLE job_runs (
  job_name        text NOT NULL,
  slot            timestamptz NOT NULL,
  status          text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  attempts        integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  instance        text NOT NULL,               -- who ran (or runs) the last attempt
  started_at      timestamptz NOT NULL DEFAULT now(),
  lease_until     timestamptz NOT NULL,        -- a running attempt past this is presumed dead
  next_attempt_at timestamptz,                 -- failed: not retried before this
  finished_at     timestamptz,
  result          jsonb,                       -- what the job said it did (counts, …)
  error           text,                        -- the last failure, for operators
  PRIMARY KEY (job_name, slot)
);
CREATE INDEX job_runs_recent ON job_runs (slot DESC);
CREATE INDEX job_runs_unfinished ON job_runs (job_name, slot) WHERE status <> 'succeeded';

-- Where Khela is in each player's bet records at a transfer-mode vendor (the vendor's cursor), and
-- when the player's game wallet was last reconciled.
CREATE TABLE vendor_reconciliations (
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  vendor_code    text NOT NULL,
  bets_cursor    text,                          -- the vendor's opaque cursor; NULL: from the start
  checked_at     timestamptz,
  last_result    text,                          -- booked-win, booked-loss, even, skipped-busy, vendor-down, …
  PRIMARY KEY (merchant_code, member_id, vendor_code)
);
