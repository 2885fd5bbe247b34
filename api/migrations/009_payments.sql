-- Payments: deposit channels and brand limits, deposits (gateway and manual), payout accounts and
-- withdrawals, transfers to the upline with their proofs, and the payment-password guard.
-- Money moves only in the ledger (007); these tables are the requests and their decisions, each
-- changed in the same transaction as the ledger transfer it describes (docs/payments.md).

-- A brand's ways to pay in and out. kind 'gateway': the payer pays on the gateway's page;
-- 'manual': the payer sends money to the payee account shown and submits the reference.
CREATE TABLE payment_channels (
  merchant_code    text NOT NULL REFERENCES merchants(code),
  code             text NOT NULL,                  -- BKASH, NAGAD, ROCKET, BANK
  name             jsonb NOT NULL,                 -- {"bn": "বিকাশ", "en": "bKash"}
  kind             text NOT NULL CHECK (kind IN ('gateway', 'manual')),
  min_amount       bigint NOT NULL CHECK (min_amount > 0),
  max_amount       bigint NOT NULL,
  fields           jsonb NOT NULL DEFAULT '[]'::jsonb, -- what the deposit form asks besides the amount
  payee_name       text,                           -- manual channels: where the payer sends the money
  payee_account    text,
  account_pattern  text NOT NULL DEFAULT '^[0-9]{6,20}$', -- a payout account number on this channel
  deposit_enabled  boolean NOT NULL DEFAULT true,
  payout_enabled   boolean NOT NULL DEFAULT true,   -- may be bound as a payout account
  sort_order       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, code),
  CHECK (max_amount >= min_amount),
  CHECK (jsonb_typeof(fields) = 'array'),
  CHECK (kind = 'gateway' OR (payee_name IS NOT NULL AND payee_account IS NOT NULL))
);

-- A brand's limits; a brand without a row gets the defaults in payment-settings.ts.
CREATE TABLE payment_settings (
  merchant_code           text PRIMARY KEY REFERENCES merchants(code),
  withdrawal_min          bigint NOT NULL CHECK (withdrawal_min > 0),
  withdrawal_max          bigint NOT NULL,
  withdrawal_daily_count  integer NOT NULL CHECK (withdrawal_daily_count >= 0), -- per day in the brand's time zone
  upline_min              bigint NOT NULL CHECK (upline_min > 0),
  upline_max              bigint NOT NULL,
  upline_confirm_minutes  integer NOT NULL DEFAULT 30 CHECK (upline_confirm_minutes > 0),
  CHECK (withdrawal_max >= withdrawal_min),
  CHECK (upline_max >= upline_min)
);

CREATE TABLE deposit_orders (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no        text NOT NULL UNIQUE,
  merchant_code   text NOT NULL,
  member_id       bigint NOT NULL REFERENCES members(id),
  channel_code    text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('gateway', 'manual')),
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'IN_PROCESS' CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  request_id      text NOT NULL,                  -- chosen by the page: a retried request finds its order
  reference       text,                           -- manual: the payer's transaction id, normalised
  payer_account   text,
  payer_name      text,
  gateway_trade_no text,                          -- gateway: its own id for the order
  pay_url         text,
  return_url      text,
  reason          text,                           -- why it was rejected
  decided_by      text,                           -- 'gateway' or the operator's username
  transfer_id     bigint REFERENCES ledger_transfers(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  FOREIGN KEY (merchant_code, channel_code) REFERENCES payment_channels (merchant_code, code),
  UNIQUE (member_id, request_id),
  CHECK ((status = 'APPROVED') = (transfer_id IS NOT NULL))
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);
CREATE INDEX deposit_orders_brand ON deposit_orders (merchant_code, status, created_at DESC);
-- A payer's transaction id is claimed once per channel, whatever became of the first claim.
CREATE UNIQUE INDEX deposit_orders_reference ON deposit_orders (merchant_code, channel_code, reference) WHERE reference IS NOT NULL;

CREATE TABLE payout_accounts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       bigint NOT NULL REFERENCES members(id),
  channel_code    text NOT NULL,
  payee_name      text NOT NULL,
  account_number  text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_code, channel_code) REFERENCES payment_channels (merchant_code, code),
  UNIQUE (member_id, channel_code, account_number)
);

CREATE TABLE withdrawal_orders (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no           text NOT NULL UNIQUE,
  merchant_code      text NOT NULL,
  member_id          bigint NOT NULL REFERENCES members(id),
  payout_account_id  bigint NOT NULL REFERENCES payout_accounts(id),
  channel_code       text NOT NULL,
  payee_name         text NOT NULL,              -- as bound when requested
  account_number     text NOT NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  status             text NOT NULL DEFAULT 'IN_PROCESS' CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  request_id         text NOT NULL,
  reason             text,
  decided_by         text,
  hold_transfer_id   bigint NOT NULL REFERENCES ledger_transfers(id), -- the pending transfer holding the funds
  resolve_transfer_id bigint REFERENCES ledger_transfers(id),         -- its post (approved) or void (rejected)
  created_at         timestamptz NOT NULL DEFAULT now(),
  decided_at         timestamptz,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'IN_PROCESS') = (resolve_transfer_id IS NULL))
);
CREATE INDEX withdrawal_orders_member ON withdrawal_orders (member_id, created_at DESC);
CREATE INDEX withdrawal_orders_brand ON withdrawal_orders (merchant_code, status, created_at DESC);

-- Money a member sent to their upline. status is what was recorded; a SENT one past confirm_by
-- counts as RECEIVED (computed on read, no job).
CREATE TABLE upline_transfers (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no        text NOT NULL UNIQUE,
  merchant_code   text NOT NULL,
  sender_id       bigint NOT NULL REFERENCES members(id),
  upline_id       bigint NOT NULL REFERENCES members(id),
  amount          bigint NOT NULL CHECK (amount > 0),
  remark          text NOT NULL DEFAULT '',
  status          text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT', 'RECEIVED', 'DISPUTED')),
  request_id      text NOT NULL,
  transfer_id     bigint NOT NULL REFERENCES ledger_transfers(id),
  confirm_by      timestamptz NOT NULL,
  confirmed_at    timestamptz,
  disputed_at     timestamptz,
  dispute_remark  text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, request_id),
  CHECK (sender_id <> upline_id)
);
CREATE INDEX upline_transfers_sender ON upline_transfers (sender_id, created_at DESC);
CREATE INDEX upline_transfers_upline ON upline_transfers (upline_id, created_at DESC);
CREATE INDEX upline_transfers_brand ON upline_transfers (merchant_code, status, created_at DESC);

-- Proof images of a non-receipt report, kept in the database (png or jpg, at most 5 MB, 3 per report).
CREATE TABLE upline_transfer_proofs (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id   bigint NOT NULL REFERENCES upline_transfers(id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size          integer NOT NULL,
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upline_transfer_proofs_transfer ON upline_transfer_proofs (transfer_id);

-- Wrong payment passwords: 5 within an hour of the first locks payments until that hour ends.
CREATE TABLE payment_password_guards (
  member_id          bigint PRIMARY KEY REFERENCES members(id),
  failures           integer NOT NULL DEFAULT 0,
  window_started_at  timestamptz NOT NULL DEFAULT now()
);
