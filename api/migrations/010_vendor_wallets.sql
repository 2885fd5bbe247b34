-- Game vendors' wallets (docs/vendor-wallet.md). A seamless vendor keeps no money of its own: it
-- calls our wallet API to debit bets and credit wins on the member's main wallet. A transfer-mode
-- vendor holds the money the member moved into its game wallet (member_game/{vendor} in the ledger).

CREATE TABLE vendor_wallets (
  vendor_code  text PRIMARY KEY,              -- the catalogue's code (vendors.code); HOUSE for the house games
  name         text NOT NULL,
  mode         text NOT NULL CHECK (mode IN ('seamless', 'transfer')),
  secret       text NOT NULL,                 -- HMAC-SHA256 key both sides sign with
  api_url      text,                          -- transfer mode: the vendor's wallet endpoint; NULL = the sandbox (SANDBOX_URL)
  timeout_ms   integer NOT NULL DEFAULT 5000 CHECK (timeout_ms > 0), -- a transfer call's time-out
  enabled      boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- One-time launch tokens: the game launch hands one to the vendor, the vendor trades it for a session.
CREATE TABLE vendor_launch_tokens (
  token_hash    text PRIMARY KEY,             -- SHA-256 of the token; the token itself is never stored
  vendor_code   text NOT NULL REFERENCES vendor_wallets(vendor_code),
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id     bigint NOT NULL REFERENCES members(id),
  language      text NOT NULL,
  currency      text NOT NULL,
  fun_play      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);

-- A player's session at a vendor: bets need a live one; each bet pushes expires_at forward.
CREATE TABLE vendor_player_sessions (
  token_hash    text PRIMARY KEY,
  vendor_code   text NOT NULL REFERENCES vendor_wallets(vendor_code),
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL,
  language      text NOT NULL,
  currency      text NOT NULL,
  fun_play      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);

-- Every answer given to a vendor's money call, refusals included, written in the same transaction
-- as the money it moved: a repeated transaction id gets this answer back and moves nothing.
CREATE TABLE vendor_transactions (
  vendor_code    text NOT NULL,
  transaction_id text NOT NULL,
  action         text NOT NULL,               -- bet, win, rollback
  request_hash   text NOT NULL,               -- SHA-256 of the action and its fields
  answer         jsonb NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, transaction_id)
);

-- The betting record: one row per seamless bet, from placing to settlement or rollback.
CREATE TABLE bets (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_code             text NOT NULL,
  transaction_id          text NOT NULL,      -- the vendor's id of the bet
  merchant_code           text NOT NULL,
  member_id               bigint NOT NULL,
  round_id                text NOT NULL,
  game_code               text NOT NULL,
  game_type               text,               -- RNG, LIVE, ... when known
  stake                   bigint NOT NULL CHECK (stake > 0),
  payout                  bigint CHECK (payout >= 0), -- NULL while open; 0 lost or rolled back
  status                  text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'rolled_back')),
  win_transaction_id      text,
  rollback_transaction_id text,
  placed_at               timestamptz NOT NULL DEFAULT now(),
  settled_at              timestamptz,
  UNIQUE (vendor_code, transaction_id)
);
CREATE INDEX bets_round ON bets (vendor_code, round_id, member_id);
CREATE INDEX bets_member ON bets (merchant_code, member_id, placed_at DESC);

-- Bets a vendor rolled back before we saw them: a late-arriving bet with the id is refused, so it
-- can never hold money the vendor has already given up on.
CREATE TABLE vendor_cancelled_bets (
  vendor_code    text NOT NULL,
  transaction_id text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, transaction_id)
);

-- Main wallet <-> a transfer-mode vendor's game wallet. 'locked' while the vendor's answer is
-- unknown (the ledger transfer is pending); 'done' posted it, 'failed' voided it.
CREATE TABLE wallet_transfers (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      bigint NOT NULL REFERENCES members(id),
  request_id     text NOT NULL,               -- chosen by the page; the ledger key is wallet-transfer:{request_id}
  vendor_code    text NOT NULL REFERENCES vendor_wallets(vendor_code),
  direction      text NOT NULL CHECK (direction IN ('in', 'out')), -- in: main -> game, out: game -> main
  amount         bigint NOT NULL CHECK (amount > 0),
  status         text NOT NULL DEFAULT 'locked' CHECK (status IN ('locked', 'done', 'failed')),
  vendor_answer  text,                        -- what the vendor said last, for operators
  created_at     timestamptz NOT NULL DEFAULT now(),
  resolved_at    timestamptz,
  UNIQUE (merchant_code, request_id)
);
CREATE INDEX wallet_transfers_locked ON wallet_transfers (merchant_code, member_id) WHERE status = 'locked';

-- The money functions (vendor_bet, vendor_win, vendor_rollback and their helpers) live in
-- repeatable/vendor_wallet.sql: applied again whenever they change (docs/wallet.md "Migrations").
