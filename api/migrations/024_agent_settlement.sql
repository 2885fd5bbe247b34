-- Settlement of agents' salaries and dividends (issue 14, docs/agents.md "Settlement").
--
-- One row per (brand, contract kind, period) settled: inserted first in the settlement's
-- transaction (its totals filled in at the end of the same transaction), so a second instance or an
-- operator's re-run waits on its key and then finds the period done; a run killed mid-way leaves no
-- row, no bill and no money, and the next run does the period whole. Never deleted.
CREATE TABLE agent_settlements (
  merchant_code  text NOT NULL REFERENCES merchants(code),
  kind           text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL CHECK (period_end > period_start),
  bills          integer NOT NULL,
  billed         bigint NOT NULL,              -- sum of the bills' amounts
  paid           bigint NOT NULL,              -- sum of what was paid on them
  settled_by     text NOT NULL,                -- job, operator:<name>, seed
  settled_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, kind, period_start)
);
CREATE INDEX agent_settlements_recent ON agent_settlements (merchant_code, kind, period_start DESC);

-- A bill: what one agent earned on one contract for one period, and what it was paid. Written once,
-- with its payment, in the settlement's transaction; never changed (the trigger below). The carried
-- deficit of a dividend (in net-loss units, <= 0) is derived from the agent's previous bill.
CREATE TABLE agent_bills (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code      text NOT NULL REFERENCES merchants(code),
  agent_id           bigint NOT NULL REFERENCES members(id),
  payer_id           bigint REFERENCES members(id),         -- the upline who pays it; NULL: the brand
  contract_id        bigint NOT NULL REFERENCES agent_contracts(id),
  kind               text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  game_type          text NOT NULL,
  period_start       timestamptz NOT NULL,
  period_end         timestamptz NOT NULL,
  team_turnover      bigint NOT NULL,                       -- valid turnover of the team in the period
  team_net_loss      bigint NOT NULL,                       -- members' stakes less payouts (negative: the team won)
  active_members     integer NOT NULL,
  carried_in         bigint NOT NULL DEFAULT 0 CHECK (carried_in <= 0),
  carry_out          bigint NOT NULL DEFAULT 0 CHECK (carry_out <= 0),
  tier_index         integer,                               -- NULL: no tier reached
  rate_type          text CHECK (rate_type IN ('P', 'F')),
  rate               text,
  amount             bigint NOT NULL CHECK (amount >= 0),
  paid               bigint NOT NULL CHECK (paid >= 0 AND paid <= amount),
  status             text NOT NULL CHECK (status IN ('issued', 'partial', 'insufficient', 'not_reached')),
  downline_billed    bigint NOT NULL DEFAULT 0,             -- its direct downlines' bills it had to pay
  downline_paid      bigint NOT NULL DEFAULT 0,             -- what it paid them
  paid_from_balance  bigint NOT NULL DEFAULT 0,             -- the part of downline_paid beyond its own bill
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, kind, game_type, period_start),
  CHECK ((status = 'not_reached') = (tier_index IS NULL)),
  CHECK (status <> 'issued' OR paid = amount),
  CHECK (status <> 'partial' OR (paid > 0 AND paid < amount)),
  CHECK (status <> 'insufficient' OR (paid = 0 AND amount > 0)),
  CHECK (downline_paid <= downline_billed)
);
CREATE INDEX agent_bills_agent ON agent_bills (agent_id, kind, period_start DESC);
CREATE INDEX agent_bills_payer ON agent_bills (payer_id, kind, period_start DESC) WHERE payer_id IS NOT NULL;
CREATE INDEX agent_bills_period ON agent_bills (merchant_code, kind, period_start DESC);

CREATE FUNCTION agent_bills_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'settled bills are never changed: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege', HINT = 'A settled period stays as it was; pay a correction through the ledger.';
END $$;
CREATE TRIGGER agent_bills_immutable BEFORE UPDATE OR DELETE ON agent_bills
  FOR EACH ROW EXECUTE FUNCTION agent_bills_immutable();
CREATE TRIGGER agent_bills_no_truncate BEFORE TRUNCATE ON agent_bills
  FOR EACH STATEMENT EXECUTE FUNCTION agent_bills_immutable();
CREATE TRIGGER agent_settlements_kept BEFORE DELETE ON agent_settlements
  FOR EACH ROW EXECUTE FUNCTION agent_bills_immutable();

-- The team's settled bets by settlement time: every settlement window reads this (covering: the
-- figures come from the index alone). Only settled bets are in it.
CREATE INDEX bets_settled_window ON bets (merchant_code, settled_at) INCLUDE (member_id, game_type, stake, payout) WHERE status = 'settled';
