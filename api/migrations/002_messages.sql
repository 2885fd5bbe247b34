-- Localized text is jsonb {"bn": "...", "en": "..."}; HTML is sanitized before it is stored
-- and again when it is served.

CREATE TABLE banners (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  group_name    text NOT NULL,              -- w_home, w_leftmenu, w_login, w_register, w_forget
  image_url     jsonb NOT NULL,             -- per language
  linkage_type  text NOT NULL DEFAULT 'NONE' CHECK (linkage_type IN ('NONE','URL','ROUTE','PROMOTION','GAME')),
  linkage       text,
  title         jsonb NOT NULL DEFAULT '{}'::jsonb,
  sort_order    integer NOT NULL DEFAULT 0,
  active        boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_merchant_group ON banners (merchant_code, group_name, sort_order);

-- Notices (marquee + notice popup), popups and promotion announcements.
CREATE TABLE announcements (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('NOTICE','POPUP','PROMOTION')),
  execution      text CHECK (execution IN ('A','F','B')), -- popups: A logged in, F first login, B visitors
  title          jsonb NOT NULL,
  content        jsonb NOT NULL,
  promotion_type text,
  sort_order     integer NOT NULL DEFAULT 0,
  active         boolean NOT NULL DEFAULT true,
  CHECK (kind <> 'POPUP' OR execution IS NOT NULL)
);
CREATE INDEX announcements_merchant_kind ON announcements (merchant_code, kind, sort_order);

CREATE TABLE help_sections (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  key           text NOT NULL,
  device        text NOT NULL DEFAULT 'WEB',
  title         jsonb NOT NULL,
  content       jsonb NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, device, key)
);
