-- Secret rotation with an overlap (README "Running in production", docs/vendor-wallet.md).
-- One row per subject being rotated: 'gateway' (the payment gateway's shared secret) or
-- 'vendor:{CODE}' (a vendor's wallet secret). Until switch_at both current_secret and next_secret
-- are accepted on incoming signatures and the api signs with current_secret; from switch_at only
-- next_secret is accepted and used. A start whose environment holds next_secret ends the rotation (the
-- row goes); one whose environment holds any value but current_secret drops it: the environment wins.
CREATE TABLE secret_rotations (
  subject        text PRIMARY KEY CHECK (subject = 'gateway' OR subject LIKE 'vendor:%'),
  current_secret text NOT NULL,
  next_secret    text NOT NULL,
  switch_at      timestamptz NOT NULL,
  set_by         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

