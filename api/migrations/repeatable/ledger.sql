-- An account's id, created on first use.
CREATE OR REPLACE FUNCTION ledger_account(p_merchant text, p_kind text, p_owner bigint, p_ref text, p_may_go_negative boolean)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
   WHERE merchant_code = p_merchant AND kind = p_kind AND owner_id = p_owner AND ref = p_ref;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (merchant_code, kind, owner_id, ref, may_go_negative)
    VALUES (p_merchant, p_kind, p_owner, p_ref, p_may_go_negative)
    ON CONFLICT (merchant_code, kind, owner_id, ref) DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
       WHERE merchant_code = p_merchant AND kind = p_kind AND owner_id = p_owner AND ref = p_ref;
    END IF;
  END IF;
  RETURN v_id;
END $$;

-- One transfer in one round trip. Accounts are locked in id order (no deadlock between two
-- transfers over the same pair) and read by the same statement, the key is checked after the locks
-- (a concurrent duplicate waits, then sees the first and replays it), funds are checked before
-- anything is written. One row always comes back (OUT parameters, not a set).
-- status: ok | replayed | insufficient | key_conflict | pending_not_found | pending_resolved
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_merchant text, p_key text, p_kind text, p_flag text,
  p_debit bigint, p_credit bigint, p_amount bigint, p_pending_key text, p_details jsonb,
  OUT status text, OUT transfer_id bigint, OUT flag text, OUT amount bigint, OUT created_at timestamptz,
  OUT debit_account_id bigint, OUT debit_balance bigint, OUT debit_held bigint,
  OUT credit_account_id bigint, OUT credit_balance bigint, OUT credit_held bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_existing ledger_transfers%ROWTYPE;
  v_amount bigint := p_amount;
  v_debit_id bigint := p_debit;
  v_credit_id bigint := p_credit;
  v_pending_id bigint;
  v_id bigint;
  v_now timestamptz := clock_timestamp();
  v_locked integer;
  v_debit_balance bigint;
  v_debit_held bigint;
  v_debit_negative boolean;
  v_credit_balance bigint;
  v_credit_held bigint;
  v_debit_change bigint := 0;
  v_debit_held_change bigint := 0;
  v_credit_change bigint := 0;
