-- A bet is the vendor's transaction: (vendor_code, transaction_id) becomes the primary key, in place
-- of the unique constraint on it, and the index on the surrogate id goes. Every bet insert and
-- every settlement (an update that cannot be HOT: the winners board's partial indexes read status
-- and payout) wrote an entry into each of the table's indexes; nothing looks a bet up by id (the
-- betting record only sorts by it, after placed_at). One index is built (the key's). Its columns
-- are in this order so that a filter on the vendor alone (the betting record's) never takes it for
-- a way in: every lookup by the key names both.
ALTER TABLE bets
  DROP CONSTRAINT bets_pkey,
  DROP CONSTRAINT bets_vendor_code_transaction_id_key,
  ADD CONSTRAINT bets_pkey PRIMARY KEY (transaction_id, vendor_code);
