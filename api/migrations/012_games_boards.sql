-- The games boards (docs/games.md): the winners board and the betting record read `bets` (010).

-- The winners board: a brand's winning bets, newest first, for all categories or one. Partial: only
-- wins are indexed, a small share of all bets, so the board reads a few index entries however many
-- bets there are.
CREATE INDEX bets_winners ON bets (merchant_code, settled_at DESC)
  WHERE status = 'settled' AND payout > stake;
CREATE INDEX bets_winners_by_type ON bets (merchant_code, game_type, settled_at DESC)
  WHERE status = 'settled' AND payout > stake;

-- Bets name their game by vendor and game code (the category may be unknown): the board and the
-- betting record look the catalogue's name up this way.
CREATE INDEX games_by_code ON games (vendor_code, game_code);
