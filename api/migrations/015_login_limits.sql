-- Sliding-window events of the guessing limits when no Redis is set (platform/limits, docs/identity.md).
CREATE TABLE limit_events (
  key  text NOT NULL,
  id   text NOT NULL,
  at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX limit_events_lookup ON limit_events (key, at);

-- The per-account lock a stranger could set off is gone: failures live in limit_events now.
DROP TABLE login_guards;

-- Devices (the browser's random device id, hashed) a member has logged in from: with the known
-- addresses, they are the owner's own places, where a stranger's failures never add checks.
CREATE TABLE member_known_devices (
  member_id    bigint NOT NULL REFERENCES members(id),
  device_hash  text NOT NULL,
  last_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, device_hash)
);

-- The authenticator's last accepted time step: a code is accepted once.
ALTER TABLE members ADD COLUMN totp_last_step bigint;
