-- VIP (docs/adr/0016 §10, docs/rewards.md "VIP"): the brand's ladder, each member's counters per
-- brand month (for keeping a level), and the append-only history of level changes. The upgrade
-- counters themselves are reward_members.vip_valid_bet / vip_deposit (migration 040). Money is
-- bigint minor units.

-- The ladder: level 0 is where every member starts. A level is reached when both its upgrade
-- thresholds are; it is kept for a month when either keep threshold is (relegation, when on).
-- Rebate (part 6) reads daily_rebate_cap (null: the brand's default cap) and points (part 5)
-- points_bonus_pct: keep those names.
CREATE TABLE vip_levels (
  merchant_code       text NOT NULL REFERENCES merchants(code),
  level               integer NOT NULL CHECK (level BETWEEN 0 AND 99),
  name_en             text NOT NULL,
  name_bn             text NOT NULL,
  label               text NOT NULL,             -- shown beside the avatar (vipLabelName)
  upgrade_valid_bet   bigint NOT NULL DEFAULT 0 CHECK (upgrade_valid_bet >= 0),
  upgrade_deposit     bigint NOT NULL DEFAULT 0 CHECK (upgrade_deposit >= 0),
  keep_valid_bet      bigint NOT NULL DEFAULT 0 CHECK (keep_valid_bet >= 0),
  keep_deposit        bigint NOT NULL DEFAULT 0 CHECK (keep_deposit >= 0),
  level_up_gift       bigint NOT NULL DEFAULT 0 CHECK (level_up_gift >= 0),
  monthly_gift        bigint NOT NULL DEFAULT 0 CHECK (monthly_gift >= 0),
  gift_multiple_x100  integer NOT NULL DEFAULT 0 CHECK (gift_multiple_x100 >= 0),
  daily_rebate_cap    bigint CHECK (daily_rebate_cap >= 0),
  points_bonus_pct    integer NOT NULL DEFAULT 0 CHECK (points_bonus_pct BETWEEN 0 AND 1000),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, level)
);

-- What a member did in a brand month (its first day, in the brand's zone): relegation reads last month's.
CREATE TABLE vip_months (
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  month          date NOT NULL CHECK (extract(day FROM month) = 1),
  valid_bet      bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  deposit        bigint NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  PRIMARY KEY (member_id, month)
);

-- Every level change, never updated or removed: upgrades (the feed and deposits), relegations
-- (the monthly job) and operators' settings.
CREATE TABLE vip_changes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  from_level     integer NOT NULL CHECK (from_level >= 0),
  to_level       integer NOT NULL CHECK (to_level >= 0),
  reason         text NOT NULL CHECK (reason IN ('upgrade', 'relegation', 'operator')),
  month          text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'), -- the brand month it belongs to
  by             text NOT NULL,                                       -- 'system' or the operator
  details        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (from_level <> to_level)
);
CREATE INDEX vip_changes_member ON vip_changes (merchant_code, member_id, id DESC);
CREATE INDEX vip_changes_brand ON vip_changes (merchant_code, id DESC);
-- The relegation job's once-per-period guard: one relegation per member and month, whatever the runs.
CREATE UNIQUE INDEX vip_changes_relegation_once ON vip_changes (member_id, month) WHERE reason = 'relegation';

-- Append-only, as the ledger (019): the function is here because the triggers need it now.
CREATE FUNCTION vip_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vip_changes is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Record a new change instead.';
END $$;

CREATE TRIGGER vip_changes_append_only BEFORE UPDATE OR DELETE ON vip_changes
  FOR EACH ROW EXECUTE FUNCTION vip_changes_append_only();
CREATE TRIGGER vip_changes_no_truncate BEFORE TRUNCATE ON vip_changes
  FOR EACH STATEMENT EXECUTE FUNCTION vip_changes_append_only();
