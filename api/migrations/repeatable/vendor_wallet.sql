-- The small helpers below are for other callers; the money functions inline them (a LANGUAGE sql
-- function is planned again at every call, a plpgsql statement's plan is kept by the session).

-- Serialises work on one vendor transaction id (a duplicate waits, then replays the first answer).
CREATE OR REPLACE FUNCTION vendor_lock(p_vendor text, p_transaction text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor || ':' || p_transaction, 0));
END $$;

CREATE OR REPLACE FUNCTION vendor_player_exists(p_merchant text, p_member bigint) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member AND m.merchant_code = p_merchant);
$$;

-- The first answer to this transaction id (same request), a mismatch refusal, or NULL if new.
CREATE OR REPLACE FUNCTION vendor_prior_answer(p_vendor text, p_transaction text, p_hash text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE v_answer jsonb;
BEGIN
  SELECT CASE WHEN t.request_hash = p_hash THEN t.answer
              ELSE jsonb_build_object('status', 'DUPLICATE_TRANSACTION_MISMATCH', 'transactionId', p_transaction) END
    INTO v_answer
    FROM vendor_transactions t WHERE t.vendor_code = p_vendor AND t.transaction_id = p_transaction;
  RETURN v_answer;
END $$;

CREATE OR REPLACE FUNCTION vendor_remember(p_vendor text, p_transaction text, p_action text, p_hash text, p_answer jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, p_action, p_hash, p_answer);
  RETURN p_answer;
END $$;

-- The house account a seamless bet is booked against. The house is split into 64 sub-accounts per
-- vendor (ref `{vendor}/{member % 64}`): every bet and win locks its house account until commit, and
-- one row for all players would make them wait for each other. The house's result is the sum over
-- kind = 'house'; a member's bets and wins always meet the same sub-account.
CREATE OR REPLACE FUNCTION vendor_house_account(p_merchant text, p_vendor text, p_member bigint) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  RETURN ledger_account(p_merchant, 'house', 0, p_vendor || '/' || (p_member % 64)::text, true);
END $$;

-- The money functions below return one row (OUT parameters): the vendor's answer, whether money
-- moved, and the two accounts it moved between (for the live balance announcement).

-- A seamless bet in one round trip: replay, live session, hold the stake (pending ledger transfer
-- member_main -> house), record the bet, remember the answer. answer.status is the vendor status.
CREATE OR REPLACE FUNCTION vendor_bet(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_session_hash text,
  p_idle_seconds integer, p_round text, p_game text, p_game_type text, p_amount bigint,
  OUT answer jsonb, OUT moved boolean, OUT member_account bigint, OUT house_account bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_answer jsonb;
  v_session_found boolean;
  v_fun_play boolean;
  v_currency text;
  v_cancelled boolean;
  v_member_account bigint;
  v_house_account bigint;
  v_house_ref text := p_vendor || '/' || (p_member % 64)::text;
  v_idle interval := make_interval(secs => p_idle_seconds);
  v_balance bigint;
  v_held bigint;
  v_may_go_negative boolean;
  v_grant_accounts integer;
  v_bonus_available bigint;
  v_now timestamptz := clock_timestamp();
  v_transfer bigint;
BEGIN
  moved := false;
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor || ':' || p_transaction, 0));
  SELECT CASE WHEN t.request_hash = p_hash THEN t.answer
              ELSE jsonb_build_object('status', 'DUPLICATE_TRANSACTION_MISMATCH', 'transactionId', p_transaction) END
    INTO v_answer
    FROM vendor_transactions t WHERE t.vendor_code = p_vendor AND t.transaction_id = p_transaction;
  IF v_answer IS NOT NULL THEN
    answer := v_answer;
    RETURN;
  END IF;

  -- The live session and a rollback that came first, in one statement.
  SELECT s.fun_play, s.currency,
         EXISTS (SELECT 1 FROM vendor_cancelled_bets c WHERE c.vendor_code = p_vendor AND c.transaction_id = p_transaction)
    INTO v_fun_play, v_currency, v_cancelled
    FROM vendor_player_sessions s
   WHERE s.token_hash = p_session_hash AND s.vendor_code = p_vendor AND s.merchant_code = p_merchant
     AND s.member_id = p_member AND s.expires_at > now();
  v_session_found := FOUND;
  IF NOT v_session_found THEN
    v_answer := jsonb_build_object('status',
      CASE WHEN vendor_player_exists(p_merchant, p_member) THEN 'SESSION_EXPIRED' ELSE 'PLAYER_NOT_FOUND' END,
      'transactionId', p_transaction);
  ELSIF v_fun_play THEN
    v_answer := jsonb_build_object('status', 'FUN_PLAY_SESSION', 'transactionId', p_transaction);
  ELSIF v_cancelled THEN
    v_answer := jsonb_build_object('status', 'BET_ALREADY_ROLLED_BACK', 'transactionId', p_transaction);
  END IF;
  IF v_answer IS NOT NULL THEN
    INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
    VALUES (p_vendor, p_transaction, 'bet', p_hash, v_answer);
    answer := v_answer;
    RETURN;
  END IF;

  -- Keep the session alive; written only when that moves the expiry by more than a minute.
  UPDATE vendor_player_sessions s SET expires_at = now() + v_idle
   WHERE s.token_hash = p_session_hash AND s.expires_at < now() + v_idle - interval '1 minute';

  -- The member's main wallet and the house sub-account (vendor_house_account): found, locked in id
  -- order (as every ledger writer locks them) and read in one statement; created on first use.
  -- The same statement is the active-grant probe: the accounts of the member's active grants usable
  -- here (bonus_grants_active) are locked with them, in the same id order. A member who never had a
  -- grant has no member_bonus account, so that arm finds nothing and the grants are not even read.
  FOR attempt IN 1 .. 2 LOOP
    SELECT max(a.id) FILTER (WHERE a.kind = 'member_main'), max(a.balance) FILTER (WHERE a.kind = 'member_main'),
           max(a.held) FILTER (WHERE a.kind = 'member_main'), bool_or(a.may_go_negative) FILTER (WHERE a.kind = 'member_main'),
           max(a.id) FILTER (WHERE a.kind = 'house'), count(*) FILTER (WHERE a.kind = 'member_bonus'),
           coalesce(sum(a.balance - a.held) FILTER (WHERE a.kind = 'member_bonus'), 0)
      INTO v_member_account, v_balance, v_held, v_may_go_negative, v_house_account, v_grant_accounts, v_bonus_available
      FROM (SELECT x.id, x.kind, x.balance, x.held, x.may_go_negative FROM ledger_accounts x
             WHERE x.merchant_code = p_merchant
               AND ((x.kind = 'member_main' AND x.owner_id = p_member AND x.ref = '')
                 OR (x.kind = 'house' AND x.owner_id = 0 AND x.ref = v_house_ref)
                 OR (x.kind = 'member_bonus' AND x.owner_id = p_member AND x.ref IN (
                       SELECT g.id::text FROM bonus_grants g
                        WHERE g.merchant_code = p_merchant AND g.member_id = p_member AND g.status = 'active'
                          AND (g.scope_vendor IS NULL OR g.scope_vendor = p_vendor))))
             ORDER BY x.id FOR UPDATE) a;
    EXIT WHEN v_member_account IS NOT NULL AND v_house_account IS NOT NULL;
    IF attempt = 2 THEN
      RAISE EXCEPTION 'vendor bet %/%: no accounts for member % of %', p_vendor, p_transaction, p_member, p_merchant;
    END IF;
    PERFORM ledger_account(p_merchant, 'member_main', p_member, '', false);
    PERFORM ledger_account(p_merchant, 'house', 0, v_house_ref, true);
  END LOOP;

  -- A member with an active grant usable here whose cash is short, or whose scoped grant (free
  -- rounds) matches this bet: the bonus rules choose the money (repeatable/bonus.sql). Cash that
  -- covers the stake with no scoped grant matching takes the path below, the grants untouched.
  -- (Two IFs: the outer one is a plain expression, so a member without a grant runs no query here.)
  IF v_grant_accounts > 0 THEN
    IF v_balance - v_held < p_amount OR EXISTS (
         SELECT 1 FROM bonus_grants g
          WHERE g.merchant_code = p_merchant AND g.member_id = p_member AND g.status = 'active' AND g.scope_vendor = p_vendor
            AND (g.scope_game IS NULL OR g.scope_game = p_game) AND p_amount <= g.scope_max_stake) THEN
      SELECT s.answer, s.moved INTO answer, moved
        FROM bonus_bet_split(p_vendor, p_transaction, p_hash, p_merchant, p_member, p_round, p_game, p_game_type, p_amount,
                             v_currency, v_member_account, v_house_account) s;
      IF moved THEN
        member_account := v_member_account; house_account := v_house_account;
      END IF;
      RETURN;
    END IF;
  END IF;

  IF NOT v_may_go_negative AND v_balance - v_held < p_amount THEN
    v_answer := jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'transactionId', p_transaction,
      'balance', v_balance - v_held, 'currency', v_currency);
    INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
    VALUES (p_vendor, p_transaction, 'bet', p_hash, v_answer);
    answer := v_answer;
    RETURN;
  END IF;

  -- The hold: a pending transfer member_main -> house, written as ledger_transfer writes one (only
  -- the member's held total changes). Its key is new: the transaction id's lock and remembered
  -- answer above see every earlier attempt, and the unique key is the backstop.
  INSERT INTO ledger_transfers (merchant_code, idempotency_key, kind, flag, debit_account_id, credit_account_id, amount, pending_id, details, created_at)
  VALUES (p_merchant, 'vendor:' || p_vendor || ':bet:' || p_transaction, 'bet', 'pending', v_member_account, v_house_account, p_amount, NULL,
          jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'roundId', p_round, 'gameCode', p_game), v_now)
  RETURNING id INTO v_transfer;
  v_held := v_held + p_amount;
  UPDATE ledger_accounts a SET held = v_held WHERE a.id = v_member_account;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, held_change, balance_after, held_after, created_at)
  VALUES (v_transfer, v_member_account, 0, p_amount, v_balance, v_held, v_now);

  INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, placed_at)
  VALUES (p_vendor, p_transaction, p_merchant, p_member, p_round, p_game, p_game_type, p_amount, v_now);

  v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', v_transfer::text,
    'balance', v_balance - v_held + v_bonus_available, 'currency', v_currency);
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, 'bet', p_hash, v_answer);
  answer := v_answer; moved := true; member_account := v_member_account; house_account := v_house_account;
