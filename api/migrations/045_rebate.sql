-- Manual rebate (docs/adr/0016 §9, docs/rewards.md "Manual rebate"): rates per VIP level and game
-- type (a vendor's own row beats its category's), the valid bet each member has accrued since their
-- last claim, the bets left out while a first-deposit bonus was being wagered, and the claims with
-- their lines. Claims and lines are never updated. Money is bigint minor units; rates are parts per
-- million of the valid bet (3000 = 0.3 %).

CREATE TABLE rebate_rates (
  merchant_code text NOT NULL,
  vip_level     integer NOT NULL CHECK (vip_level >= 0),
  game_type     text NOT NULL CHECK (game_type <> ''),
  vendor_code   text NOT NULL DEFAULT '',         -- '' is the category's rate; a vendor's row beats it
  rate_ppm      integer NOT NULL CHECK (rate_ppm >= 0 AND rate_ppm <= 100000),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, vip_level, game_type, vendor_code)
);

-- Valid bet not yet claimed, per member, game type and vendor (written by the feed consumer under
-- the member's reward lock; a claim subtracts exactly what it read).
CREATE TABLE rebate_accruals (
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL,
  game_type     text NOT NULL,
  vendor_code   text NOT NULL,
  valid_bet     bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_type, vendor_code)
);
CREATE INDEX rebate_accruals_open ON rebate_accruals (merchant_code, member_id) WHERE valid_bet > 0;

-- Bets that earned no rebate because they settled while a first-deposit bonus was active (the
-- page's note names that bonus).
CREATE TABLE rebate_excluded (
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL,
  grant_id      bigint NOT NULL,
  bets          integer NOT NULL DEFAULT 0,
  valid_bet     bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, grant_id)
);

CREATE TABLE rebate_claims (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL,
  ledger_key    text NOT NULL,                    -- rebate:{member}:{requestId} or rebate:auto:{member}:{day}
  kind          text NOT NULL CHECK (kind IN ('manual', 'auto')),
  brand_day     date NOT NULL,                    -- the day whose cap it counts against
  vip_level     integer NOT NULL,
  valid_bet     bigint NOT NULL CHECK (valid_bet > 0),
  total         bigint NOT NULL CHECK (total > 0), -- the lines' amounts summed
  paid          bigint NOT NULL CHECK (paid > 0 AND paid <= total), -- less than total when the day's cap cut it
  multiple_x100 integer NOT NULL DEFAULT 0,       -- 0: cash to the main wallet; else a grant with this wagering
  grant_id      bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, ledger_key)
);
CREATE INDEX rebate_claims_member ON rebate_claims (merchant_code, member_id, created_at DESC);
CREATE INDEX rebate_claims_day ON rebate_claims (member_id, brand_day);

CREATE TABLE rebate_claim_lines (
  claim_id     bigint NOT NULL REFERENCES rebate_claims(id),
  game_type    text NOT NULL,
  vendor_code  text NOT NULL,                     -- '' when the category's rate applied
  valid_bet    bigint NOT NULL CHECK (valid_bet >= 0),
  rate_ppm     integer NOT NULL,
  amount       bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (claim_id, game_type, vendor_code)
);

-- A rebate's decision is its record: claims and their lines are never changed or removed.
CREATE FUNCTION rebate_claims_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
CREATE TRIGGER rebate_claims_frozen BEFORE UPDATE OR DELETE ON rebate_claims
  FOR EACH ROW EXECUTE FUNCTION rebate_claims_frozen();
CREATE TRIGGER rebate_claim_lines_frozen BEFORE UPDATE OR DELETE ON rebate_claim_lines
  FOR EACH ROW EXECUTE FUNCTION rebate_claims_frozen();