BEGIN
  IF p_flag IN ('post', 'void') THEN
    SELECT t.id, t.debit_account_id, t.credit_account_id, t.amount INTO v_pending_id, v_debit_id, v_credit_id, v_amount
      FROM ledger_transfers t
     WHERE t.merchant_code = p_merchant AND t.idempotency_key = p_pending_key AND t.flag = 'pending';
    IF NOT FOUND THEN
      status := 'pending_not_found'; flag := p_flag; amount := 0; created_at := v_now;
      debit_balance := 0; debit_held := 0; credit_balance := 0; credit_held := 0;
      RETURN;
    END IF;
  END IF;

  -- Lock both accounts in id order and read them, in one statement.
  SELECT count(*),
         max(a.balance) FILTER (WHERE a.id = v_debit_id), max(a.held) FILTER (WHERE a.id = v_debit_id),
         bool_or(a.may_go_negative) FILTER (WHERE a.id = v_debit_id),
         max(a.balance) FILTER (WHERE a.id = v_credit_id), max(a.held) FILTER (WHERE a.id = v_credit_id)
    INTO v_locked, v_debit_balance, v_debit_held, v_debit_negative, v_credit_balance, v_credit_held
    FROM (SELECT x.id, x.balance, x.held, x.may_go_negative FROM ledger_accounts x
           WHERE x.id IN (v_debit_id, v_credit_id) ORDER BY x.id FOR UPDATE) a;

  SELECT * INTO v_existing FROM ledger_transfers t WHERE t.merchant_code = p_merchant AND t.idempotency_key = p_key;
  IF FOUND THEN
    transfer_id := v_existing.id; flag := v_existing.flag; amount := v_existing.amount; created_at := v_existing.created_at;
    IF v_existing.kind = p_kind AND v_existing.flag = p_flag AND v_existing.debit_account_id = v_debit_id
       AND v_existing.credit_account_id = v_credit_id AND v_existing.amount = v_amount AND v_existing.pending_id IS NOT DISTINCT FROM v_pending_id THEN
      -- The totals right after the first transfer (an account it did not change: the current ones).
      status := 'replayed';
      debit_account_id := v_debit_id; credit_account_id := v_credit_id;
      debit_balance := v_debit_balance; debit_held := v_debit_held;
      credit_balance := v_credit_balance; credit_held := v_credit_held;
      SELECT e.balance_after, e.held_after INTO debit_balance, debit_held
        FROM ledger_entries e WHERE e.transfer_id = v_existing.id AND e.account_id = v_debit_id;
      IF NOT FOUND THEN debit_balance := v_debit_balance; debit_held := v_debit_held; END IF;
      SELECT e.balance_after, e.held_after INTO credit_balance, credit_held
        FROM ledger_entries e WHERE e.transfer_id = v_existing.id AND e.account_id = v_credit_id;
      IF NOT FOUND THEN credit_balance := v_credit_balance; credit_held := v_credit_held; END IF;
    ELSE
      status := 'key_conflict';
      debit_balance := 0; debit_held := 0; credit_balance := 0; credit_held := 0;
    END IF;
    RETURN;
  END IF;

  debit_account_id := v_debit_id; credit_account_id := v_credit_id;
  IF v_locked < 2 THEN
    debit_account_id := CASE WHEN v_debit_balance IS NULL THEN NULL ELSE v_debit_id END;
    credit_account_id := CASE WHEN v_credit_balance IS NULL THEN NULL ELSE v_credit_id END;
  END IF;

  IF v_pending_id IS NOT NULL THEN
    SELECT * INTO v_existing FROM ledger_transfers t WHERE t.pending_id = v_pending_id;
    IF FOUND THEN
      status := 'pending_resolved'; transfer_id := v_existing.id; flag := v_existing.flag;
      amount := v_existing.amount; created_at := v_existing.created_at;
      debit_balance := v_debit_balance; debit_held := v_debit_held;
      credit_balance := v_credit_balance; credit_held := v_credit_held;
      RETURN;
    END IF;
  END IF;

  IF p_flag = 'single' THEN
    v_debit_change := -v_amount; v_credit_change := v_amount;
  ELSIF p_flag = 'pending' THEN
    v_debit_held_change := v_amount;
  ELSIF p_flag = 'post' THEN
    v_debit_change := -v_amount; v_debit_held_change := -v_amount; v_credit_change := v_amount;
  ELSE -- void
    v_debit_held_change := -v_amount;
  END IF;

  IF p_flag IN ('single', 'pending') AND NOT v_debit_negative AND v_debit_balance - v_debit_held < v_amount THEN
    status := 'insufficient'; flag := p_flag; amount := v_amount; created_at := v_now;
    debit_balance := v_debit_balance; debit_held := v_debit_held;
    credit_balance := v_credit_balance; credit_held := v_credit_held;
    RETURN;
  END IF;

  INSERT INTO ledger_transfers (merchant_code, idempotency_key, kind, flag, debit_account_id, credit_account_id, amount, pending_id, details, created_at)
  VALUES (p_merchant, p_key, p_kind, p_flag, v_debit_id, v_credit_id, v_amount, v_pending_id, COALESCE(p_details, '{}'::jsonb), v_now)
  RETURNING id INTO v_id;

  -- The rows are locked by this transaction: their totals after the change are known here.
  debit_balance := v_debit_balance + v_debit_change;
  debit_held := v_debit_held + v_debit_held_change;
  credit_balance := v_credit_balance + v_credit_change;
  credit_held := v_credit_held;
  IF v_credit_change <> 0 THEN
    UPDATE ledger_accounts a
       SET balance = a.balance + CASE WHEN a.id = v_debit_id THEN v_debit_change ELSE v_credit_change END,
           held = a.held + CASE WHEN a.id = v_debit_id THEN v_debit_held_change ELSE 0 END
     WHERE a.id IN (v_debit_id, v_credit_id);
    INSERT INTO ledger_entries (transfer_id, account_id, amount, held_change, balance_after, held_after, created_at)
    VALUES (v_id, v_debit_id, v_debit_change, v_debit_held_change, debit_balance, debit_held, v_now),
           (v_id, v_credit_id, v_credit_change, 0, credit_balance, credit_held, v_now);
  ELSE
    UPDATE ledger_accounts a SET held = a.held + v_debit_held_change WHERE a.id = v_debit_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, held_change, balance_after, held_after, created_at)
    VALUES (v_id, v_debit_id, 0, v_debit_held_change, debit_balance, debit_held, v_now);
  END IF;

  status := 'ok'; transfer_id := v_id; flag := p_flag; amount := v_amount; created_at := v_now;
