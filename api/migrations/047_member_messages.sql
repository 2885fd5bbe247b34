-- The member's inbox, messageV2 (docs/messages.md): personal messages the system writes when
-- something happens to a member's money or account, and operators' broadcasts to a brand, a VIP
-- level range or a list of members. A personal message is a template key and its parameters, so
-- each reader sees it in their own language; a broadcast carries its own text per language.

CREATE TABLE member_messages (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  member_id      bigint NOT NULL REFERENCES members(id),
  template       text NOT NULL,                      -- e.g. deposit.approved (catalogue key inbox.template.{template}.*)
  params         jsonb NOT NULL DEFAULT '{}'::jsonb,
  event_key      text NOT NULL,                      -- one message per event: deposit:{orderNo}, grant:{id}, …
  created_at     timestamptz NOT NULL DEFAULT now(),
  read_at        timestamptz,
  deleted_at     timestamptz,
  UNIQUE (merchant_code, event_key)
);
CREATE INDEX member_messages_inbox ON member_messages (member_id, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE message_broadcasts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants(code),
  target         text NOT NULL CHECK (target IN ('BRAND', 'VIP', 'MEMBERS')),
  vip_min        integer CHECK (vip_min >= 0),
  vip_max        integer CHECK (vip_max >= vip_min),
  member_ids     bigint[] NOT NULL DEFAULT '{}',
  title          jsonb NOT NULL,                     -- { en, bn }
  content        jsonb NOT NULL,                     -- { en, bn }, plain text
  request_id     text NOT NULL,                      -- the operator's submission: the same one sends once
  created_by     text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  withdrawn_at   timestamptz,
  withdrawn_by   text,
  UNIQUE (merchant_code, request_id),
  CHECK ((target = 'VIP') = (vip_min IS NOT NULL AND vip_max IS NOT NULL)),
  CHECK ((target = 'MEMBERS') = (cardinality(member_ids) > 0))
);
CREATE INDEX message_broadcasts_brand ON message_broadcasts (merchant_code, created_at DESC) WHERE withdrawn_at IS NULL;
CREATE INDEX message_broadcasts_members ON message_broadcasts USING gin (member_ids);

-- A member's own state of a broadcast: read, deleted (no row: unread).
CREATE TABLE message_broadcast_states (
  broadcast_id   bigint NOT NULL REFERENCES message_broadcasts(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  read_at        timestamptz,
  deleted_at     timestamptz,
  PRIMARY KEY (broadcast_id, member_id)
);
