-- Bonus money in the seamless wallet (docs/adr/0016 §2, docs/rewards.md "Core"). A grant's money is
-- its own ledger account member_bonus/{grant id}. vendor_bet / vendor_win / vendor_rollback /
-- vendor_adjust (repeatable/vendor_wallet.sql) call these only for a member with an active grant
-- usable at the vendor, or for a bet that drew on a grant; every other call never comes here.
--
-- Which money a bet uses: a scoped grant whose scope matches (vendor, game, stake <= its maximum)
-- pays the whole stake when its available money covers it; else cash first (the main wallet's
-- available money), and only what cash cannot cover from the active unscoped grant.
--
-- Locks: the main wallet, the house sub-account and the grant accounts in id order in one
-- statement (the vendor functions already hold main and house, and the active grants' accounts);
-- a grant's status is read after its account is locked, because a status changes only under that
-- lock (the grant's conversion, forfeit, expiry, exhaustion).

-- The member's active grants a bet at this vendor may draw on (the unscoped one and the scoped ones
-- of this vendor), with each account's available money. Scoped first, the most specific first.
CREATE OR REPLACE FUNCTION bonus_active_grants(p_merchant text, p_member bigint, p_vendor text)
RETURNS TABLE (grant_id bigint, account_id bigint, scope_vendor text, scope_game text, scope_max_stake bigint, available bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT g.id, a.id, g.scope_vendor, g.scope_game, g.scope_max_stake, coalesce(a.balance - a.held, 0)
    FROM bonus_grants g
    LEFT JOIN ledger_accounts a
      ON a.merchant_code = g.merchant_code AND a.kind = 'member_bonus' AND a.owner_id = g.member_id AND a.ref = g.id::text
   WHERE g.merchant_code = p_merchant AND g.member_id = p_member AND g.status = 'active'
     AND (g.scope_vendor IS NULL OR g.scope_vendor = p_vendor)
   ORDER BY g.scope_vendor IS NULL, g.scope_game IS NULL, g.id;
END $$;

-- The bonus part of the balance a vendor is told: the available money of the member's active
-- unscoped grant and of the active scoped grants of this vendor (0 for a member without any).
CREATE OR REPLACE FUNCTION bonus_available(p_merchant text, p_member bigint, p_vendor text) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE v_available bigint;
BEGIN
  SELECT coalesce(sum(a.balance - a.held), 0) INTO v_available
    FROM bonus_grants g
    JOIN ledger_accounts a
      ON a.merchant_code = g.merchant_code AND a.kind = 'member_bonus' AND a.owner_id = g.member_id AND a.ref = g.id::text
   WHERE g.merchant_code = p_merchant AND g.member_id = p_member AND g.status = 'active'
     AND (g.scope_vendor IS NULL OR g.scope_vendor = p_vendor);
  RETURN v_available;
END $$;

-- Where the bonus share of a win (or of a positive adjustment) goes, by the grant's status now:
-- its own account while it is open, the main wallet once converted (its money is cash), nowhere once
-- it ended otherwise (the house keeps it, recorded on the grant). Answers the transfer id, if any.
CREATE OR REPLACE FUNCTION bonus_pay_share(p_merchant text, p_key text, p_grant bigint, p_status text, p_amount bigint,
  p_house bigint, p_main bigint, p_grant_account bigint, p_details jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF p_amount <= 0 THEN
    RETURN NULL;
  END IF;
  IF p_status IN ('forfeited', 'expired', 'exhausted') THEN
    UPDATE bonus_grants g SET forfeited_winnings = g.forfeited_winnings + p_amount WHERE g.id = p_grant;
    RETURN NULL;
  END IF;
  SELECT * INTO r FROM ledger_transfer(p_merchant, p_key, 'win', 'single', p_house,
    CASE WHEN p_status = 'converted' THEN p_main ELSE p_grant_account END, p_amount, NULL,
    p_details || jsonb_build_object('grantId', p_grant::text, 'grantStatus', p_status));
  IF r.status <> 'ok' THEN
    RAISE EXCEPTION 'bonus share %: %', p_key, r.status USING ERRCODE = '40001';
  END IF;
  RETURN r.transfer_id;
END $$;

-- A bet of a member with an active grant usable at this vendor: which money pays (above), up to two
-- pending transfers (cash: vendor:{vendor}:bet:{tx}, main -> house; bonus: the same key with
-- `:bonus`, member_bonus/{grant} -> house), the bet with its grant and bonus stake, the remembered
-- answer. Called by vendor_bet with main and house locked, after the session and replay checks.
-- INSUFFICIENT_FUNDS only when cash and the usable grant money together are short.
CREATE OR REPLACE FUNCTION bonus_bet_split(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_round text, p_game text,
  p_game_type text, p_amount bigint, p_currency text, p_main bigint, p_house bigint,
  OUT answer jsonb, OUT moved boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_scoped bigint;
  v_unscoped bigint;
  v_scoped_account bigint;
  v_unscoped_account bigint;
  v_scoped_available bigint;
  v_unscoped_available bigint;
  v_scoped_status text;
  v_unscoped_status text;
  v_main_available bigint;
  v_grant bigint;
  v_grant_account bigint;
  v_bonus bigint := 0;
  v_cash bigint;
  v_key text := 'vendor:' || p_vendor || ':bet:' || p_transaction;
  v_details jsonb := jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'roundId', p_round, 'gameCode', p_game);
  v_transfer bigint;
  r record;
BEGIN
  moved := false;
  -- The grants that could pay: the scoped one of this game (most specific first), the unscoped one.
  SELECT (array_agg(g.grant_id ORDER BY g.scope_game IS NULL, g.grant_id)
            FILTER (WHERE g.scope_vendor IS NOT NULL AND (g.scope_game IS NULL OR g.scope_game = p_game) AND p_amount <= g.scope_max_stake))[1],
         (array_agg(g.grant_id ORDER BY g.grant_id) FILTER (WHERE g.scope_vendor IS NULL))[1]
    INTO v_scoped, v_unscoped
    FROM bonus_active_grants(p_merchant, p_member, p_vendor) g;

  -- Main, house and both grant accounts, locked in id order and read in one statement.
  SELECT max(a.balance - a.held) FILTER (WHERE a.id = p_main),
         max(a.id) FILTER (WHERE a.kind = 'member_bonus' AND a.ref = v_scoped::text),
         max(a.balance - a.held) FILTER (WHERE a.kind = 'member_bonus' AND a.ref = v_scoped::text),
         max(a.id) FILTER (WHERE a.kind = 'member_bonus' AND a.ref = v_unscoped::text),
         max(a.balance - a.held) FILTER (WHERE a.kind = 'member_bonus' AND a.ref = v_unscoped::text)
    INTO v_main_available, v_scoped_account, v_scoped_available, v_unscoped_account, v_unscoped_available
    FROM (SELECT x.id, x.kind, x.ref, x.balance, x.held FROM ledger_accounts x
           WHERE x.id IN (p_main, p_house)
              OR (x.merchant_code = p_merchant AND x.kind = 'member_bonus' AND x.owner_id = p_member
                  AND x.ref IN (v_scoped::text, v_unscoped::text))
           ORDER BY x.id FOR UPDATE) a;
  -- The statuses as they are now that the accounts are locked.
  SELECT max(g.status) FILTER (WHERE g.id = v_scoped), max(g.status) FILTER (WHERE g.id = v_unscoped)
    INTO v_scoped_status, v_unscoped_status
    FROM bonus_grants g WHERE g.id IN (v_scoped, v_unscoped);

  IF v_scoped_status = 'active' AND v_scoped_available >= p_amount THEN
    v_grant := v_scoped; v_grant_account := v_scoped_account; v_bonus := p_amount;
  ELSIF v_main_available >= p_amount THEN
    v_bonus := 0;
  ELSIF v_unscoped_status = 'active' AND greatest(v_main_available, 0) + v_unscoped_available >= p_amount THEN
    v_grant := v_unscoped; v_grant_account := v_unscoped_account; v_bonus := p_amount - greatest(v_main_available, 0);
  ELSE
    answer := jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'transactionId', p_transaction,
      'balance', v_main_available + bonus_available(p_merchant, p_member, p_vendor), 'currency', p_currency);
    INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
    VALUES (p_vendor, p_transaction, 'bet', p_hash, answer);
    RETURN;
  END IF;
  v_cash := p_amount - v_bonus;

  IF v_cash > 0 THEN
    SELECT * INTO r FROM ledger_transfer(p_merchant, v_key, 'bet', 'pending', p_main, p_house, v_cash, NULL, v_details);
    IF r.status <> 'ok' THEN
      RAISE EXCEPTION 'vendor bet %/%: cash hold %', p_vendor, p_transaction, r.status USING ERRCODE = '40001';
    END IF;
    v_transfer := r.transfer_id;
  END IF;
  IF v_bonus > 0 THEN
    SELECT * INTO r FROM ledger_transfer(p_merchant, v_key || ':bonus', 'bet', 'pending', v_grant_account, p_house, v_bonus, NULL,
      v_details || jsonb_build_object('grantId', v_grant::text));
    IF r.status <> 'ok' THEN
      RAISE EXCEPTION 'vendor bet %/%: bonus hold %', p_vendor, p_transaction, r.status USING ERRCODE = '40001';
    END IF;
    v_transfer := coalesce(v_transfer, r.transfer_id);
  END IF;

  INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, placed_at, bonus_grant_id, bonus_stake)
  VALUES (p_vendor, p_transaction, p_merchant, p_member, p_round, p_game, p_game_type, p_amount, clock_timestamp(), v_grant, v_bonus);

  answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', v_transfer::text,
    'balance', v_main_available - v_cash + bonus_available(p_merchant, p_member, p_vendor), 'currency', p_currency);
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, 'bet', p_hash, answer);
  moved := true;
