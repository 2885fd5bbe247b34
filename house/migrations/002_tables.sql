-- Live tables (docs/house.md, "Live table"): rounds shared by every player at a table, and the
-- players' bets on them. Money is integer minor units (paisa); the house still holds none.

-- One row per table round. The server seed is committed (its SHA-256 published) when the round
-- opens and revealed (served) only once the round is dealt. The round is decided by the fair
-- stream of (server_seed, client_seed = id, nonce = round_number).
--   open -> closed -> dealt -> settled      (open/closed rounds left by a stopped service are dealt on start)
CREATE TABLE table_rounds (
  id text PRIMARY KEY,
  game_code text NOT NULL,
  round_number integer NOT NULL CHECK (round_number > 0),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('open', 'closed', 'dealt', 'settled')),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  result jsonb,
  dealt_at timestamptz,
  settled_at timestamptz,
  UNIQUE (game_code, round_number),
  CHECK ((state IN ('open', 'closed')) = (result IS NULL))
);
CREATE INDEX table_rounds_unfinished ON table_rounds (game_code, round_number) WHERE state <> 'settled';

-- A player's bet on a table round: the same money states as a slot round.
--   created -> debited -> settled   (payout fixed when the round is dealt: 0 lost, the stake on a push)
--   created -> rolled_back | refused
--   debited -> rolled_back          only if Khela says the bet was rolled back
-- Free-play bets are taken from the session's fun balance at once (debited, no wallet ids) and
-- settled in the deal's transaction.
CREATE TABLE table_bets (
  id text PRIMARY KEY,
  table_round_id text NOT NULL REFERENCES table_rounds (id),
  session_id text NOT NULL REFERENCES sessions (id),
  player_id text,
  fun boolean NOT NULL,
  game_code text NOT NULL,
  side text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint CHECK (payout >= 0),
  state text NOT NULL CHECK (state IN ('created', 'debited', 'settled', 'rolled_back', 'refused')),
  bet_tx text,
  win_tx text,
  rollback_tx text,
  refusal text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_problem text,
  created_at timestamptz NOT NULL DEFAULT now(),
  debited_at timestamptz,
  finished_at timestamptz,
  CHECK (state <> 'settled' OR payout IS NOT NULL)
);
CREATE INDEX table_bets_round ON table_bets (table_round_id);
CREATE INDEX table_bets_pending ON table_bets (next_attempt_at) WHERE state IN ('created', 'debited');
CREATE INDEX table_bets_session ON table_bets (session_id, created_at DESC);
