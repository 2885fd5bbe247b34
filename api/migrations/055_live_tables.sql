-- The brand's live tables (SPEC §7 "live model list and launch chat"; docs/spec-sweep.md "Live
-- model list and launch chat"): which live games of the catalogue are shown as tables on /live and
-- the dealer ("model") who hosts each. An operator's choice (PUT /ops/merchants/:code/live-tables,
-- `pnpm operator live-tables`); the table's state (round, phase, limits) is read from its vendor,
-- the players from the bets.
CREATE TABLE live_tables (
  merchant_code  text NOT NULL REFERENCES merchants (code),
  vendor_code    text NOT NULL,
  game_code      text NOT NULL,
  dealer_name_bn text NOT NULL CHECK (length(dealer_name_bn) BETWEEN 1 AND 40),
  dealer_name_en text NOT NULL CHECK (length(dealer_name_en) BETWEEN 1 AND 40),
  -- An https address or a path of the site; NULL: the page draws the dealer's initials.
  dealer_picture text CHECK (dealer_picture IS NULL OR length(dealer_picture) <= 500),
  sort_order     integer NOT NULL DEFAULT 0,
  -- A table is named by its game code on the site and in launch chat: once per brand.
  PRIMARY KEY (merchant_code, game_code)
);
