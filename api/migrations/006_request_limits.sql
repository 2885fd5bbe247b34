-- Requests counted per key for rate limits that no other table records (free play, forgot by e-mail).
CREATE TABLE request_events (
  kind  text NOT NULL,
  key   text NOT NULL,
  at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_events_lookup ON request_events (kind, key, at);
