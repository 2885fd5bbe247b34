-- Khela's own lotteries: the money of a slip, a draw's settlement and a cancelled draw's refund
-- (docs/lottery.md "Money"). A line's stake is held by a pending ledger transfer
-- member_main -> the lottery vendor's house sub-account (vendor_house_account: `{vendor}/{member % 64}`),
-- key `lottery:bet:{betId}`; settlement posts it and pays the win in one ledger_settle per member,
-- a refund voids it. Every change of a member's lottery bets is made under the lock of the member's
-- main account and house sub-account, so a bet, a settlement and a refund never cross.

-- A slip on one draw: every line or none. The checks come first, under the locks (draw row shared,
-- member accounts, exposure rows in key order), and nothing is written unless every one passes.
-- p_request_id (the page's, per submission; NULL for the demo and the bench): a member's request id
-- is booked once (lottery_slips, written with the bets). A repeat with the same slip (p_body_hash)
-- answers 'replay' with the first slip's bets and balance and books nothing; with another slip,
-- 'request_conflict'. Looked up first (a retry after the draw closed still gets its answer) and
-- again under the member's lock (two identical calls at once: the second waits, then finds it).
-- status: ok | replay | request_conflict | draw_not_found | draw_closed | max_stake_per_draw | insufficient | max_payout
DROP FUNCTION IF EXISTS lottery_place(text, bigint, bigint, text, text, text, text[], jsonb, bigint[], integer[], bigint[], text[], text[],
  text[], bigint[], bigint[], bigint, timestamptz);
CREATE OR REPLACE FUNCTION lottery_place(
  p_merchant text, p_member bigint, p_draw bigint, p_game text, p_vendor text, p_game_type text,
  p_bet_types text[], p_selections jsonb, p_stakes bigint[], p_units integer[], p_costs bigint[], p_odds text[], p_odds_alt text[],
  p_exposure_keys text[], p_exposure_amounts bigint[], p_exposure_limits bigint[],
  p_max_per_draw bigint, p_now timestamptz, p_request_id text DEFAULT NULL, p_body_hash text DEFAULT NULL,
  OUT status text, OUT detail jsonb, OUT bet_ids bigint[], OUT balance bigint, OUT member_account bigint, OUT house_account bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_status text;
  v_closes timestamptz;
  v_total bigint;
  v_used bigint;
  v_balance bigint;
  v_held bigint;
  v_id bigint;
  v_tx text;
  r record;
  v_slip lottery_slips%ROWTYPE;
BEGIN
  detail := '{}'::jsonb; bet_ids := '{}';
  IF p_request_id IS NOT NULL THEN
    SELECT * INTO v_slip FROM lottery_slips s WHERE s.member_id = p_member AND s.request_id = p_request_id;
    IF FOUND THEN
      status := CASE WHEN v_slip.body_hash = p_body_hash AND v_slip.merchant_code = p_merchant THEN 'replay' ELSE 'request_conflict' END;
      IF status = 'replay' THEN bet_ids := v_slip.bet_ids; balance := v_slip.balance; END IF;
      RETURN;
    END IF;
  END IF;
  SELECT d.status, d.closes_at INTO v_status, v_closes FROM lottery_draws d
   WHERE d.id = p_draw AND d.merchant_code = p_merchant AND d.game_code = p_game FOR SHARE;
  IF NOT FOUND THEN status := 'draw_not_found'; RETURN; END IF;
  IF v_status <> 'open' OR v_closes <= p_now THEN status := 'draw_closed'; RETURN; END IF;

  member_account := ledger_account(p_merchant, 'member_main', p_member, '', false);
  house_account := vendor_house_account(p_merchant, p_vendor, p_member);
  SELECT max(a.balance) FILTER (WHERE a.id = member_account), max(a.held) FILTER (WHERE a.id = member_account)
    INTO v_balance, v_held
    FROM (SELECT x.id, x.balance, x.held FROM ledger_accounts x WHERE x.id IN (member_account, house_account) ORDER BY x.id FOR UPDATE) a;
  -- The same request may have been booked while this call waited for the member's lock.
  IF p_request_id IS NOT NULL THEN
    SELECT * INTO v_slip FROM lottery_slips s WHERE s.member_id = p_member AND s.request_id = p_request_id;
    IF FOUND THEN
      status := CASE WHEN v_slip.body_hash = p_body_hash AND v_slip.merchant_code = p_merchant THEN 'replay' ELSE 'request_conflict' END;
      IF status = 'replay' THEN bet_ids := v_slip.bet_ids; balance := v_slip.balance; END IF;
      RETURN;
    END IF;
  END IF;

  v_total := (SELECT COALESCE(sum(c), 0) FROM unnest(p_costs) c);
  v_used := (SELECT COALESCE(sum(b.cost), 0) FROM lottery_bets b WHERE b.draw_id = p_draw AND b.member_id = p_member);
  IF v_used + v_total > p_max_per_draw THEN
    status := 'max_stake_per_draw'; detail := jsonb_build_object('limit', p_max_per_draw, 'used', v_used); RETURN;
  END IF;
  IF v_balance - v_held < v_total THEN
    status := 'insufficient'; detail := jsonb_build_object('available', v_balance - v_held); balance := v_balance - v_held; RETURN;
  END IF;

  -- Exposure rows exist (zero) before they are locked, and are locked in key order.
  INSERT INTO lottery_exposure (draw_id, key) SELECT DISTINCT p_draw, k FROM unnest(p_exposure_keys) k ON CONFLICT DO NOTHING;
  FOR r IN
    SELECT e.key, e.max_payout, n.amount, n.lim
      FROM (SELECT x.key, x.max_payout FROM lottery_exposure x WHERE x.draw_id = p_draw AND x.key = ANY (p_exposure_keys) ORDER BY x.key FOR UPDATE) e
      JOIN (SELECT k AS key, sum(a) AS amount, min(l) AS lim FROM unnest(p_exposure_keys, p_exposure_amounts, p_exposure_limits) AS u(k, a, l) GROUP BY k) n ON n.key = e.key
  LOOP
    IF r.max_payout + r.amount > r.lim THEN
      status := 'max_payout'; detail := jsonb_build_object('key', r.key, 'limit', r.lim, 'used', r.max_payout); RETURN;
    END IF;
  END LOOP;
  UPDATE lottery_exposure e SET max_payout = e.max_payout + n.amount
    FROM (SELECT k AS key, sum(a) AS amount FROM unnest(p_exposure_keys, p_exposure_amounts) AS u(k, a) GROUP BY k) n
   WHERE e.draw_id = p_draw AND e.key = n.key;

  FOR i IN 1 .. array_length(p_bet_types, 1) LOOP
    v_id := nextval(pg_get_serial_sequence('lottery_bets', 'id'));
    v_tx := 'LOT' || v_id::text;
    INSERT INTO lottery_bets (id, draw_id, merchant_code, member_id, game_code, bet_type, selection, stake, units, cost, odds, odds_alt, vendor_code, transaction_id, placed_at)
    VALUES (v_id, p_draw, p_merchant, p_member, p_game, p_bet_types[i], p_selections -> (i - 1), p_stakes[i], p_units[i], p_costs[i], p_odds[i], p_odds_alt[i], p_vendor, v_tx, p_now);
    SELECT * INTO r FROM ledger_transfer(p_merchant, 'lottery:bet:' || v_id::text, 'bet', 'pending', member_account, house_account, p_costs[i], NULL,
      jsonb_build_object('vendor', p_vendor, 'transactionId', v_tx, 'roundId', p_draw::text, 'gameCode', p_game));
    IF r.status <> 'ok' THEN
      RAISE EXCEPTION 'lottery_place: the stake of bet % is %', v_id, r.status;
    END IF;
    INSERT INTO bets (vendor_code, transaction_id, merchant_code, member_id, round_id, game_code, game_type, stake, placed_at)
    VALUES (p_vendor, v_tx, p_merchant, p_member, p_draw::text, p_game, p_game_type, p_costs[i], p_now);
    bet_ids := bet_ids || v_id;
  END LOOP;
  status := 'ok';
  balance := v_balance - v_held - v_total;
  IF p_request_id IS NOT NULL THEN
    -- The primary key is the last guard: a second booking of the request fails and rolls back with it.
    INSERT INTO lottery_slips (member_id, request_id, merchant_code, body_hash, draw_id, bet_ids, balance)
    VALUES (p_member, p_request_id, p_merchant, p_body_hash, p_draw, lottery_place.bet_ids, lottery_place.balance);
  END IF;
END $$;

-- Settles up to p_limit members of a drawn draw: for each, its open bets' stakes are posted to the
-- house and the sum of their payout_due paid back in one ledger_settle (keys from the bet ids and
-- the draw, the win key `lottery:win:{draw}:{member}:{first bet id}`: a second run finds no open
-- bet and books nothing). The batch's accounts are locked
-- first, all in id order (no deadlock with a slip or another settler). Returns the members settled.
CREATE OR REPLACE FUNCTION lottery_settle_members(p_draw bigint, p_limit integer, OUT members bigint[])
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_draw lottery_draws%ROWTYPE;
  v_batch bigint[];
  v_vendor text;
  v_member bigint;
  v_ids bigint[];
  v_txs text[];
  v_pay bigint;
  v_all bigint[] := '{}';
  v_now timestamptz;
  r record;
BEGIN
  members := '{}';
  SELECT * INTO v_draw FROM lottery_draws d WHERE d.id = p_draw;
  IF NOT FOUND OR v_draw.status <> 'drawn' THEN RETURN; END IF;
  SELECT array_agg(m ORDER BY m), min(v) INTO v_batch, v_vendor FROM (
    SELECT b.member_id AS m, min(b.vendor_code) AS v FROM lottery_bets b
     WHERE b.draw_id = p_draw AND b.status = 'open' AND b.payout_due IS NOT NULL
     GROUP BY b.member_id ORDER BY b.member_id LIMIT p_limit) x;
  IF v_batch IS NULL THEN RETURN; END IF;

  PERFORM 1 FROM (SELECT x.id FROM ledger_accounts x
                   WHERE x.merchant_code = v_draw.merchant_code
                     AND ((x.kind = 'member_main' AND x.ref = '' AND x.owner_id = ANY (v_batch))
                       OR (x.kind = 'house' AND x.owner_id = 0 AND x.ref = ANY (SELECT DISTINCT v_vendor || '/' || (m % 64)::text FROM unnest(v_batch) m)))
                   ORDER BY x.id FOR UPDATE) a;

  FOREACH v_member IN ARRAY v_batch LOOP
    SELECT array_agg(b.id ORDER BY b.id), array_agg(b.transaction_id ORDER BY b.id), sum(b.payout_due)
      INTO v_ids, v_txs, v_pay
      FROM lottery_bets b WHERE b.draw_id = p_draw AND b.member_id = v_member AND b.status = 'open' AND b.payout_due IS NOT NULL;
    CONTINUE WHEN v_ids IS NULL;
    SELECT * INTO r FROM ledger_settle(v_draw.merchant_code,
      (SELECT array_agg('lottery:bet:' || i::text ORDER BY n) FROM unnest(v_ids) WITH ORDINALITY AS u(i, n)),
      (SELECT array_agg('lottery:bet:' || i::text || ':post' ORDER BY n) FROM unnest(v_ids) WITH ORDINALITY AS u(i, n)),
      'bet',
      (SELECT array_agg(jsonb_build_object('vendor', v_vendor, 'transactionId', t, 'roundId', p_draw::text) ORDER BY n) FROM unnest(v_txs) WITH ORDINALITY AS u(t, n)),
      'lottery:win:' || p_draw::text || ':' || v_member::text || ':' || v_ids[1]::text, 'win', v_pay,
      jsonb_build_object('vendor', v_vendor, 'roundId', p_draw::text, 'gameCode', v_draw.game_code, 'drawNo', v_draw.draw_no));
    IF r.status <> 'ok' THEN
      RAISE EXCEPTION 'lottery_settle_members: draw % member % stakes are %', p_draw, v_member, r.status;
    END IF;
    v_all := v_all || v_ids;
    members := members || v_member;
  END LOOP;

  -- The batch's bets and their `bets` rows, set-based (the member locks are still held).
  v_now := clock_timestamp();
  UPDATE lottery_bets b SET status = CASE WHEN b.payout_due > 0 THEN 'won' ELSE 'lost' END, payout = b.payout_due, settled_at = v_now
    FROM unnest(v_all) AS u(id)
   WHERE b.id = u.id;
  UPDATE bets x SET status = 'settled', payout = b.payout_due, settled_at = v_now, win_transaction_id = 'LOTWIN' || p_draw::text
    FROM unnest(v_all) AS u(id) JOIN lottery_bets b ON b.id = u.id
   WHERE x.vendor_code = b.vendor_code AND x.transaction_id = b.transaction_id;
END $$;

-- Refunds up to p_limit members' open bets of a cancelled draw: each held stake is voided
-- (key `lottery:bet:{id}:void`), the bet refunded and its `bets` row rolled back.
CREATE OR REPLACE FUNCTION lottery_refund_members(p_draw bigint, p_limit integer, OUT members bigint[])
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_draw lottery_draws%ROWTYPE;
  v_batch bigint[];
  v_vendor text;
  v_member bigint;
  b record;
  r record;
BEGIN
  members := '{}';
  SELECT * INTO v_draw FROM lottery_draws d WHERE d.id = p_draw;
  IF NOT FOUND OR v_draw.status <> 'cancelled' THEN RETURN; END IF;
  SELECT array_agg(m ORDER BY m), min(v) INTO v_batch, v_vendor FROM (
    SELECT x.member_id AS m, min(x.vendor_code) AS v FROM lottery_bets x
     WHERE x.draw_id = p_draw AND x.status = 'open' GROUP BY x.member_id ORDER BY x.member_id LIMIT p_limit) y;
  IF v_batch IS NULL THEN RETURN; END IF;

  PERFORM 1 FROM (SELECT x.id FROM ledger_accounts x
                   WHERE x.merchant_code = v_draw.merchant_code
                     AND ((x.kind = 'member_main' AND x.ref = '' AND x.owner_id = ANY (v_batch))
                       OR (x.kind = 'house' AND x.owner_id = 0 AND x.ref = ANY (SELECT DISTINCT v_vendor || '/' || (m % 64)::text FROM unnest(v_batch) m)))
                   ORDER BY x.id FOR UPDATE) a;

  FOREACH v_member IN ARRAY v_batch LOOP
    FOR b IN SELECT x.id, x.transaction_id, x.vendor_code FROM lottery_bets x WHERE x.draw_id = p_draw AND x.member_id = v_member AND x.status = 'open' ORDER BY x.id LOOP
      SELECT * INTO r FROM ledger_transfer(v_draw.merchant_code, 'lottery:bet:' || b.id::text || ':void', 'rollback', 'void', NULL, NULL, 0,
        'lottery:bet:' || b.id::text, jsonb_build_object('vendor', b.vendor_code, 'transactionId', b.transaction_id, 'roundId', p_draw::text, 'reason', 'draw cancelled'));
      IF r.status NOT IN ('ok', 'replayed') THEN
        RAISE EXCEPTION 'lottery_refund_members: bet % stake is %', b.id, r.status;
      END IF;
      UPDATE lottery_bets x SET status = 'refunded', payout = 0, settled_at = r.created_at WHERE x.id = b.id;
      UPDATE bets x SET status = 'rolled_back', payout = 0, settled_at = r.created_at, rollback_transaction_id = 'LOTVOID' || b.id::text
       WHERE x.vendor_code = b.vendor_code AND x.transaction_id = b.transaction_id;
    END LOOP;
    members := members || v_member;
  END LOOP;
END $$;
