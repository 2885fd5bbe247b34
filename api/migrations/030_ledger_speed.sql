-- Ledger speed (issue 13, docs/benchmarks.md "bench:wallet"): less work inside PostgreSQL per
-- wallet call. A win's settlement is an UPDATE of the bet that cannot be HOT (the partial indexes
-- read status and payout), so it writes an entry into every index whose predicate the settled row
-- meets; the ledger's inserts each ran foreign-key triggers. Every reader keeps an index that
-- serves it (each named below).

-- Settled bets: one index where there were two (022's bets_member_settled for the agent reports,
-- 024's bets_settled_window for the settlement). Keyed by member (the reports read a team member
-- by member; the settlement now does too, settle.ts) and covering the figures both sum, so both
-- read the index alone. A settlement writes one entry here instead of two.
DROP INDEX bets_member_settled;
DROP INDEX bets_settled_window;
CREATE INDEX bets_member_settled ON bets (merchant_code, member_id, settled_at) INCLUDE (game_type, stake, payout)
  WHERE status = 'settled';

-- The winners board: one partial index for all categories and one category (012 had one each).
-- game_type is a key column after the time, so the category's filter is checked in the index, not
-- on the table: the board walks the brand's wins newest first and keeps those of the category. A
-- winning settlement writes one entry here instead of two.
DROP INDEX bets_winners;
DROP INDEX bets_winners_by_type;
CREATE INDEX bets_winners ON bets (merchant_code, settled_at DESC, game_type)
  WHERE status = 'settled' AND payout > stake;

-- The ledger's foreign keys ran a trigger (a SELECT … FOR KEY SHARE) for each reference of each
-- transfer and entry inserted: 4 for a bet, 13 for a win that pays. Only the ledger functions
-- (repeatable/ledger.sql) write these tables; they lock and read both accounts and the pending
-- transfer before they insert, in the same transaction, so a reference to a missing row cannot be
-- written. What the keys also guarded, the removal of a row referred to, is refused outright:
-- transfers and entries by 019's triggers, accounts by the trigger below.
ALTER TABLE ledger_transfers
  DROP CONSTRAINT ledger_transfers_debit_account_id_fkey,
  DROP CONSTRAINT ledger_transfers_credit_account_id_fkey,
  DROP CONSTRAINT ledger_transfers_pending_id_fkey;
ALTER TABLE ledger_entries
  DROP CONSTRAINT ledger_entries_transfer_id_fkey,
  DROP CONSTRAINT ledger_entries_account_id_fkey;

-- An account is never removed (its running totals are updated, nothing else): a ledger line always
-- names an account that exists.
CREATE FUNCTION ledger_accounts_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never removed: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege', HINT = 'An account that is no longer used keeps its lines.';
END $$;
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_kept();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_kept();
