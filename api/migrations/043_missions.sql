-- Missions and leaderboards (docs/adr/0016 §7, docs/rewards.md "Missions and leaderboards").
-- A mission's progress is one row per (member, mission, period): the brand day, the week starting
-- Monday in the brand's zone, or 2000-01-01 for a mission done once. A new period is a new row, so
-- nothing is ever reset. Progress comes from the settled-bet feed (consumer `missions`), approved
-- deposits, referral invites, and (visit streaks) the login days, read when needed.

CREATE TABLE missions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  code           text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{1,39}$'),
  period         text NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
  metric         text NOT NULL CHECK (metric IN ('bet_count', 'turnover', 'deposit_amount', 'deposit_count', 'invite', 'visit_streak')),
  game_types     text[] NOT NULL DEFAULT '{}',    -- bet metrics: the counted game types (empty: every type)
  vendor         text,                            -- bet metrics: only this vendor's bets (null: any)
  target         bigint NOT NULL CHECK (target > 0), -- minor units for turnover and deposit_amount, else a count
  reward_kind    text NOT NULL CHECK (reward_kind IN ('cash', 'points')),
  reward_amount  bigint NOT NULL CHECK (reward_amount > 0),
  multiple_x100  integer NOT NULL DEFAULT 0 CHECK (multiple_x100 >= 0 AND (reward_kind = 'cash' OR multiple_x100 = 0)),
  vip_min        integer NOT NULL DEFAULT 0 CHECK (vip_min >= 0),
  title_en       text NOT NULL,
  title_bn       text NOT NULL,
  description_en text NOT NULL DEFAULT '',
  description_bn text NOT NULL DEFAULT '',
  enabled        boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, code)
);

CREATE TABLE mission_progress (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  mission_id     bigint NOT NULL REFERENCES missions(id),
  period_start   date NOT NULL,
  value          bigint NOT NULL DEFAULT 0 CHECK (value >= 0),
  completed_at   timestamptz,
  claimed_at     timestamptz,                     -- claimed on the missions page (under the member's reward lock)
  transfer_id    bigint,
  grant_id       bigint,
  item_id        bigint,                          -- not claimed in its period: the reward item the rollover made
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, mission_id, period_start),
  CHECK (claimed_at IS NULL OR completed_at IS NOT NULL),
  CHECK (claimed_at IS NULL OR item_id IS NULL)
);
-- The rollover's work list: completed, neither claimed nor rolled over yet.
CREATE INDEX mission_progress_unclaimed ON mission_progress (merchant_code, period_start)
  WHERE completed_at IS NOT NULL AND claimed_at IS NULL AND item_id IS NULL;

CREATE TABLE leaderboards (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  code           text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{1,39}$'),
  metric         text NOT NULL CHECK (metric IN ('turnover', 'biggest_win')),
  period         text NOT NULL CHECK (period IN ('daily', 'weekly')),
  game_types     text[] NOT NULL DEFAULT '{}',
  prizes         jsonb NOT NULL DEFAULT '[]'::jsonb, -- [{ rank, kind: cash | points, amount, multipleX100 }]
  title_en       text NOT NULL,
  title_bn       text NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, code)
);

-- One score per (board, period, member): turnover adds, biggest win keeps the greatest. scored_at
-- is when the score reached its value (the bet's settlement): of two equal scores the earlier ranks first.
CREATE TABLE leaderboard_scores (
  board_id       bigint NOT NULL REFERENCES leaderboards(id),
  period_start   date NOT NULL,
  member_id      bigint NOT NULL,
  merchant_code  text NOT NULL,
  score          bigint NOT NULL,
  scored_at      timestamptz NOT NULL,
  PRIMARY KEY (board_id, period_start, member_id)
);
CREATE INDEX leaderboard_scores_rank ON leaderboard_scores (board_id, period_start, score DESC, scored_at, member_id);

-- A board's ended period is closed once (job rewards.leaderboard-close), and each prize rank is given once.
CREATE TABLE leaderboard_closes (
  board_id       bigint NOT NULL REFERENCES leaderboards(id),
  period_start   date NOT NULL,
  closed_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (board_id, period_start)
);

CREATE TABLE leaderboard_prizes (
  board_id       bigint NOT NULL REFERENCES leaderboards(id),
  period_start   date NOT NULL,
  rank           integer NOT NULL CHECK (rank > 0),
  member_id      bigint NOT NULL,
  score          bigint NOT NULL,
  item_id        bigint NOT NULL,
  PRIMARY KEY (board_id, period_start, rank)
);