END $$;

-- A win of a round with a bonus stake in it (vendor_win calls it with main and house locked, after
-- its refusals). Each bet's share of the payout is split like its stake: with stake s = cash c +
-- bonus b and share W, the bonus share is floor(W × b / s), the cash share the rest. Each held part
-- is posted (`…:post`, `…:bonus:post`); the cash shares are paid to main in one transfer
-- vendor:{vendor}:win:{tx}; each grant's bonus share under vendor:{vendor}:win:{tx}:bonus (with
-- `:{grant id}` after it when the round drew on more than one grant) goes where its status says
-- (bonus_pay_share).
CREATE OR REPLACE FUNCTION bonus_settle_round(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_round text,
  p_amount bigint, p_bet_transactions text[], p_main bigint, p_house bigint,
  OUT answer jsonb, OUT moved boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_prefix text := 'vendor:' || p_vendor || ':bet:';
  v_transactions text[];
  v_stakes bigint[];
  v_bonus_stakes bigint[];
  v_bet_grants bigint[];
  v_total bigint;
  v_count integer;
  v_grants bigint[];
  v_statuses text[];
  v_accounts bigint[];
  v_grant_shares bigint[];
  v_share bigint;
  v_bonus_share bigint;
  v_paid bigint := 0;
  v_cash_share bigint := 0;
  v_index integer;
  v_pay bigint;
  v_bonus_pay bigint;
  v_share_transfer bigint;
  v_key text;
  v_details jsonb := jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'roundId', p_round);
  v_now timestamptz := clock_timestamp();
  r record;
