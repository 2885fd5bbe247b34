-- Operators: the brand's staff, with their own login and a role, and the record of what each did.
CREATE TABLE operators (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  role           text NOT NULL CHECK (role IN ('admin', 'finance', 'support')),
  merchant_code  text REFERENCES merchants(code), -- NULL: every brand
  active         boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_sessions (
  token_hash   text PRIMARY KEY,           -- SHA-256 of the token; the token itself is never stored
  operator_id  bigint NOT NULL REFERENCES operators(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);

-- Append-only: every operator action, with who did it (the bootstrap OPERATOR_TOKEN is 'system').
CREATE TABLE operator_actions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id    bigint REFERENCES operators(id),
  operator_name  text NOT NULL,
  action         text NOT NULL,             -- deposit.approve, withdrawal.reject, balance.adjust, ...
  merchant_code  text,
  target         text NOT NULL DEFAULT '',  -- order number, member id, ...
  details        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_actions_time ON operator_actions (created_at DESC);
