-- Account protection (docs/identity.md, "Sensitive changes", "Forced password change", "Login codes").
-- A session remembers when its member last proved the password (sensitive changes need it within
-- five minutes) and whether it may do nothing but change the password.
ALTER TABLE sessions ADD COLUMN password_confirmed_at timestamptz;
ALTER TABLE sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- One-time login codes: a hand-off (social-login return, another site of the brand) puts a code,
-- never a session token, in the page address; the page trades it for a session with a POST.
-- Valid 60 s, for one brand, once; only the code's SHA-256 is kept, like every other token.
CREATE TABLE login_codes (
  code_hash      text PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  merchant_code  text NOT NULL,
  login_method   text NOT NULL,             -- the session it opens: oidc, handoff
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX login_codes_expiry ON login_codes (expires_at);
