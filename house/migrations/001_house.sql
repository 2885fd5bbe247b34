-- The house games vendor's own storage. It holds no money: the player's money stays in Khela's
-- wallet, moved only through the seamless wallet API. Money is integer minor units (paisa).

-- Player sessions opened by a launch. `id` is the game page's key (unguessable; whoever holds it
-- plays with this session). A real-money session keeps Khela's session token; a free-play one
-- keeps its fun balance here.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  player_id text,
  wallet_session text,
  fun boolean NOT NULL,
  fun_balance bigint CHECK (fun_balance IS NULL OR fun_balance >= 0),
  currency text NOT NULL,
  language text NOT NULL,
  game_code text NOT NULL,
  back_url text,
  nickname text,
  -- Whose seeds the rounds use: the player for real money, the session itself for free play.
  seed_owner text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  CHECK (fun OR (player_id IS NOT NULL AND wallet_session IS NOT NULL)),
  CHECK (NOT fun OR fun_balance IS NOT NULL)
);

-- Provably fair seed pairs. The hash is shown before play; the server seed itself only once
-- revealed (rotated). `nonce` is the nonce the next round will use.
CREATE TABLE seeds (
  id bigserial PRIMARY KEY,
  owner text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
-- One active (unrevealed) pair per owner.
CREATE UNIQUE INDEX seeds_active ON seeds (owner) WHERE revealed_at IS NULL;

-- Every round, with its bets, result, seeds and wallet transaction ids.
--   created -> debited -> settled            the normal way
--   created -> rolled_back                   the debit's fate was unknown: the bet was rolled back
--   created -> refused                       Khela refused the bet (no money moved)
--   debited -> rolled_back                   only if Khela says the bet was rolled back
-- Free-play rounds are written settled at once (no wallet).
CREATE TABLE rounds (
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id),
  player_id text,
  fun boolean NOT NULL,
  game_code text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  bet jsonb NOT NULL,
  seed_id bigint NOT NULL REFERENCES seeds (id),
  client_seed text NOT NULL,
  nonce integer NOT NULL,
  result jsonb NOT NULL,
  payout bigint NOT NULL CHECK (payout >= 0),
  state text NOT NULL CHECK (state IN ('created', 'debited', 'settled', 'rolled_back', 'refused')),
  bet_tx text,
  win_tx text,
  rollback_tx text,
  bet_wallet_tx text,
  win_wallet_tx text,
  refusal text,
  -- Pending work: a round in created/debited is retried at next_attempt_at, attempts so far.
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_problem text,
  created_at timestamptz NOT NULL DEFAULT now(),
  debited_at timestamptz,
  finished_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX rounds_pending ON rounds (next_attempt_at) WHERE state IN ('created', 'debited');
CREATE INDEX rounds_session ON rounds (session_id, created_at DESC);
