-- The reward center (docs/adr/0016 §6, docs/rewards.md "Reward center and live badges"): every
-- claimable reward that is not a campaign's own card. Mission periods, VIP months, leaderboard and
-- raffle prizes, referral rewards and operator gifts each create an item with createRewardItem;
-- the member claims it in the reward center. An unclaimed item holds no money: claiming pays it
-- under the ledger key reward:{id} (a grant when it asks for wagering, else cash or points).

CREATE TABLE reward_items (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  source         text NOT NULL CHECK (source ~ '^[a-z][a-z0-9_]{0,31}$'), -- operator, mission, vip, leaderboard, raffle, referral
  source_ref     text NOT NULL CHECK (length(source_ref) BETWEEN 1 AND 200),
  title_en       text NOT NULL,
  title_bn       text NOT NULL,
  amount_kind    text NOT NULL CHECK (amount_kind IN ('cash', 'points')),
  amount         bigint NOT NULL CHECK (amount > 0),      -- minor units for cash, whole points for points
  multiple_x100  integer NOT NULL DEFAULT 0 CHECK (multiple_x100 >= 0),
  categories     text[] NOT NULL DEFAULT '{}',            -- the grant's counted game types (cash with wagering)
  expiry_days    integer NOT NULL DEFAULT 7 CHECK (expiry_days > 0), -- the grant's wagering window once claimed
  status         text NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed', 'expired')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz,                             -- null: never (points never expire)
  claimed_at     timestamptz,
  claim_request_id text,                                 -- the claim that paid it: the same request answers again
  grant_id       bigint,
  transfer_id    bigint,
  details        jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Every job that creates items creates each one at most once, however often it runs.
  UNIQUE (merchant_code, member_id, source, source_ref),
  CHECK (amount_kind = 'cash' OR (multiple_x100 = 0 AND expires_at IS NULL)),
  CHECK ((status = 'claimed') = (claimed_at IS NOT NULL))
);
-- The center's list and the badge: a member's claimable items.
CREATE INDEX reward_items_claimable ON reward_items (merchant_code, member_id, id) WHERE status = 'claimable';
CREATE INDEX reward_items_member ON reward_items (merchant_code, member_id, created_at DESC);
-- The hourly expiry job.
CREATE INDEX reward_items_expiring ON reward_items (expires_at) WHERE status = 'claimable' AND expires_at IS NOT NULL;