BEGIN
  moved := false;
  SELECT array_agg(b.transaction_id ORDER BY b.id), array_agg(b.stake ORDER BY b.id), array_agg(b.bonus_stake ORDER BY b.id),
         array_agg(b.bonus_grant_id ORDER BY b.id), sum(b.stake)
    INTO v_transactions, v_stakes, v_bonus_stakes, v_bet_grants, v_total
    FROM (SELECT x.id, x.transaction_id, x.merchant_code, x.status, x.stake, x.bonus_stake, x.bonus_grant_id FROM bets x
           WHERE x.vendor_code = p_vendor AND x.round_id = p_round AND x.member_id = p_member OFFSET 0) b
   WHERE b.merchant_code = p_merchant AND b.status = 'open'
     AND (p_bet_transactions IS NULL OR b.transaction_id = ANY (p_bet_transactions));
  v_count := array_length(v_transactions, 1);
  SELECT array_agg(DISTINCT g) INTO v_grants FROM unnest(v_bet_grants) g WHERE g IS NOT NULL;

  -- Lock the grants' accounts with main and house (id order, one statement), then read each
  -- grant's status and account under that lock.
  PERFORM 1 FROM (SELECT x.id FROM ledger_accounts x
                   WHERE x.id IN (p_main, p_house)
                      OR (x.merchant_code = p_merchant AND x.kind = 'member_bonus' AND x.owner_id = p_member
                          AND x.ref = ANY (SELECT g::text FROM unnest(v_grants) g))
                   ORDER BY x.id FOR UPDATE) a;
  SELECT array_agg(g.status ORDER BY u.n), array_agg(a.id ORDER BY u.n)
    INTO v_statuses, v_accounts
    FROM unnest(v_grants) WITH ORDINALITY AS u(grant_id, n)
    JOIN bonus_grants g ON g.id = u.grant_id
    LEFT JOIN ledger_accounts a ON a.merchant_code = p_merchant AND a.kind = 'member_bonus' AND a.owner_id = p_member AND a.ref = g.id::text;
  v_grant_shares := array_fill(0::bigint, ARRAY[coalesce(array_length(v_grants, 1), 0)]);

  FOR i IN 1 .. v_count LOOP
    -- The bet's share of the payout (by stake; the last takes what rounding left), then its parts.
    v_share := CASE WHEN i = v_count THEN p_amount - v_paid ELSE floor(p_amount::numeric * v_stakes[i] / v_total)::bigint END;
    v_paid := v_paid + v_share;
    v_bonus_share := floor(v_share::numeric * v_bonus_stakes[i] / v_stakes[i])::bigint;
    v_cash_share := v_cash_share + v_share - v_bonus_share;
    IF v_bonus_share > 0 THEN
      v_index := array_position(v_grants, v_bet_grants[i]);
      v_grant_shares[v_index] := v_grant_shares[v_index] + v_bonus_share;
    END IF;

    IF v_stakes[i] > v_bonus_stakes[i] THEN
      SELECT * INTO r FROM ledger_transfer(p_merchant, v_prefix || v_transactions[i] || ':post', 'bet', 'post', NULL, NULL, 0,
        v_prefix || v_transactions[i], jsonb_build_object('vendor', p_vendor, 'transactionId', v_transactions[i], 'winTransactionId', p_transaction));
      IF r.status <> 'ok' THEN
        RAISE EXCEPTION 'vendor win %/%: the stake of bet % is %', p_vendor, p_transaction, v_transactions[i], r.status USING ERRCODE = '40001';
      END IF;
    END IF;
    IF v_bonus_stakes[i] > 0 THEN
      SELECT * INTO r FROM ledger_transfer(p_merchant, v_prefix || v_transactions[i] || ':bonus:post', 'bet', 'post', NULL, NULL, 0,
        v_prefix || v_transactions[i] || ':bonus',
        jsonb_build_object('vendor', p_vendor, 'transactionId', v_transactions[i], 'winTransactionId', p_transaction, 'grantId', v_bet_grants[i]::text));
      IF r.status <> 'ok' THEN
        RAISE EXCEPTION 'vendor win %/%: the bonus stake of bet % is %', p_vendor, p_transaction, v_transactions[i], r.status USING ERRCODE = '40001';
      END IF;
    END IF;
    UPDATE bets b SET status = 'settled', payout = v_share, settled_at = v_now, win_transaction_id = p_transaction
     WHERE b.vendor_code = p_vendor AND b.transaction_id = v_transactions[i];
  END LOOP;

  IF v_cash_share > 0 THEN
    SELECT * INTO r FROM ledger_transfer(p_merchant, 'vendor:' || p_vendor || ':win:' || p_transaction, 'win', 'single',
      p_house, p_main, v_cash_share, NULL, v_details);
    IF r.status <> 'ok' THEN
      RAISE EXCEPTION 'vendor win %/%: cash share %', p_vendor, p_transaction, r.status USING ERRCODE = '40001';
    END IF;
    v_pay := r.transfer_id;
  END IF;
  FOR i IN 1 .. coalesce(array_length(v_grants, 1), 0) LOOP
    v_key := 'vendor:' || p_vendor || ':win:' || p_transaction || ':bonus'
             || CASE WHEN array_length(v_grants, 1) > 1 THEN ':' || v_grants[i]::text ELSE '' END;
    -- Called on its own line: inside coalesce() it would not run once a first share was paid.
    v_share_transfer := bonus_pay_share(p_merchant, v_key, v_grants[i], v_statuses[i], v_grant_shares[i], p_house, p_main, v_accounts[i], v_details);
    v_bonus_pay := coalesce(v_bonus_pay, v_share_transfer);
  END LOOP;

  answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', coalesce(v_pay, v_bonus_pay)::text,
    'balance', (SELECT a.balance - a.held FROM ledger_accounts a WHERE a.id = p_main) + bonus_available(p_merchant, p_member, p_vendor),
    'currency', (SELECT m.currency FROM merchants m WHERE m.code = p_merchant));
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, 'win', p_hash, answer);
  moved := true;
