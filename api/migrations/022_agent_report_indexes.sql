-- The agent center's reports (issue 14, docs/agents.md "Reports") read the team's activity member by
-- member (member_tree gives the team; each member's rows come through an index on member_id and time).

-- User loss and the revenue report count a bet on the day it settled: each team member's settled
-- bets by settlement time. Partial: open and rolled-back bets never enter those sums.
CREATE INDEX bets_member_settled ON bets (merchant_code, member_id, settled_at) WHERE status = 'settled';

-- The transactions report lists a member's moves between the main wallet and game wallets.
CREATE INDEX wallet_transfers_member ON wallet_transfers (member_id, created_at DESC);

-- Bonuses, rebates, salaries, dividends and adjustments are rare beside bets and wins: a partial index
-- of the brand's transfers of those kinds, by time, keeps the revenue and transactions reports off the
-- bet traffic of the ledger.
CREATE INDEX ledger_transfers_agent_kinds ON ledger_transfers (merchant_code, created_at)
  WHERE kind IN ('bonus', 'rebate', 'commission', 'adjustment');
