-- Reality checks (UKGC RTS 13; docs/safer-gambling-reality.md): the reminder interval each member
-- chose, and every reminder a member answered, per session (the reminders are anchored on the
-- session's start, so a reload never restarts the count).

CREATE TABLE reality_check_settings (
  merchant_code    text NOT NULL,
  member_id        bigint NOT NULL REFERENCES members(id),
  interval_minutes integer NOT NULL CHECK (interval_minutes >= 0 AND interval_minutes <= 1440), -- 0: off
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, member_id)
);

CREATE TABLE reality_check_answers (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       bigint NOT NULL REFERENCES members(id),
  session_hash    text NOT NULL,               -- the session (sessions.token_hash) the reminder belongs to
  due_at          timestamptz NOT NULL,        -- the reminder answered
  action          text NOT NULL CHECK (action IN ('continue', 'stop')),
  played_seconds  integer NOT NULL CHECK (played_seconds >= 0),
  net_result      bigint NOT NULL,             -- what the reminder showed: wins − stakes, minor units
  answered_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_hash, due_at)
);
CREATE INDEX reality_check_answers_member ON reality_check_answers (merchant_code, member_id, answered_at DESC);
