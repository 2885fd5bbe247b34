-- Promotions and campaigns (docs/adr/0016 §4, docs/rewards.md "Promotions"): the brand's campaigns
-- with their rules per kind, and each member's entry per campaign and period, which carries the
-- activity status the promotions page shows. Money is bigint minor units.

CREATE TABLE campaigns (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  code          text NOT NULL,            -- the announcements' promotionType, e.g. WELCOME_BONUS
  kind          text NOT NULL CHECK (kind IN ('first_deposit', 'reload', 'daily_signin', 'loss_rescue', 'raffle', 'announcement')),
  category      text NOT NULL CHECK (category IN ('deposit', 'daily', 'rescue', 'vip', 'raffle', 'news', 'referral')),
  title_en      text NOT NULL,
  title_bn      text NOT NULL,
  summary_en    text NOT NULL DEFAULT '',
  summary_bn    text NOT NULL DEFAULT '',
  terms_en      text NOT NULL DEFAULT '', -- sanitized HTML (again when served)
  terms_bn      text NOT NULL DEFAULT '',
  image         text,
  sort          integer NOT NULL DEFAULT 0,
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz,
  enabled       boolean NOT NULL DEFAULT true,
  approval      text NOT NULL DEFAULT 'auto' CHECK (approval IN ('auto', 'operator')),
  rules         jsonb NOT NULL DEFAULT '{}'::jsonb,   -- validated per kind (contracts/src/rewards/promotions-schemas.ts)
  eligibility   jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, code),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);

-- One entry per member per campaign per period (first deposit: 'once'; reload: the brand day or
-- week and a counter; sign-in: the brand day; rescue: 'join' and each period's start). The unique
-- key makes a repeated job or deposit listener write nothing twice.
CREATE TABLE campaign_entries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL,
  campaign_id      bigint NOT NULL REFERENCES campaigns(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  period_key       text NOT NULL,
  status           text NOT NULL CHECK (status IN ('JOINED', 'PROCESS', 'CLAIM', 'APPLYING', 'REJECTED', 'CLAIMED', 'ISSUED')),
  amount           bigint NOT NULL DEFAULT 0 CHECK (amount >= 0), -- the reward, once computed
  deposit_amount   bigint,                 -- the qualifying deposit (wagering base bonus_deposit)
  deposit_order_no text,
  qualified_at     timestamptz,            -- when the reward became due (deposit approved, period closed)
  request_id       text,                   -- the member's claim: the same id answers the first answer
  grant_id         bigint,
  transfer_id      bigint,
  reason           text,                   -- why it was rejected
  decided_by       text,
  details          jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, member_id, period_key)
);
CREATE INDEX campaign_entries_member ON campaign_entries (member_id, campaign_id, created_at DESC);
CREATE INDEX campaign_entries_applying ON campaign_entries (merchant_code, created_at) WHERE status = 'APPLYING';

-- A raffle's tickets: one row per ticket bought (free or for points); the same request id buys once.
CREATE TABLE raffle_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  campaign_id   bigint NOT NULL REFERENCES campaigns(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  request_id    text NOT NULL,
  points_spent  bigint NOT NULL DEFAULT 0 CHECK (points_spent >= 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, member_id, request_id)
);
CREATE INDEX raffle_entries_campaign ON raffle_entries (campaign_id, id);

-- A raffle is drawn once: this row is written in the draw's transaction, with the seed the
-- winners follow from (reproducible) and the winners.
CREATE TABLE raffle_draws (
  campaign_id   bigint PRIMARY KEY REFERENCES campaigns(id),
  merchant_code text NOT NULL,
  seed          text NOT NULL,
  tickets       integer NOT NULL,
  winners       jsonb NOT NULL DEFAULT '[]'::jsonb,
  drawn_at      timestamptz NOT NULL DEFAULT now()
);