END $$;

-- The member's lock: every change to a member's bets (a new bet, a win settling it, a rollback) is
-- made under the lock of the member's main account, taken with the house sub-account in id order
-- (the order ledger_transfer locks them in, so this adds no deadlock). A win or a rollback takes it
-- BEFORE it reads the round's bets: a bet in flight (which holds it from its ledger transfer to its
-- commit) is then either committed and seen, or waits until the win has committed and opens the
-- round again. Without it a win could read the round, then wait behind a new bet's hold and answer
-- a balance with that stake held while leaving the bet open (issue 13).
CREATE OR REPLACE FUNCTION vendor_lock_member(p_merchant text, p_vendor text, p_member bigint,
  OUT member_account bigint, OUT house_account bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_house_ref text := p_vendor || '/' || (p_member % 64)::text;
BEGIN
  SELECT max(a.id) FILTER (WHERE a.kind = 'member_main'), max(a.id) FILTER (WHERE a.kind = 'house')
    INTO member_account, house_account
    FROM (SELECT x.id, x.kind FROM ledger_accounts x
           WHERE x.merchant_code = p_merchant
             AND ((x.kind = 'member_main' AND x.owner_id = p_member AND x.ref = '')
               OR (x.kind = 'house' AND x.owner_id = 0 AND x.ref = v_house_ref)
               -- The active grants' accounts too, in the same id order (vendor_bet).
               OR (x.kind = 'member_bonus' AND x.owner_id = p_member AND x.ref IN (
                     SELECT g.id::text FROM bonus_grants g
                      WHERE g.merchant_code = p_merchant AND g.member_id = p_member AND g.status = 'active'
                        AND (g.scope_vendor IS NULL OR g.scope_vendor = p_vendor))))
           ORDER BY x.id FOR UPDATE) a;
END $$;

-- A win settles the round's open bets of the player (or the listed ones): each pending stake is
-- posted to the house and `amount` (0 = lost) is paid house -> member_main, in one ledger_settle
-- call (the two accounts locked and written once). A bet of the round that arrives while a win
-- runs is either settled by it (the bet committed first) or left open for a later win (it waits
-- for the win): see vendor_lock_member.
CREATE OR REPLACE FUNCTION vendor_win(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_round text,
  p_amount bigint, p_bet_transactions text[],
  OUT answer jsonb, OUT moved boolean, OUT member_account bigint, OUT house_account bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_answer jsonb;
  v_total integer;
  v_open integer;
  v_settled integer;
  v_stakes bigint;
  v_one_transaction text;
  v_bet_transactions text[];
  v_bet_stakes bigint[];
  v_paid bigint := 0;
  v_share bigint;
  v_prefix text := 'vendor:' || p_vendor || ':bet:';
  v_member bigint;
  v_member_balance bigint;
  v_member_held bigint;
  v_house bigint;
  v_house_balance bigint;
  v_house_held bigint;
  v_house_may_go_negative boolean;
  v_bonus_available bigint;
  v_bonus_stakes bigint;
  v_pending bigint;
  v_post bigint;
  v_pay bigint;
  v_now timestamptz;
  r record;
BEGIN
  moved := false;
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor || ':' || p_transaction, 0));
  SELECT CASE WHEN t.request_hash = p_hash THEN t.answer
              ELSE jsonb_build_object('status', 'DUPLICATE_TRANSACTION_MISMATCH', 'transactionId', p_transaction) END
    INTO v_answer
    FROM vendor_transactions t WHERE t.vendor_code = p_vendor AND t.transaction_id = p_transaction;
  IF v_answer IS NOT NULL THEN
    answer := v_answer;
    RETURN;
  END IF;

  -- The member's lock first, then the round (vendor_lock_member, inlined: one statement that also
  -- reads both accounts' totals for the one-bet settlement below, and locks and reads the accounts of
  -- the member's active grants usable here, as vendor_bet does: their money is part of the balance).
  SELECT max(a.id) FILTER (WHERE a.kind = 'member_main'), max(a.balance) FILTER (WHERE a.kind = 'member_main'),
         max(a.held) FILTER (WHERE a.kind = 'member_main'),
         max(a.id) FILTER (WHERE a.kind = 'house'), max(a.balance) FILTER (WHERE a.kind = 'house'),
         max(a.held) FILTER (WHERE a.kind = 'house'), bool_or(a.may_go_negative) FILTER (WHERE a.kind = 'house'),
         coalesce(sum(a.balance - a.held) FILTER (WHERE a.kind = 'member_bonus'), 0)
    INTO v_member, v_member_balance, v_member_held, v_house, v_house_balance, v_house_held, v_house_may_go_negative, v_bonus_available
    FROM (SELECT x.id, x.kind, x.balance, x.held, x.may_go_negative FROM ledger_accounts x
           WHERE x.merchant_code = p_merchant
             AND ((x.kind = 'member_main' AND x.owner_id = p_member AND x.ref = '')
               OR (x.kind = 'house' AND x.owner_id = 0 AND x.ref = p_vendor || '/' || (p_member % 64)::text)
               OR (x.kind = 'member_bonus' AND x.owner_id = p_member AND x.ref IN (
                     SELECT g.id::text FROM bonus_grants g
                      WHERE g.merchant_code = p_merchant AND g.member_id = p_member AND g.status = 'active'
                        AND (g.scope_vendor IS NULL OR g.scope_vendor = p_vendor))))
           ORDER BY x.id FOR UPDATE) a;

  -- The player's bets of the round, counted as this win sees them (no row locks: the member's lock
  -- above guards them). The brand is checked outside the subquery (OFFSET 0 keeps it out) on
  -- purpose: inside, (merchant, member) lets the planner pick bets_member with stale statistics and
  -- scan all the member's bets at every win (measured: the cost grows with the member's history);
  -- (vendor, round, member) is bets_round exactly. A member id belongs to one brand.
  SELECT count(*), count(*) FILTER (WHERE b.status = 'open'), count(*) FILTER (WHERE b.status = 'settled'),
         COALESCE(sum(b.stake) FILTER (WHERE b.status = 'open'), 0),
         max(b.transaction_id) FILTER (WHERE b.status = 'open'),
         COALESCE(sum(b.bonus_stake) FILTER (WHERE b.status = 'open'), 0)
    INTO v_total, v_open, v_settled, v_stakes, v_one_transaction, v_bonus_stakes
    FROM (SELECT x.id, x.transaction_id, x.merchant_code, x.status, x.stake, x.bonus_stake FROM bets x
           WHERE x.vendor_code = p_vendor AND x.round_id = p_round AND x.member_id = p_member OFFSET 0) b
   WHERE b.merchant_code = p_merchant AND (p_bet_transactions IS NULL OR b.transaction_id = ANY (p_bet_transactions));

  IF v_total = 0 OR (p_bet_transactions IS NOT NULL AND v_total < (SELECT count(DISTINCT x) FROM unnest(p_bet_transactions) x)) THEN
    v_answer := jsonb_build_object('status',
      CASE WHEN vendor_player_exists(p_merchant, p_member) THEN 'BET_NOT_FOUND' ELSE 'PLAYER_NOT_FOUND' END,
      'transactionId', p_transaction);
  ELSIF v_open = 0 OR (p_bet_transactions IS NOT NULL AND v_open < v_total) THEN
    v_answer := jsonb_build_object('status', CASE WHEN v_settled > 0 THEN 'BET_ALREADY_SETTLED' ELSE 'BET_ALREADY_ROLLED_BACK' END,
      'transactionId', p_transaction);
  END IF;
  IF v_answer IS NOT NULL THEN
    INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
    VALUES (p_vendor, p_transaction, 'win', p_hash, v_answer);
    answer := v_answer;
    RETURN;
  END IF;

  -- A round with a bonus stake in it: each part posted, the payout split (repeatable/bonus.sql).
  IF v_bonus_stakes > 0 THEN
    SELECT s.answer, s.moved INTO answer, moved
      FROM bonus_settle_round(p_vendor, p_transaction, p_hash, p_merchant, p_member, p_round, p_amount, p_bet_transactions, v_member, v_house) s;
    member_account := v_member; house_account := v_house;
    RETURN;
  END IF;

  IF v_open = 1 THEN
    -- The common round: one open bet, which takes the whole payout. Settled here as ledger_settle
    -- would (its post, then the pay when the win is not 0), on the accounts locked and read above:
    -- nothing read twice. The bet is open under the member's lock, so its hold is unresolved (the
    -- unique index on pending_id is the backstop).
    v_now := clock_timestamp();
    SELECT t.id INTO v_pending FROM ledger_transfers t
     WHERE t.merchant_code = p_merchant AND t.idempotency_key = v_prefix || v_one_transaction AND t.flag = 'pending';
    IF v_pending IS NULL THEN
      RAISE EXCEPTION 'vendor win %/%: the stake of bet % is not held', p_vendor, p_transaction, v_one_transaction;
    END IF;
    IF p_amount > 0 AND NOT v_house_may_go_negative AND v_house_balance + v_stakes - v_house_held < p_amount THEN
      RAISE EXCEPTION 'vendor win %/%: % cannot pay %', p_vendor, p_transaction, v_house, p_amount USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO ledger_transfers (merchant_code, idempotency_key, kind, flag, debit_account_id, credit_account_id, amount, pending_id, details, created_at)
    VALUES (p_merchant, v_prefix || v_one_transaction || ':post', 'bet', 'post', v_member, v_house, v_stakes, v_pending,
            jsonb_build_object('vendor', p_vendor, 'transactionId', v_one_transaction, 'winTransactionId', p_transaction), v_now)
    RETURNING id INTO v_post;
    v_member_balance := v_member_balance - v_stakes; v_member_held := v_member_held - v_stakes;
    v_house_balance := v_house_balance + v_stakes;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, held_change, balance_after, held_after, created_at)
    VALUES (v_post, v_member, -v_stakes, -v_stakes, v_member_balance, v_member_held, v_now),
           (v_post, v_house, v_stakes, 0, v_house_balance, v_house_held, v_now);
    IF p_amount > 0 THEN
      INSERT INTO ledger_transfers (merchant_code, idempotency_key, kind, flag, debit_account_id, credit_account_id, amount, pending_id, details, created_at)
      VALUES (p_merchant, 'vendor:' || p_vendor || ':win:' || p_transaction, 'win', 'single', v_house, v_member, p_amount, NULL,
              jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'roundId', p_round), v_now)
      RETURNING id INTO v_pay;
      v_house_balance := v_house_balance - p_amount; v_member_balance := v_member_balance + p_amount;
      INSERT INTO ledger_entries (transfer_id, account_id, amount, held_change, balance_after, held_after, created_at)
      VALUES (v_pay, v_house, -p_amount, 0, v_house_balance, v_house_held, v_now),
             (v_pay, v_member, p_amount, 0, v_member_balance, v_member_held, v_now);
    END IF;
    UPDATE ledger_accounts a
       SET balance = CASE WHEN a.id = v_member THEN v_member_balance ELSE v_house_balance END,
           held = CASE WHEN a.id = v_member THEN v_member_held ELSE a.held END
     WHERE a.id IN (v_member, v_house);
    UPDATE bets b SET status = 'settled', payout = p_amount, settled_at = v_now, win_transaction_id = p_transaction
     WHERE b.vendor_code = p_vendor AND b.transaction_id = v_one_transaction;
    v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', v_pay::text,
      'balance', v_member_balance - v_member_held + v_bonus_available, 'currency', (SELECT m.currency FROM merchants m WHERE m.code = p_merchant));
    INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
    VALUES (p_vendor, p_transaction, 'win', p_hash, v_answer);
    answer := v_answer; moved := true; member_account := v_member; house_account := v_house;
    RETURN;
  END IF;

  -- Several open bets: ledger_settle posts each stake and pays once.
  SELECT array_agg(b.transaction_id ORDER BY b.id), array_agg(b.stake ORDER BY b.id)
    INTO v_bet_transactions, v_bet_stakes
    FROM (SELECT x.id, x.transaction_id, x.merchant_code, x.status, x.stake FROM bets x  -- the same index, as above
           WHERE x.vendor_code = p_vendor AND x.round_id = p_round AND x.member_id = p_member OFFSET 0) b
   WHERE b.merchant_code = p_merchant AND b.status = 'open'
     AND (p_bet_transactions IS NULL OR b.transaction_id = ANY (p_bet_transactions));

  SELECT * INTO r FROM ledger_settle(p_merchant,
    (SELECT array_agg(v_prefix || t ORDER BY n) FROM unnest(v_bet_transactions) WITH ORDINALITY AS u(t, n)),
    (SELECT array_agg(v_prefix || t || ':post' ORDER BY n) FROM unnest(v_bet_transactions) WITH ORDINALITY AS u(t, n)),
    'bet',
    (SELECT array_agg(jsonb_build_object('vendor', p_vendor, 'transactionId', t, 'winTransactionId', p_transaction) ORDER BY n)
       FROM unnest(v_bet_transactions) WITH ORDINALITY AS u(t, n)),
    'vendor:' || p_vendor || ':win:' || p_transaction, 'win', p_amount,
    jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'roundId', p_round));
  IF r.status <> 'ok' THEN
    RAISE EXCEPTION 'vendor win %/%: the stakes of bets % are %', p_vendor, p_transaction, v_bet_transactions, r.status;
  END IF;

  -- The payout is shared by stake; the last bet takes what rounding left over.
  FOR i IN 1 .. v_open LOOP
    v_share := CASE WHEN i = v_open THEN p_amount - v_paid ELSE floor(p_amount::numeric * v_bet_stakes[i] / v_stakes)::bigint END;
    v_paid := v_paid + v_share;
    UPDATE bets b SET status = 'settled', payout = v_share, settled_at = r.created_at, win_transaction_id = p_transaction
     WHERE b.vendor_code = p_vendor AND b.transaction_id = v_bet_transactions[i];
  END LOOP;

  v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', r.pay_transfer_id::text,
    'balance', r.debit_balance - r.debit_held + v_bonus_available, 'currency', (SELECT m.currency FROM merchants m WHERE m.code = p_merchant));
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, 'win', p_hash, v_answer);
  answer := v_answer; moved := true; member_account := r.debit_account_id; house_account := r.credit_account_id;
