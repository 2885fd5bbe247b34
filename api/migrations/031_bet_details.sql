-- Bet detail (issue 16, docs/vendor-wallet.md "Bet detail"): what the betting record shows of a
-- bet beyond its game — a sportsbook bet's legs (sport, match, market, selection, odds) — as the
-- vendor sent it with the `bet` call. A table of its own, keyed like bets, rather than a column:
-- most bets (house and vendor games) carry none, and a settlement's UPDATE of bets stays as it was.
-- Written in the same statement as the bet (seamless-wallet.ts), the first time the bet is taken.
CREATE TABLE bet_details (
  transaction_id text NOT NULL,
  vendor_code    text NOT NULL,
  detail         jsonb NOT NULL,
  PRIMARY KEY (transaction_id, vendor_code)
);
