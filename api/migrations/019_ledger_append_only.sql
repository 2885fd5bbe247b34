-- The ledger is append-only: a transfer or an entry, once written, is never changed or removed
-- (corrections are new transfers, docs/wallet.md). The functions never update or delete them; these
-- triggers make that a rule of the database, so no code path, script or operator session can
-- rewrite money history. Only the running totals on ledger_accounts are ever updated.
-- The function is defined here, not in repeatable/, because the triggers below need it to exist
-- when this file runs (repeatable files run after the numbered ones).
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege', HINT = 'Book a correcting transfer instead.';
END $$;

CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
