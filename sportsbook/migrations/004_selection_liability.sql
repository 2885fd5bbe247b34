-- The book's running liability per selection (docs/sportsbook.md "Liability"): what it stands to
-- lose on (market, selection) if that selection wins — the profit (potential_return − hold) of every
-- live bet (state created or open) with a leg on it, a parlay's whole profit on each of its legs'
-- selections. Added in the placing transaction, taken off in the one that moves a bet out of
-- created/open (refused, rolled back, settling), so a placement reads one row per leg instead of
-- summing the market's bets. No row: nothing at stake.
CREATE TABLE selection_liability (
  market_id text NOT NULL,
  selection_code text NOT NULL,
  liability bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (market_id, selection_code),
  FOREIGN KEY (market_id, selection_code) REFERENCES selections (market_id, code)
);

-- Backfill: the sum placement used to take at each bet, once, for the bets live now.
INSERT INTO selection_liability (market_id, selection_code, liability)
SELECT l.market_id, l.selection_code, SUM(b.potential_return - b.hold)
  FROM bet_legs l JOIN bets b ON b.id = l.bet_id
 WHERE b.state IN ('created', 'open')
 GROUP BY l.market_id, l.selection_code;
