-- Sports fixtures for the home page's hot matches (docs/games.md, "Hot matches").
-- Fixtures are global (a match is the same match at every brand). A brand shows the fixtures of the
-- sports vendors it offers (merchant_vendors), less those it hides in merchant_fixtures.

CREATE TABLE fixtures (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_code  text NOT NULL,                 -- the sports vendor that books the match (KSPORT)
  sport        text NOT NULL CHECK (sport IN ('cricket', 'football')),
  league_bn    text NOT NULL,
  league_en    text NOT NULL,
  home_code    text NOT NULL CHECK (home_code ~ '^[A-Z0-9]{2,12}$'), -- team code: TEAM_LOGO/{code}.png
  home_name_bn text NOT NULL,
  home_name_en text NOT NULL,
  away_code    text NOT NULL CHECK (away_code ~ '^[A-Z0-9]{2,12}$'),
  away_name_bn text NOT NULL,
  away_name_en text NOT NULL,
  kickoff      timestamptz NOT NULL,
  -- Money-line odds in hundredths (185 = 1.85); draw is NULL where the sport has none.
  odds_home    integer NOT NULL CHECK (odds_home > 100),
  odds_draw    integer CHECK (odds_draw > 100),
  odds_away    integer NOT NULL CHECK (odds_away > 100),
  status       text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'live', 'finished', 'cancelled')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- The natural key: the same two teams cannot meet twice at one moment at one vendor. Feeds and the
  -- demo top-up insert with ON CONFLICT DO NOTHING, so repeating them (or racing them) adds nothing.
  UNIQUE (vendor_code, home_code, away_code, kickoff)
);
-- Hot matches: the next ones by kickoff.
CREATE INDEX fixtures_upcoming ON fixtures (kickoff) WHERE status IN ('scheduled', 'live');
CREATE INDEX fixtures_home_code ON fixtures (home_code);
CREATE INDEX fixtures_away_code ON fixtures (away_code);

-- A brand's exceptions: a row with enabled = false hides that fixture at that brand.
CREATE TABLE merchant_fixtures (
  merchant_code text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  fixture_id    bigint NOT NULL REFERENCES fixtures(id) ON DELETE CASCADE,
  enabled       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant_code, fixture_id)
);