END $$;

-- A rollback voids an open bet: the held stake is released to the member.
CREATE OR REPLACE FUNCTION vendor_rollback(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_bet_transaction text,
  OUT answer jsonb, OUT moved boolean, OUT member_account bigint, OUT house_account bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_answer jsonb;
  v_bet bets%ROWTYPE;
  v_main bigint;
  v_house bigint;
  r record;
BEGIN
  moved := false;
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor || ':' || p_transaction, 0));
  SELECT CASE WHEN t.request_hash = p_hash THEN t.answer
              ELSE jsonb_build_object('status', 'DUPLICATE_TRANSACTION_MISMATCH', 'transactionId', p_transaction) END
    INTO v_answer
    FROM vendor_transactions t WHERE t.vendor_code = p_vendor AND t.transaction_id = p_transaction;
  IF v_answer IS NOT NULL THEN
    answer := v_answer;
    RETURN;
  END IF;

  PERFORM 1 FROM bets b WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction;
  IF NOT FOUND THEN
    -- The bet may be on its way: wait for it (same lock as its own call). Before the member's lock:
    -- the bet takes that lock while holding its own.
    PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor || ':' || p_bet_transaction, 0));
  END IF;
  -- The member's lock before the bet is read (vendor_lock_member), then the bet as it is now.
  SELECT l.member_account, l.house_account INTO v_main, v_house FROM vendor_lock_member(p_merchant, p_vendor, p_member) l;
  SELECT * INTO v_bet FROM bets b WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction FOR UPDATE;

  IF NOT FOUND OR v_bet.merchant_code <> p_merchant OR v_bet.member_id <> p_member THEN
    IF NOT vendor_player_exists(p_merchant, p_member) THEN
      v_answer := jsonb_build_object('status', 'PLAYER_NOT_FOUND', 'transactionId', p_transaction);
    ELSE
      IF v_bet.id IS NULL THEN
        INSERT INTO vendor_cancelled_bets (vendor_code, transaction_id) VALUES (p_vendor, p_bet_transaction) ON CONFLICT DO NOTHING;
      END IF;
      v_answer := jsonb_build_object('status', 'BET_NOT_FOUND', 'transactionId', p_transaction);
    END IF;
  ELSIF v_bet.status = 'settled' THEN
    v_answer := jsonb_build_object('status', 'BET_ALREADY_SETTLED', 'transactionId', p_transaction);
  ELSIF v_bet.status = 'rolled_back' THEN
    v_answer := jsonb_build_object('status', 'BET_ALREADY_ROLLED_BACK', 'transactionId', p_transaction);
  END IF;
  IF v_answer IS NOT NULL THEN
    INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
    VALUES (p_vendor, p_transaction, 'rollback', p_hash, v_answer);
    answer := v_answer;
    RETURN;
  END IF;

  -- A bet that drew on a grant: each held part voided (repeatable/bonus.sql).
  IF v_bet.bonus_stake > 0 THEN
    SELECT s.answer, s.moved INTO answer, moved
      FROM bonus_rollback(p_vendor, p_transaction, p_hash, p_merchant, p_member, p_bet_transaction, v_main, v_house) s;
    member_account := v_main; house_account := v_house;
    RETURN;
  END IF;

  SELECT * INTO r FROM ledger_transfer(p_merchant, 'vendor:' || p_vendor || ':rollback:' || p_transaction, 'rollback', 'void',
    NULL, NULL, 0, 'vendor:' || p_vendor || ':bet:' || p_bet_transaction,
    jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'betTransactionId', p_bet_transaction));
  IF r.status <> 'ok' THEN
    RAISE EXCEPTION 'vendor rollback %/%: the stake of bet % is %', p_vendor, p_transaction, p_bet_transaction, r.status USING ERRCODE = '40001';
  END IF;
  UPDATE bets b SET status = 'rolled_back', payout = 0, settled_at = r.created_at, rollback_transaction_id = p_transaction
   WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction;

  v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', r.transfer_id::text,
    'balance', r.debit_balance - r.debit_held + bonus_available(p_merchant, p_member, p_vendor),
    'currency', (SELECT m.currency FROM merchants m WHERE m.code = p_merchant));
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, 'rollback', p_hash, v_answer);
  answer := v_answer; moved := true; member_account := r.debit_account_id; house_account := r.credit_account_id;