END $$;

-- Money a rolled-back bonus stake gave back to a grant that has ended meanwhile follows the grant's
-- money: to main if it converted, back to the bonus pool if it was forfeited, expired or exhausted.
CREATE OR REPLACE FUNCTION bonus_settle_returned(p_merchant text, p_member bigint, p_key text, p_grant bigint, p_status text,
  p_amount bigint, p_main bigint, p_grant_account bigint, p_details jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF p_amount <= 0 OR p_status IN ('queued', 'active') THEN
    RETURN;
  END IF;
  IF p_status = 'converted' THEN
    SELECT * INTO r FROM ledger_transfer(p_merchant, p_key || ':convert', 'bonus_convert', 'single', p_grant_account, p_main, p_amount, NULL, p_details);
    UPDATE bonus_grants g SET converted = g.converted + p_amount WHERE g.id = p_grant;
  ELSE
    SELECT * INTO r FROM ledger_transfer(p_merchant, p_key || ':forfeit', 'bonus_forfeit', 'single', p_grant_account,
      ledger_account(p_merchant, 'bonus', 0, (p_member % 16)::text, true), p_amount, NULL, p_details);
    UPDATE bonus_grants g SET forfeited = g.forfeited + p_amount WHERE g.id = p_grant;
  END IF;
  IF r.status <> 'ok' THEN
    RAISE EXCEPTION 'bonus returned %: %', p_key, r.status USING ERRCODE = '40001';
  END IF;
END $$;

-- A rollback of a bet that drew on a grant (vendor_rollback calls it with main and house locked,
-- the bet locked and open): voids each held part (the cash part is absent when the grant paid the
-- whole stake) under vendor:{vendor}:rollback:{tx} and `…:bonus`.
CREATE OR REPLACE FUNCTION bonus_rollback(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_bet_transaction text,
  p_main bigint, p_house bigint,
  OUT answer jsonb, OUT moved boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_bet bets%ROWTYPE;
  v_key text := 'vendor:' || p_vendor || ':rollback:' || p_transaction;
  v_pending text := 'vendor:' || p_vendor || ':bet:' || p_bet_transaction;
  v_details jsonb := jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'betTransactionId', p_bet_transaction);
  v_grant_account bigint;
  v_status text;
  v_transfer bigint;
  v_at timestamptz;
  r record;
BEGIN
  moved := false;
  SELECT * INTO v_bet FROM bets b WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction;
  SELECT max(a.id) FILTER (WHERE a.kind = 'member_bonus') INTO v_grant_account
    FROM (SELECT x.id, x.kind FROM ledger_accounts x
           WHERE x.id IN (p_main, p_house)
              OR (x.merchant_code = p_merchant AND x.kind = 'member_bonus' AND x.owner_id = p_member AND x.ref = v_bet.bonus_grant_id::text)
           ORDER BY x.id FOR UPDATE) a;
  SELECT g.status INTO v_status FROM bonus_grants g WHERE g.id = v_bet.bonus_grant_id;

  IF v_bet.stake > v_bet.bonus_stake THEN
    SELECT * INTO r FROM ledger_transfer(p_merchant, v_key, 'rollback', 'void', NULL, NULL, 0, v_pending, v_details);
    IF r.status <> 'ok' THEN
      RAISE EXCEPTION 'vendor rollback %/%: the stake of bet % is %', p_vendor, p_transaction, p_bet_transaction, r.status USING ERRCODE = '40001';
    END IF;
    v_transfer := r.transfer_id; v_at := r.created_at;
  END IF;
  SELECT * INTO r FROM ledger_transfer(p_merchant, v_key || ':bonus', 'rollback', 'void', NULL, NULL, 0, v_pending || ':bonus',
    v_details || jsonb_build_object('grantId', v_bet.bonus_grant_id::text));
  IF r.status <> 'ok' THEN
    RAISE EXCEPTION 'vendor rollback %/%: the bonus stake of bet % is %', p_vendor, p_transaction, p_bet_transaction, r.status USING ERRCODE = '40001';
  END IF;
  v_transfer := coalesce(v_transfer, r.transfer_id); v_at := coalesce(v_at, r.created_at);
  PERFORM bonus_settle_returned(p_merchant, p_member, v_key || ':bonus', v_bet.bonus_grant_id, v_status, v_bet.bonus_stake,
    p_main, v_grant_account, v_details || jsonb_build_object('grantId', v_bet.bonus_grant_id::text));

  UPDATE bets b SET status = 'rolled_back', payout = 0, settled_at = v_at, rollback_transaction_id = p_transaction
   WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction;
  answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', v_transfer::text,
    'balance', (SELECT a.balance - a.held FROM ledger_accounts a WHERE a.id = p_main) + bonus_available(p_merchant, p_member, p_vendor),
    'currency', (SELECT m.currency FROM merchants m WHERE m.code = p_merchant));
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, 'rollback', p_hash, answer);
  moved := true;
