-- Identity: members, sessions, passwords, verification codes, captchas and the outbox.
-- Secrets (passwords, tokens, codes, captcha answers) are stored only as hashes.

-- Per-brand identity settings: password expiry, age, session timeouts, OIDC and SMS/mail providers.
ALTER TABLE merchants ADD COLUMN identity_settings jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE TABLE members (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code          text NOT NULL REFERENCES merchants(code),
  account                text NOT NULL,             -- the username, lower-cased
  nickname               text NOT NULL,
  type                   smallint NOT NULL DEFAULT 0, -- 0 member, 1/2/41/42 agents, 4 trial
  country_dialing_code   text,
  mobile                 text,                      -- national number without leading zeros
  email                  text,
  password_hash          text NOT NULL,
  password_changed_at    timestamptz NOT NULL DEFAULT now(),
  password_is_default    boolean NOT NULL DEFAULT false, -- operator-issued: must change at login
  payment_password_hash  text,
  totp_secret            text,                      -- base32, set once enrolment is confirmed
  totp_pending_secret    text,                      -- during enrolment, until the first code is right
  bank_account_name      text,
  affiliate_code         text NOT NULL,             -- this member's own code for recruiting
  upline_id              bigint REFERENCES members(id),
  referral_code          text,
  profile                jsonb NOT NULL DEFAULT '{}'::jsonb, -- payeeName, qqNum, line, ... as registered
  register_method        text NOT NULL DEFAULT 'WEB',
  register_url           text,
  register_domain        text,
  register_ip            text,
  language               text,
  first_login_at         timestamptz,
  created_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, account),
  UNIQUE (merchant_code, affiliate_code)
);
CREATE UNIQUE INDEX members_mobile ON members (merchant_code, country_dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX members_email ON members (merchant_code, lower(email)) WHERE email IS NOT NULL;

-- Login sessions: the token is random (>= 128 bits) and only its SHA-256 is kept.
CREATE TABLE sessions (
  token_hash     text PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  merchant_code  text NOT NULL,
  login_method   text NOT NULL,               -- username, sms, oidc, remember, oneclick, register, trial, reset
  ip             text,
  user_agent     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,        -- absolute timeout
  revoked_at     timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;

-- Remember me: a device-bound token (never a password), valid one day.
CREATE TABLE remember_tokens (
  token_hash      text PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  device_hash     text NOT NULL,
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz
);

-- Every login attempt, for the member's history and for brute-force counting.
CREATE TABLE login_attempts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint REFERENCES members(id),
  account        text NOT NULL,
  method         text NOT NULL,
  ip             text,
  user_agent     text,
  success        boolean NOT NULL,
  reason         text,
  at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_account ON login_attempts (merchant_code, account, at);
CREATE INDEX login_attempts_member ON login_attempts (member_id, at);

-- Brute-force state per account: failures in the current window, captcha required, lock.
CREATE TABLE login_guards (
  merchant_code     text NOT NULL,
  account           text NOT NULL,
  failures          integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until      timestamptz,
  PRIMARY KEY (merchant_code, account)
);

-- IPs a member has logged in from; a new one asks for a second factor.
CREATE TABLE member_known_ips (
  member_id   bigint NOT NULL REFERENCES members(id),
  ip          text NOT NULL,
  first_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- A pending login that waits for its second factor.
CREATE TABLE second_factor_challenges (
  id_hash       text PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members(id),
  login_method  text NOT NULL,
  ip            text,
  attempts      integer NOT NULL DEFAULT 0,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);

-- One-time codes sent by SMS or mail: 6 digits, hashed, single use, bound to purpose and destination.
CREATE TABLE verification_codes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  purpose        text NOT NULL,            -- register, login, reset, bind, second-factor
  channel        text NOT NULL,            -- sms, mail
  destination    text NOT NULL,            -- +8801712345678 or an email address
  code_hash      text NOT NULL,
  request_ip     text,
  attempts       integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX verification_codes_lookup ON verification_codes (merchant_code, purpose, destination, created_at);
CREATE INDEX verification_codes_ip ON verification_codes (request_ip, created_at);

-- Messages handed to the SMS and mail providers; the outbox provider is read in dev and tests.
CREATE TABLE outbox (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  channel        text NOT NULL,            -- sms, mail
  destination    text NOT NULL,
  subject        text,
  body           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_destination ON outbox (destination, id);

-- Image captchas and slider challenges: single use, short-lived, answers hashed.
CREATE TABLE human_checks (
  id_hash        text PRIMARY KEY,
  kind           text NOT NULL,            -- captcha, slider, slider-pass
  answer         text NOT NULL,            -- captcha: hash of the text; slider: target offset
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);

-- Email password reset links.
CREATE TABLE password_resets (
  token_hash   text PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members(id),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

-- Encrypted payloads: the server's RSA key pair and the nonces already seen (replay refusal).
CREATE TABLE payload_keys (
  key_id        text PRIMARY KEY,
  public_key    text NOT NULL,             -- SPKI, base64
  private_key   text NOT NULL,             -- PKCS#8, base64
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE payload_nonces (
  nonce        text PRIMARY KEY,
  seen_at      timestamptz NOT NULL DEFAULT now()
);

-- Social login: accounts linked to an OpenID Connect subject, and the state of a login in flight.
CREATE TABLE member_oidc_links (
  merchant_code  text NOT NULL,
  provider       text NOT NULL,
  subject        text NOT NULL,
  member_id      bigint NOT NULL REFERENCES members(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, provider, subject)
);
CREATE TABLE oidc_states (
  state          text PRIMARY KEY,
  merchant_code  text NOT NULL,
  provider       text NOT NULL,
  code_verifier  text NOT NULL,
  nonce          text NOT NULL,
  return_to      text NOT NULL,
  expires_at     timestamptz NOT NULL
);
