-- Safer gambling (docs/safer-gambling.md): a member's money limits (RTS 12), time-outs and
-- self-exclusions (LCCP 3.5) and the record of every change. Enforced at the money boundary.

-- One row per member, limit kind and period. amount NULL: no limit of that kind and period.
-- A raise or a removal is parked as pending (pending_amount, 0 = remove) and only takes effect when
-- the member confirms it after pending_from (24 hours after the request), before pending_until.
CREATE TABLE safer_limits (
  member_id      bigint NOT NULL REFERENCES members(id),
  merchant_code  text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period         text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount         bigint CHECK (amount > 0),
  pending_amount bigint CHECK (pending_amount >= 0),
  pending_from   timestamptz,
  pending_until  timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CHECK ((pending_amount IS NULL) = (pending_from IS NULL) AND (pending_from IS NULL) = (pending_until IS NULL))
);

-- Time-outs and self-exclusions. Never shortened or removed: a new one only extends.
CREATE TABLE safer_exclusions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  merchant_code  text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  starts_at      timestamptz NOT NULL DEFAULT now(),
  ends_at        timestamptz NOT NULL,
  set_by         text NOT NULL,                -- 'member' or the operator's username
  reason         text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
-- The bet path's one look-up: the member's latest end.
CREATE INDEX safer_exclusions_member ON safer_exclusions (member_id, ends_at DESC);

-- Per member: whether the deposit-limit prompt was answered (set or dismissed).
CREATE TABLE safer_members (
  member_id      bigint PRIMARY KEY REFERENCES members(id),
  merchant_code  text NOT NULL,
  prompt_answered_at timestamptz,
  has_bet_limits boolean NOT NULL DEFAULT false  -- a loss or wager limit exists: the bet path counts usage only then
);

-- What the member (or an operator) asked and what was done: requested, applied, confirmed, refused.
CREATE TABLE safer_events (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  merchant_code  text NOT NULL,
  action         text NOT NULL,
  actor          text NOT NULL,
  details        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safer_events_member ON safer_events (member_id, created_at DESC);
