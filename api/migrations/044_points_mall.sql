-- Points and the points mall (docs/adr/0016 §8, docs/rewards.md "Points and the points mall").
-- Points live on the ledger (member_points, the brand's points account); these tables hold the
-- earn rates, the mall's items and every redemption and conversion. Points never expire.

-- Points per ৳100 of valid bet, ×1000 (1500 = 1.5 points), by game type.
CREATE TABLE points_rates (
  merchant_code text NOT NULL REFERENCES merchants(code),
  game_type     text NOT NULL,
  rate_milli    integer NOT NULL CHECK (rate_milli >= 0 AND rate_milli <= 1000000),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, game_type)
);

-- What points buy. value: bonus_cash { amount, multipleX100, categories }; free_rounds { vendor,
-- gameCode, rounds, stake }; goods { needsAddress }. Money in minor units.
CREATE TABLE mall_items (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants(code),
  kind             text NOT NULL CHECK (kind IN ('bonus_cash', 'free_rounds', 'goods')),
  name_en          text NOT NULL,
  name_bn          text NOT NULL,
  description_en   text NOT NULL DEFAULT '',
  description_bn   text NOT NULL DEFAULT '',
  image            text,
  points_cost      bigint NOT NULL CHECK (points_cost > 0),
  -- null: unlimited. The backstop of the redemption's conditional update: never below zero.
  stock            integer CHECK (stock >= 0),
  member_daily_cap integer CHECK (member_daily_cap > 0),
  daily_cap        integer CHECK (daily_cap > 0),
  value            jsonb NOT NULL DEFAULT '{}'::jsonb,
  enabled          boolean NOT NULL DEFAULT true,
  sort             integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mall_items_brand ON mall_items (merchant_code, sort, id);

-- One redemption: the points it cost (ledger key mall:{id}), what it gave (mall:{id}:item or the
-- grant), and for goods the operator's decision (a rejection refunds under mall:{id}:refund). The
-- item is copied as it was, so a later edit of the item never changes a past redemption.
CREATE TABLE mall_redemptions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL,
  item_id       bigint NOT NULL REFERENCES mall_items(id),
  request_id    text NOT NULL,
  quantity      integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  points        bigint NOT NULL CHECK (points > 0),
  item_kind     text NOT NULL,
  item_name_en  text NOT NULL,
  item_name_bn  text NOT NULL,
  item_value    jsonb NOT NULL,
  delivery      jsonb,
  grant_id      bigint,
  status        text NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  reason        text,
  brand_day     date NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  decided_by    text,
  UNIQUE (member_id, request_id)
);
CREATE INDEX mall_redemptions_member ON mall_redemptions (member_id, id DESC);
CREATE INDEX mall_redemptions_item_day ON mall_redemptions (item_id, brand_day);
CREATE INDEX mall_redemptions_brand ON mall_redemptions (merchant_code, status, id DESC);

-- What a redemption is may not change after it is made; only its decision does, once.
CREATE FUNCTION mall_redemption_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id <> OLD.member_id OR NEW.item_id <> OLD.item_id OR NEW.quantity <> OLD.quantity OR NEW.points <> OLD.points
     OR NEW.item_value <> OLD.item_value OR NEW.request_id <> OLD.request_id OR NEW.brand_day <> OLD.brand_day THEN
    RAISE EXCEPTION 'mall_redemptions: a redemption''s points and item never change' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status <> 'IN_PROCESS' AND NEW.status IS DISTINCT FROM OLD.status THEN
    RAISE EXCEPTION 'mall_redemptions: a decided redemption stays decided' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER mall_redemptions_guard BEFORE UPDATE ON mall_redemptions FOR EACH ROW EXECUTE FUNCTION mall_redemption_guard();

-- Points converted to cash (ledger keys points:convert:{member}:{requestId} and …:cash): the daily
-- caps count these rows; the request id answers a retry with the first result.
CREATE TABLE points_conversions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL,
  request_id    text NOT NULL,
  points        bigint NOT NULL CHECK (points > 0),
  cash          bigint NOT NULL CHECK (cash > 0),
  grant_id      bigint,
  brand_day     date NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX points_conversions_day ON points_conversions (member_id, brand_day);
