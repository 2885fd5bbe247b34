-- The player's page choices (docs/sportsbook.md "Pages"): odds format and what the slip does when
-- the odds move. Kept per member (player_id), so they follow the player from launch to launch
-- (a cookie would not: the book's page is framed by the site, where third-party cookies are blocked).
CREATE TABLE IF NOT EXISTS player_preferences (
  player_id   text PRIMARY KEY,
  odds_format text NOT NULL DEFAULT 'decimal' CHECK (odds_format IN ('decimal', 'hongkong', 'malay', 'indonesian')),
  acceptance  text NOT NULL DEFAULT 'ask' CHECK (acceptance IN ('any', 'better', 'ask')),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
