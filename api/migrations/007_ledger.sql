-- The ledger: immutable double-entry transfers between accounts, in integer minor units.
-- Modelled on TigerBeetle: a transfer is 'single' (posted at once) or 'pending' (funds held on the
-- debit account), and a pending one is later resolved by exactly one 'post' or 'void' transfer.
-- Nothing here is ever updated but the two running totals on an account, in the same transaction
-- as the transfer that moves them; corrections are new transfers.

CREATE TABLE ledger_accounts (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants(code),
  kind             text NOT NULL,            -- member_main, member_game, member_points, house, clearing, bonus, commission, adjustment, ...
  owner_id         bigint NOT NULL DEFAULT 0, -- the member for member accounts, 0 for the platform's own
  ref              text NOT NULL DEFAULT '',  -- vendor code of a game wallet, channel of a clearing account
  may_go_negative  boolean NOT NULL DEFAULT false, -- only the platform's own accounts
  balance          bigint NOT NULL DEFAULT 0, -- posted credits minus posted debits
  held             bigint NOT NULL DEFAULT 0, -- pending debits not yet posted or voided
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, kind, owner_id, ref),
  -- The backstop: a member can never spend money that is not there, whatever the code above does.
  CONSTRAINT ledger_accounts_funds CHECK (held >= 0 AND (may_go_negative OR balance - held >= 0))
);

CREATE TABLE ledger_transfers (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code      text NOT NULL,
  idempotency_key    text NOT NULL,   -- chosen by the caller; a replay returns the first transfer
  kind               text NOT NULL,   -- deposit, withdrawal, bet, win, rollback, wallet_transfer, upline, adjustment, ...
  flag               text NOT NULL CHECK (flag IN ('single', 'pending', 'post', 'void')),
  debit_account_id   bigint NOT NULL REFERENCES ledger_accounts(id),
  credit_account_id  bigint NOT NULL REFERENCES ledger_accounts(id),
  amount             bigint NOT NULL CHECK (amount > 0),
  pending_id         bigint REFERENCES ledger_transfers(id), -- post/void: the pending transfer they resolve
  details            jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  CHECK ((flag IN ('post', 'void')) = (pending_id IS NOT NULL)),
  UNIQUE (merchant_code, idempotency_key)
);
-- A pending transfer is resolved once: one post or one void, never both, never twice.
CREATE UNIQUE INDEX ledger_transfers_resolution ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;

-- One line per account a transfer changed, with the account's totals right after it: the account
-- record, the "first answer" of a replay, and the audit that balance = sum(amount).
-- Keyed by (transfer, account): a transfer changes an account at most once, and a replay looks its
-- entries up that way. id orders an account's lines (the account record), through the index below.
CREATE TABLE ledger_entries (
  id           bigint GENERATED ALWAYS AS IDENTITY,
  transfer_id  bigint NOT NULL REFERENCES ledger_transfers(id),
  account_id   bigint NOT NULL REFERENCES ledger_accounts(id),
  amount       bigint NOT NULL,  -- signed change of balance
  held_change  bigint NOT NULL,  -- signed change of held
  balance_after bigint NOT NULL,
  held_after   bigint NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transfer_id, account_id)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

-- The functions that move money (ledger_account, ledger_transfer, ledger_settle) live in
-- repeatable/ledger.sql: applied again whenever they change (docs/wallet.md "Migrations").
