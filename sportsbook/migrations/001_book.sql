-- Khela's sportsbook: its own storage (docs/sportsbook.md "Service"). It holds no money: stakes are
-- held and paid in Khela's wallet through the seamless wallet API. Money is integer minor units;
-- prices are decimal odds in millionths (1.86 = 1860000), as @khela/contracts/sportsbook keeps them.

CREATE TABLE sports (
  code text PRIMARY KEY CHECK (code IN ('cricket', 'football', 'esports')),
  name text NOT NULL
);
INSERT INTO sports (code, name) VALUES ('cricket', 'Cricket'), ('football', 'Football'), ('esports', 'E-sports');

CREATE TABLE competitions (
  id text PRIMARY KEY,
  sport text NOT NULL REFERENCES sports (code),
  name text NOT NULL,
  region text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE events (
  id text PRIMARY KEY,
  competition_id text NOT NULL REFERENCES competitions (id),
  home text NOT NULL,
  away text NOT NULL,
  starts_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'live', 'suspended', 'ended', 'cancelled')),
  -- The score as the trader or the feed last gave it (free form per sport: runs/wickets/overs, goals, maps).
  score jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- A fixture imported from a file keeps the file's key, so importing the same file twice adds nothing.
  external_ref text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_by_start ON events (starts_at);

CREATE TABLE markets (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id),
  type text NOT NULL,
  period text NOT NULL DEFAULT 'match',
  specifiers jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'suspended', 'settled', 'voided')),
  -- The MarketResult it was settled on; result_version rises with each settle, void or correction.
  result jsonb,
  result_version integer NOT NULL DEFAULT 0,
  -- Above this the book refuses bets (liability of the worst selection, minor units).
  max_liability bigint NOT NULL CHECK (max_liability > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX markets_by_event ON markets (event_id);

CREATE TABLE selections (
  market_id text NOT NULL REFERENCES markets (id),
  code text NOT NULL,
  name text NOT NULL,
  price bigint NOT NULL CHECK (price >= 1000000),
  price_version integer NOT NULL DEFAULT 1,
  -- Session (fancy) lines only: the rate, whole percent.
  rate integer,
  PRIMARY KEY (market_id, code)
);

-- Player sessions opened by a launch (the session id is the player's key, as at the house).
CREATE TABLE sessions (
  id text PRIMARY KEY,
  player_id text NOT NULL,
  wallet_session text NOT NULL,
  currency text NOT NULL,
  language text NOT NULL,
  nickname text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- A bet: a single (one leg) or a parlay (2…10). Wallet transaction ids are fixed at creation
-- (`{id}:bet`, `:win`, `:rb`), so any retry or a restarted book repeats the same call.
-- States: created (debit sent, fate unknown) → open (held) | refused (Khela said no, nothing held)
-- | rolling_back (debit given up, rollback not yet answered) → rolled_back; open → settling (payout
-- fixed, win not yet answered) → settled.
CREATE TABLE bets (
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id),
  player_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'parlay')),
  stake bigint NOT NULL CHECK (stake > 0),
  -- What the wallet holds: the stake, or a session NO bet's risk (stake × rate / 100).
  hold bigint NOT NULL CHECK (hold > 0),
  potential_return bigint NOT NULL,
  acceptance text NOT NULL CHECK (acceptance IN ('any', 'better', 'ask')),
  state text NOT NULL CHECK (state IN ('created', 'open', 'refused', 'rolling_back', 'rolled_back', 'settling', 'settled')),
  refusal text,
  payout bigint,
  -- How many settlements have been booked (1 the first, 2… corrections) and their total.
  settled_version integer NOT NULL DEFAULT 0,
  bet_tx text NOT NULL UNIQUE,
  win_tx text NOT NULL UNIQUE,
  rollback_tx text NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_problem text,
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX bets_by_session ON bets (session_id, placed_at DESC);
CREATE INDEX bets_unfinished ON bets (state) WHERE state IN ('created', 'rolling_back', 'settling');

CREATE TABLE bet_legs (
  bet_id text NOT NULL REFERENCES bets (id),
  leg integer NOT NULL,
  event_id text NOT NULL REFERENCES events (id),
  market_id text NOT NULL REFERENCES markets (id),
  market_type text NOT NULL,
  selection_code text NOT NULL,
  -- The price the bet was taken at, the price and version the player saw, the session rate.
  price bigint NOT NULL,
  seen_price bigint NOT NULL,
  price_version integer NOT NULL,
  rate integer,
  line text,
  -- What the selection did (SelectionSettlement), null until its market is settled.
  settlement jsonb,
  PRIMARY KEY (bet_id, leg)
);
CREATE INDEX legs_by_market ON bet_legs (market_id);
CREATE INDEX legs_by_selection ON bet_legs (market_id, selection_code);

-- Append-only: one row per booked settlement of a bet. version 1 the first settlement, 2… each
-- correction; delta = payout − what the earlier rows paid. (bet_id, version) is the idempotency key.
CREATE TABLE bet_settlements (
  bet_id text NOT NULL REFERENCES bets (id),
  version integer NOT NULL,
  payout bigint NOT NULL,
  delta bigint NOT NULL,
  -- first: paid by the bet's `win`; correction: the difference, booked in the book's record
  -- (the seamless wallet API has no call that adjusts a settled bet: docs/sportsbook.md "Not yet").
  kind text NOT NULL CHECK (kind IN ('first', 'correction')),
  idempotency_key text NOT NULL UNIQUE,
  booked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bet_id, version)
);

-- What operators did (the action record).
CREATE TABLE ops_actions (
  id bigserial PRIMARY KEY,
  action text NOT NULL,
  target text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