END $$;

-- A round's settlement in one call: posts pending transfers that share one debit and one credit
-- account (the stakes: member -> house), then pays p_pay_amount back credit -> debit in one 'single'
-- transfer (the win; none when 0). The two accounts are locked and read once, in id order, and
-- their totals written once; every transfer and entry is written as ledger_transfer would have,
-- with the totals right after it. The caller chooses new keys (a known post or pay key fails with
-- unique_violation, it is not replayed: the caller's own idempotency record answers replays).
-- status: ok | pending_not_found | pending_resolved (a payer that may not go negative and cannot
-- pay raises check_violation)
CREATE OR REPLACE FUNCTION ledger_settle(
  p_merchant text, p_pending_keys text[], p_post_keys text[], p_post_kind text, p_post_details jsonb[],
  p_pay_key text, p_pay_kind text, p_pay_amount bigint, p_pay_details jsonb,
  OUT status text, OUT pay_transfer_id bigint, OUT created_at timestamptz,
  OUT debit_account_id bigint, OUT debit_balance bigint, OUT debit_held bigint,
  OUT credit_account_id bigint, OUT credit_balance bigint, OUT credit_held bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_now timestamptz := clock_timestamp();
  v_pending_ids bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_pending_id bigint;
  v_debit_id bigint;
  v_credit_id bigint;
  v_one_debit bigint;
  v_one_credit bigint;
  v_amount bigint;
  v_id bigint;
  v_credit_negative boolean;
  v_debit_balance bigint;
  v_debit_held bigint;
  v_credit_balance bigint;
  v_credit_held bigint;
  v_debit_start bigint;
  v_debit_held_start bigint;
  v_credit_start bigint;
BEGIN
  created_at := v_now;
  FOR i IN 1 .. coalesce(array_length(p_pending_keys, 1), 0) LOOP
    SELECT t.id, t.debit_account_id, t.credit_account_id, t.amount INTO v_pending_id, v_one_debit, v_one_credit, v_amount
      FROM ledger_transfers t
     WHERE t.merchant_code = p_merchant AND t.idempotency_key = p_pending_keys[i] AND t.flag = 'pending';
    IF NOT FOUND THEN
      status := 'pending_not_found';
      RETURN;
    END IF;
    IF v_debit_id IS NULL THEN
      v_debit_id := v_one_debit; v_credit_id := v_one_credit;
    ELSIF v_debit_id <> v_one_debit OR v_credit_id <> v_one_credit THEN
      RAISE EXCEPTION 'ledger_settle: pending % is between other accounts', p_pending_keys[i];
    END IF;
    v_pending_ids := v_pending_ids || v_pending_id;
    v_amounts := v_amounts || v_amount;
  END LOOP;
  IF v_debit_id IS NULL THEN
    status := 'pending_not_found';
    RETURN;
  END IF;

  -- Lock both accounts in id order and read them, in one statement (as ledger_transfer does).
  SELECT max(a.balance) FILTER (WHERE a.id = v_debit_id), max(a.held) FILTER (WHERE a.id = v_debit_id),
         max(a.balance) FILTER (WHERE a.id = v_credit_id), max(a.held) FILTER (WHERE a.id = v_credit_id),
         bool_or(a.may_go_negative) FILTER (WHERE a.id = v_credit_id)
    INTO v_debit_balance, v_debit_held, v_credit_balance, v_credit_held, v_credit_negative
    FROM (SELECT x.id, x.balance, x.held, x.may_go_negative FROM ledger_accounts x
           WHERE x.id IN (v_debit_id, v_credit_id) ORDER BY x.id FOR UPDATE) a;
  debit_account_id := v_debit_id; credit_account_id := v_credit_id;

  -- One equality lookup per key, not = ANY (array): a plan cached while the table was small would
  -- scan it whole at every call (measured).
  FOR i IN 1 .. array_length(v_pending_ids, 1) LOOP
    PERFORM 1 FROM ledger_transfers r WHERE r.pending_id = v_pending_ids[i];
    IF FOUND THEN
      status := 'pending_resolved';
      RETURN;
    END IF;
  END LOOP;
  -- New keys are the caller's promise; the unique index on (merchant, key) is the backstop (a
  -- known key fails the call: unique_violation, and nothing of it stays).

  v_debit_start := v_debit_balance; v_debit_held_start := v_debit_held; v_credit_start := v_credit_balance;
  FOR i IN 1 .. array_length(v_pending_ids, 1) LOOP
    -- post: the held stake leaves the debit account and reaches the credit account.
    v_debit_balance := v_debit_balance - v_amounts[i];
    v_debit_held := v_debit_held - v_amounts[i];
    v_credit_balance := v_credit_balance + v_amounts[i];
    INSERT INTO ledger_transfers (merchant_code, idempotency_key, kind, flag, debit_account_id, credit_account_id, amount, pending_id, details, created_at)
    VALUES (p_merchant, p_post_keys[i], p_post_kind, 'post', v_debit_id, v_credit_id, v_amounts[i], v_pending_ids[i], COALESCE(p_post_details[i], '{}'::jsonb), v_now)
    RETURNING id INTO v_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, held_change, balance_after, held_after, created_at)
    VALUES (v_id, v_debit_id, -v_amounts[i], -v_amounts[i], v_debit_balance, v_debit_held, v_now),
           (v_id, v_credit_id, v_amounts[i], 0, v_credit_balance, v_credit_held, v_now);
  END LOOP;

  IF p_pay_amount > 0 THEN
    IF NOT v_credit_negative AND v_credit_balance - v_credit_held < p_pay_amount THEN
      RAISE EXCEPTION 'ledger_settle: % cannot pay %', v_credit_id, p_pay_amount USING ERRCODE = 'check_violation';
    END IF;
    v_credit_balance := v_credit_balance - p_pay_amount;
    v_debit_balance := v_debit_balance + p_pay_amount;
    INSERT INTO ledger_transfers (merchant_code, idempotency_key, kind, flag, debit_account_id, credit_account_id, amount, pending_id, details, created_at)
    VALUES (p_merchant, p_pay_key, p_pay_kind, 'single', v_credit_id, v_debit_id, p_pay_amount, NULL, COALESCE(p_pay_details, '{}'::jsonb), v_now)
    RETURNING id INTO v_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, held_change, balance_after, held_after, created_at)
    VALUES (v_id, v_credit_id, -p_pay_amount, 0, v_credit_balance, v_credit_held, v_now),
           (v_id, v_debit_id, p_pay_amount, 0, v_debit_balance, v_debit_held, v_now);
    pay_transfer_id := v_id;
  END IF;

  -- The rows are locked by this transaction: each total is written once, with the whole change.
  UPDATE ledger_accounts a
     SET balance = a.balance + CASE WHEN a.id = v_debit_id THEN v_debit_balance - v_debit_start ELSE v_credit_balance - v_credit_start END,
         held = a.held + CASE WHEN a.id = v_debit_id THEN v_debit_held - v_debit_held_start ELSE 0 END
   WHERE a.id IN (v_debit_id, v_credit_id);

  status := 'ok';
  debit_balance := v_debit_balance; debit_held := v_debit_held;
  credit_balance := v_credit_balance; credit_held := v_credit_held;
END $$;
