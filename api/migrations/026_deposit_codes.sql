-- Deposit codes (docs/payments.md "Manual deposit"): Khela issues each manual deposit a short random
-- code the payer writes in the payment's reference; operators find the order by it. Unique within a
-- brand; only manual orders have one (orders made before this migration have none).
ALTER TABLE deposit_orders ADD COLUMN deposit_code text;
ALTER TABLE deposit_orders ADD CONSTRAINT deposit_orders_code_manual CHECK (deposit_code IS NULL OR kind = 'manual');
CREATE UNIQUE INDEX deposit_orders_code ON deposit_orders (merchant_code, deposit_code) WHERE deposit_code IS NOT NULL;
