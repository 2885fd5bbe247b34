-- One row per brand (tenant). Everything a brand configures lives here; tenants never share rows.
CREATE TABLE merchants (
  code                  text PRIMARY KEY,
  name                  text NOT NULL,
  currency              text NOT NULL,
  currency_symbol       text NOT NULL,
  time_zone             text NOT NULL,
  default_language      text NOT NULL,
  languages             jsonb NOT NULL,          -- ["bn","en"]
  whitelabel_switches   jsonb NOT NULL DEFAULT '{}'::jsonb, -- {"MOBILENUMREG3": true, ...}
  register_rules        jsonb NOT NULL DEFAULT '[]'::jsonb,
  customer_service      jsonb NOT NULL DEFAULT '[]'::jsonb, -- [{csType, csPosition, url}] stored plain
  domain_routes         jsonb NOT NULL DEFAULT '[]'::jsonb,
  resources             jsonb NOT NULL DEFAULT '{}'::jsonb,
  image_cdns            jsonb NOT NULL DEFAULT '[]'::jsonb,
  launch_game_cdns      jsonb NOT NULL DEFAULT '[]'::jsonb,
  analytics_gtag_id     text,
  main_domain           text NOT NULL,
  cs_key                text NOT NULL,           -- base64 AES-256 key obfuscating customer-service links
  maintenance_enabled   boolean NOT NULL DEFAULT false,
  maintenance_message   jsonb NOT NULL DEFAULT '{}'::jsonb, -- {"bn": "...", "en": "..."}
  restricted_countries  jsonb NOT NULL DEFAULT '[]'::jsonb, -- ["US", ...] ISO 3166-1 alpha-2
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (jsonb_typeof(languages) = 'array'),
  CHECK (jsonb_typeof(restricted_countries) = 'array')
);

-- Demo data sets already written; seeding checks here so it runs once per database.
CREATE TABLE seed_markers (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
