-- Adjustments of settled seamless bets (docs/vendor-wallet.md "adjust"): a vendor that corrects a
-- result books only the difference against what the bet was paid. One row per adjustment
-- transaction; the money moved is in the ledger (`vendor:{vendor}:adjust:{transactionId}`).
CREATE TABLE vendor_bet_adjustments (
  vendor_code         text NOT NULL,
  transaction_id      text NOT NULL,
  bet_transaction_id  text NOT NULL,
  merchant_code       text NOT NULL,
  member_id           bigint NOT NULL,
  amount              bigint NOT NULL,                           -- the signed difference asked for
  moved               bigint NOT NULL,                           -- the signed amount the ledger moved
  -- A take-back larger than the member's available money: what could not be taken, owed by the
  -- member (the house booked only what it took; nothing is created or lost).
  shortfall           bigint NOT NULL DEFAULT 0 CHECK (shortfall >= 0),
  payout_after        bigint NOT NULL CHECK (payout_after >= 0),
  transfer_id         bigint,                                    -- NULL when nothing moved
  created_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transaction_id, vendor_code),
  CHECK (moved - shortfall = amount AND (amount < 0 OR shortfall = 0))
);
CREATE INDEX vendor_bet_adjustments_bet ON vendor_bet_adjustments (vendor_code, bet_transaction_id);
-- What members owe after take-backs they could not cover (operators' reading).
CREATE INDEX vendor_bet_adjustments_debts ON vendor_bet_adjustments (merchant_code, member_id) WHERE shortfall > 0;