END $$;

-- An adjustment of a settled bet that drew on a grant (vendor_adjust calls it with main and house
-- locked, the bet locked and settled, the payout checked). The signed difference D is split like
-- the stake: the bonus part is D × b / s rounded toward zero, the cash part the rest.
-- - D > 0: the cash part is paid to main (vendor:{vendor}:adjust:{tx}), the bonus part as a win's
--   bonus share (`…:bonus`, bonus_pay_share).
-- - D < 0: the bonus part is taken first from what the house kept of an ended grant's winnings
--   (forfeited_winnings: no money moves), then from the grant account's available money (`…:bonus`);
--   the rest with the cash part from main, and what main cannot give is the member's shortfall.
CREATE OR REPLACE FUNCTION bonus_adjust(
  p_vendor text, p_transaction text, p_hash text, p_merchant text, p_member bigint, p_bet_transaction text,
  p_amount bigint, p_main bigint, p_house bigint,
  OUT answer jsonb, OUT moved boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_bet bets%ROWTYPE;
  v_key text := 'vendor:' || p_vendor || ':adjust:' || p_transaction;
  v_details jsonb;
  v_grant_account bigint;
  v_grant_available bigint;
  v_main_available bigint;
  v_status text;
  v_kept bigint;
  v_bonus_part bigint;
  v_cash_part bigint;
  v_from_kept bigint := 0;
  v_from_grant bigint := 0;
  v_from_main bigint := 0;
  v_shortfall bigint := 0;
  v_moved bigint := 0;
  v_transfer bigint;
  v_bonus_transfer bigint;
  r record;
BEGIN
  moved := false;
  SELECT * INTO v_bet FROM bets b WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction;
  v_details := jsonb_build_object('vendor', p_vendor, 'transactionId', p_transaction, 'betTransactionId', p_bet_transaction, 'roundId', v_bet.round_id);
  SELECT max(a.balance - a.held) FILTER (WHERE a.id = p_main), max(a.id) FILTER (WHERE a.kind = 'member_bonus'),
         max(a.balance - a.held) FILTER (WHERE a.kind = 'member_bonus')
    INTO v_main_available, v_grant_account, v_grant_available
    FROM (SELECT x.id, x.kind, x.balance, x.held FROM ledger_accounts x
           WHERE x.id IN (p_main, p_house)
              OR (x.merchant_code = p_merchant AND x.kind = 'member_bonus' AND x.owner_id = p_member AND x.ref = v_bet.bonus_grant_id::text)
           ORDER BY x.id FOR UPDATE) a;
  SELECT g.status, g.forfeited_winnings INTO v_status, v_kept FROM bonus_grants g WHERE g.id = v_bet.bonus_grant_id;

  v_bonus_part := (sign(p_amount) * floor(abs(p_amount)::numeric * v_bet.bonus_stake / v_bet.stake))::bigint;
  v_cash_part := p_amount - v_bonus_part;

  IF p_amount > 0 THEN
    IF v_cash_part > 0 THEN
      SELECT * INTO r FROM ledger_transfer(p_merchant, v_key, 'win', 'single', p_house, p_main, v_cash_part, NULL, v_details);
      IF r.status <> 'ok' THEN
        RAISE EXCEPTION 'vendor adjust %/% raced a duplicate (%)', p_vendor, p_transaction, r.status USING ERRCODE = '40001';
      END IF;
      v_transfer := r.transfer_id;
    END IF;
    v_bonus_transfer := bonus_pay_share(p_merchant, v_key || ':bonus', v_bet.bonus_grant_id, v_status, v_bonus_part,
      p_house, p_main, v_grant_account, v_details);
    v_moved := p_amount;
  ELSIF p_amount < 0 THEN
    IF v_status IN ('forfeited', 'expired', 'exhausted') THEN
      v_from_kept := least(-v_bonus_part, v_kept);
      UPDATE bonus_grants g SET forfeited_winnings = g.forfeited_winnings - v_from_kept WHERE g.id = v_bet.bonus_grant_id;
    END IF;
    v_from_grant := least(-v_bonus_part - v_from_kept, greatest(v_grant_available, 0));
    v_from_main := least(-p_amount - v_from_kept - v_from_grant, greatest(v_main_available, 0));
    v_shortfall := -p_amount - v_from_kept - v_from_grant - v_from_main;
    IF v_from_main > 0 THEN
      SELECT * INTO r FROM ledger_transfer(p_merchant, v_key, 'bet', 'single', p_main, p_house, v_from_main, NULL,
        v_details || jsonb_build_object('shortfall', v_shortfall));
      IF r.status <> 'ok' THEN
        RAISE EXCEPTION 'vendor adjust %/% could not take % (%)', p_vendor, p_transaction, v_from_main, r.status USING ERRCODE = '40001';
      END IF;
      v_transfer := r.transfer_id;
    END IF;
    IF v_from_grant > 0 THEN
      SELECT * INTO r FROM ledger_transfer(p_merchant, v_key || ':bonus', 'bet', 'single', v_grant_account, p_house, v_from_grant, NULL,
        v_details || jsonb_build_object('grantId', v_bet.bonus_grant_id::text));
      IF r.status <> 'ok' THEN
        RAISE EXCEPTION 'vendor adjust %/% could not take % from the grant (%)', p_vendor, p_transaction, v_from_grant, r.status USING ERRCODE = '40001';
      END IF;
      v_bonus_transfer := r.transfer_id;
    END IF;
    v_moved := -(v_from_kept + v_from_grant + v_from_main);
  END IF;

  -- moved: what the correction settled (as vendor_adjust records it: amount = moved - shortfall),
  -- counting a bonus part the house keeps or gives up against an ended grant's winnings.
  INSERT INTO vendor_bet_adjustments (vendor_code, transaction_id, bet_transaction_id, merchant_code, member_id, amount, moved, shortfall, payout_after, transfer_id)
  VALUES (p_vendor, p_transaction, p_bet_transaction, p_merchant, p_member, p_amount, v_moved, v_shortfall, v_bet.payout + p_amount,
          coalesce(v_transfer, v_bonus_transfer));
  UPDATE bets b SET payout = b.payout + p_amount WHERE b.vendor_code = p_vendor AND b.transaction_id = p_bet_transaction;

  answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction, 'walletTransactionId', coalesce(v_transfer, v_bonus_transfer)::text,
    'balance', (SELECT a.balance - a.held FROM ledger_accounts a WHERE a.id = p_main) + bonus_available(p_merchant, p_member, p_vendor),
    'shortfall', v_shortfall, 'currency', (SELECT m.currency FROM merchants m WHERE m.code = p_merchant));
  INSERT INTO vendor_transactions (vendor_code, transaction_id, action, request_hash, answer)
  VALUES (p_vendor, p_transaction, 'adjust', p_hash, answer);
  moved := v_transfer IS NOT NULL OR v_bonus_transfer IS NOT NULL;
END $$;
