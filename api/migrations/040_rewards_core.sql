-- The rewards economy's core (docs/adr/0016, docs/rewards.md): the brand's reward settings, one
-- row per member that every reward path locks first, bonus grants (each grant's money is its own
-- ledger account member_bonus/{grant id}), the settled-bet feed the reward counters read, the days
-- a member came, and the first-deposit fingerprints. Money is bigint minor units.

CREATE TABLE rewards_settings (
  merchant_code text PRIMARY KEY REFERENCES merchants(code),
  settings      jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Lock order everywhere in rewards: members row -> reward_members row -> ledger accounts by id.
CREATE TABLE reward_members (
  merchant_code    text NOT NULL,
  member_id        bigint NOT NULL PRIMARY KEY,
  vip_level        integer NOT NULL DEFAULT 0 CHECK (vip_level >= 0),
  vip_valid_bet    bigint NOT NULL DEFAULT 0,
  vip_deposit      bigint NOT NULL DEFAULT 0,
  points_remainder bigint NOT NULL DEFAULT 0 CHECK (points_remainder >= 0), -- in 1/10^6 points
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reward_members_level ON reward_members (merchant_code, vip_level);

-- One award of bonus money. Its money is the balance of ledger account member_bonus/{id}.
CREATE TABLE bonus_grants (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code       text NOT NULL,
  member_id           bigint NOT NULL,
  source              text NOT NULL,           -- campaign, reward, rebate, mall, operator, points
  source_ref          text NOT NULL,           -- unique per source: a grant is issued once
  title_en            text NOT NULL,
  title_bn            text NOT NULL,
  amount              bigint NOT NULL CHECK (amount > 0),
  requirement         bigint NOT NULL CHECK (requirement >= 0),
  wagered             bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  categories          text[] NOT NULL DEFAULT '{}', -- game types whose settled bets count; empty: all
  max_counted_stake   bigint,                  -- a bet counts at most this much
  max_convert         bigint,                  -- conversion pays at most this much
  expiry_days         integer NOT NULL DEFAULT 30 CHECK (expiry_days > 0),
  -- A scoped grant pays only bets of its vendor (and game), at most max_stake each: free rounds.
  scope_vendor        text,
  scope_game          text,
  scope_max_stake     bigint,
  status              text NOT NULL DEFAULT 'queued'
                      CHECK (status IN ('queued', 'active', 'converted', 'forfeited', 'expired', 'exhausted')),
  issued_at           timestamptz NOT NULL DEFAULT now(),
  activated_at        timestamptz,
  expires_at          timestamptz,
  closed_at           timestamptz,
  close_reason        text,
  converted           bigint NOT NULL DEFAULT 0,
  forfeited           bigint NOT NULL DEFAULT 0,
  forfeited_winnings  bigint NOT NULL DEFAULT 0, -- bonus shares of wins settled after a forfeit (the house kept them)
  details             jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (merchant_code, source, source_ref),
  CHECK ((scope_vendor IS NULL) = (scope_max_stake IS NULL))
);
-- The seamless bet's probe: usually empty.
CREATE INDEX bonus_grants_active ON bonus_grants (merchant_code, member_id) WHERE status = 'active';
CREATE INDEX bonus_grants_open ON bonus_grants (merchant_code, member_id, id) WHERE status IN ('queued', 'active');
CREATE INDEX bonus_grants_member ON bonus_grants (merchant_code, member_id, issued_at DESC);

-- A bet staked (partly) from a grant: which grant and how much of the stake it paid.
ALTER TABLE bets ADD COLUMN bonus_grant_id bigint;
ALTER TABLE bets ADD COLUMN bonus_stake bigint NOT NULL DEFAULT 0;

-- The settled-bet feed: one narrow row per bet that became settled, whoever settled it (seamless
-- vendors, lottery, reconciliation). The rewards worker deletes a member's rows in the transaction
-- that applies them, so each bet is counted exactly once on any number of instances.
CREATE TABLE reward_feed (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       bigint NOT NULL,
  vendor_code     text NOT NULL,
  transaction_id  text NOT NULL,
  game_type       text,
  stake           bigint NOT NULL,
  payout          bigint NOT NULL,
  placed_at       timestamptz NOT NULL,
  settled_at      timestamptz NOT NULL,
  bonus_grant_id  bigint
);
CREATE INDEX reward_feed_member ON reward_feed (member_id, id);

-- Defined here, not in repeatable/, because the trigger below needs it when this file runs.
CREATE FUNCTION reward_feed_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reward_feed (merchant_code, member_id, vendor_code, transaction_id, game_type, stake, payout,
                           placed_at, settled_at, bonus_grant_id)
  VALUES (NEW.merchant_code, NEW.member_id, NEW.vendor_code, NEW.transaction_id, NEW.game_type, NEW.stake,
          COALESCE(NEW.payout, 0), NEW.placed_at, COALESCE(NEW.settled_at, now()), NEW.bonus_grant_id);
  RETURN NULL;
END $$;

CREATE TRIGGER bets_settled_feed AFTER INSERT ON bets
  FOR EACH ROW WHEN (NEW.status = 'settled') EXECUTE FUNCTION reward_feed_append();
CREATE TRIGGER bets_settled_feed_update AFTER UPDATE OF status ON bets
  FOR EACH ROW WHEN (NEW.status = 'settled' AND OLD.status IS DISTINCT FROM 'settled') EXECUTE FUNCTION reward_feed_append();

-- The days a member came (recorded by their first rewards call of the brand day).
CREATE TABLE reward_login_days (
  merchant_code text NOT NULL,
  member_id     bigint NOT NULL,
  day           date NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- One first-deposit bonus per person: SHA-256 of brand + bound mobile / payout account / device.
CREATE TABLE bonus_fingerprints (
  merchant_code text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('mobile', 'payoutAccount', 'device')),
  hash          text NOT NULL,
  member_id     bigint NOT NULL,
  grant_id      bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, kind, hash)
);

-- The agents' reports read reward payments by brand and time.
CREATE INDEX ledger_transfers_reward_kinds ON ledger_transfers (merchant_code, created_at)
  WHERE kind IN ('bonus', 'bonus_convert', 'bonus_forfeit', 'rebate', 'points_convert');