END $$;

-- An adjustment of a settled bet (a corrected result re-settled by the vendor): the signed
-- difference `p_amount` against what the bet was paid, booked once per adjustment transaction id.
-- A positive one pays house -> member_main; a negative one takes member_main -> house what the
-- member has available, and what it cannot take is recorded as the member's shortfall (a debt:
-- the ledger never goes below zero on a member's wallet, and the house books only what it took).
-- The bet's payout moves by the whole difference. Refusals: BET_NOT_FOUND, BET_NOT_SETTLED (still
-- open: settle it with a win), BET_ALREADY_ROLLED_BACK, ADJUSTMENT_EXCEEDS_PAYOUT (the payout would
-- go below zero), PLAYER_NOT_FOUND; all remembered with the request's fingerprint like the others.
CREATE OR REPLACE FUNCTION vendor_adjust(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_bet_transaction text,
  p_amount bigint,
  OUT answer jsonb, OUT moved boolean, OUT member_account bigint, OUT house_account bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_answer jsonb;
  v_bet bets%ROWTYPE;
  v_member_account bigint;
  v_house_account bigint;
  v_available bigint;
  v_take bigint := 0;
  v_shortfall bigint := 0;
  v_transfer bigint;
  v_balance bigint;
  r record;
BEGIN
  moved := false;
  PERFORM pg_advisory_xact_lock(hashtextextended('vendor-tx:' || p_vendor || ':' || p_transaction, 0));
  v_answer := vendor_prior_answer(p_vendor, p_transaction, p_hash);
  IF v_answer IS NOT NULL THEN
    answer := v_answer;
    RETURN;
  END IF;

  -- The member's lock before the bet is read (vendor_lock_member), then the bet as it is now.
  SELECT l.member_account, l.house_account INTO v_member_account, v_house_account FROM vendor_lock_member(p_merchant, p_vendor, p_member) l;
  SELECT * INTO v_bet FROM bets b WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction FOR UPDATE;

  IF NOT FOUND OR v_bet.merchant_code <> p_merchant OR v_bet.member_id <> p_member THEN
    v_answer := jsonb_build_object('status',
      CASE WHEN vendor_player_exists(p_merchant, p_member) THEN 'BET_NOT_FOUND' ELSE 'PLAYER_NOT_FOUND' END,
      'transactionId', p_transaction);
  ELSIF v_bet.status = 'open' THEN
    v_answer := jsonb_build_object('status', 'BET_NOT_SETTLED', 'transactionId', p_transaction);
  ELSIF v_bet.status = 'rolled_back' THEN
    v_answer := jsonb_build_object('status', 'BET_ALREADY_ROLLED_BACK', 'transactionId', p_transaction);
  ELSIF v_bet.payout + p_amount < 0 THEN
    v_answer := jsonb_build_object('status', 'ADJUSTMENT_EXCEEDS_PAYOUT', 'transactionId', p_transaction);
  END IF;
  IF v_answer IS NOT NULL THEN
    answer := vendor_remember(p_vendor, p_transaction, 'adjust', p_hash, v_answer);
    RETURN;
  END IF;

  -- A bet that drew on a grant: the difference split like its stake (repeatable/bonus.sql).
  IF v_bet.bonus_stake > 0 THEN
    SELECT s.answer, s.moved INTO answer, moved
      FROM bonus_adjust(p_vendor, p_transaction, p_hash, p_merchant, p_member, p_bet_transaction, p_amount, v_member_account, v_house_account) s;
    IF moved THEN
      member_account := v_member_account; house_account := v_house_account;
    END IF;
    RETURN;
  END IF;

  IF p_amount > 0 THEN
    SELECT * INTO r FROM ledger_transfer(p_merchant, 'vendor:' || p_vendor || ':adjust:' || p_transaction, 'win', 'single',
      v_house_account, v_member_account, p_amount, NULL,
      jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'betTransactionId', p_bet_transaction, 'roundId', v_bet.round_id));
    IF r.status <> 'ok' THEN
      RAISE EXCEPTION 'vendor adjust %/% raced a duplicate (%)', p_vendor, p_transaction, r.status USING ERRCODE = '40001';
    END IF;
    v_take := p_amount; v_transfer := r.transfer_id; v_balance := r.credit_balance - r.credit_held;
  ELSE
    SELECT a.balance - a.held INTO v_available FROM ledger_accounts a WHERE a.id = v_member_account;
    v_take := least(-p_amount, greatest(v_available, 0));
    v_shortfall := -p_amount - v_take;
    v_balance := v_available;
    IF v_take > 0 THEN
      SELECT * INTO r FROM ledger_transfer(p_merchant, 'vendor:' || p_vendor || ':adjust:' || p_transaction, 'bet', 'single',
        v_member_account, v_house_account, v_take, NULL,
        jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'betTransactionId', p_bet_transaction,
          'roundId', v_bet.round_id, 'shortfall', v_shortfall));
      IF r.status <> 'ok' THEN
        RAISE EXCEPTION 'vendor adjust %/% could not take % (%)', p_vendor, p_transaction, v_take, r.status USING ERRCODE = '40001';
      END IF;
      v_transfer := r.transfer_id; v_balance := r.debit_balance - r.debit_held;
    END IF;
    v_take := -v_take;
  END IF;

  INSERT INTO vendor_bet_adjustments (vendor_code, transaction_id, bet_transaction_id, merchant_code, member_id, amount, moved, shortfall, payout_after, transfer_id)
  VALUES (p_vendor, p_transaction, p_bet_transaction, p_merchant, p_member, p_amount, v_take, v_shortfall, v_bet.payout + p_amount, v_transfer);
  UPDATE bets b SET payout = b.payout + p_amount WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction;

  v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', v_transfer::text,
    'balance', v_balance + bonus_available(p_merchant, p_member, p_vendor), 'shortfall', v_shortfall,
    'currency', (SELECT m.currency FROM merchants m WHERE m.code = p_merchant));
  answer := vendor_remember(p_vendor, p_transaction, 'adjust', p_hash, v_answer);
  IF v_transfer IS NOT NULL THEN
    moved := true; member_account := v_member_account; house_account := v_house_account;
  END IF;
END $$;
