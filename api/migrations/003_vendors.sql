-- Game vendors ("vassalage" on the wire) per category, and which brand offers which.
CREATE TABLE vendors (
  code         text NOT NULL,
  game_type    text NOT NULL CHECK (game_type IN ('RNG','LIVE','SPORTS','PVP','ESPORTS','FISH','ELOTT','LOTT','COCKFIGHT')),
  display_name text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (code, game_type)
);

CREATE TABLE merchant_vendors (
  merchant_code text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  vendor_code   text NOT NULL,
  game_type     text NOT NULL,
  enabled       boolean NOT NULL DEFAULT true,
  sort_order    integer,                    -- overrides vendors.sort_order for this brand
  PRIMARY KEY (merchant_code, vendor_code, game_type),
  FOREIGN KEY (vendor_code, game_type) REFERENCES vendors (code, game_type) ON DELETE CASCADE
);
