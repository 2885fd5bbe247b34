-- Manual deposit references (docs/payments.md "Manual deposit"): a transaction id is claimed by a
-- member, not by whoever submits it first. Another member's claim of the same id no longer blocks
-- the payer (nor tells anyone it was claimed); the money goes in once, through the one approval
-- the second index allows per channel.
DROP INDEX deposit_orders_reference;
CREATE UNIQUE INDEX deposit_orders_member_reference ON deposit_orders (merchant_code, channel_code, member_id, reference)
  WHERE reference IS NOT NULL;
CREATE UNIQUE INDEX deposit_orders_reference_approved ON deposit_orders (merchant_code, channel_code, reference)
  WHERE reference IS NOT NULL AND status = 'APPROVED';
