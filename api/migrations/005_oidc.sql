-- Social login through OpenID Connect (docs/identity.md, "Social login").
-- 004 made a placeholder oidc_states keyed by the raw state; nothing used it. The state travels
-- in the browser's address bar, so only its SHA-256 is kept, like every other token here.
DROP TABLE IF EXISTS oidc_states;
CREATE TABLE oidc_states (
  state_hash     text PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  provider       text NOT NULL,
  code_verifier  text NOT NULL,             -- PKCE: sent once to the provider's token endpoint
  nonce          text NOT NULL,             -- must come back inside the ID token
  redirect_uri   text NOT NULL,             -- the exchange must repeat the exact redirect_uri
  return_to      text NOT NULL,             -- a same-site path, checked before it is stored
  ip             text,                      -- caps logins in flight per IP
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL       -- 10 minutes; the row is deleted when it is used
);
CREATE INDEX oidc_states_ip ON oidc_states (ip, expires_at);
CREATE INDEX oidc_states_expiry ON oidc_states (expires_at);

-- A member's social accounts (004 made the table): listed by member for the account pages.
CREATE INDEX member_oidc_links_member ON member_oidc_links (member_id);
