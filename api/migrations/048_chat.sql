-- Live chat (docs/chat.md): a member's conversations with the brand's support, their messages and images.
-- One open conversation per member at a time; a closed one stays as history and a new message opens the next.
CREATE TABLE chat_conversations (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code       text NOT NULL REFERENCES merchants(code),
  member_id           bigint NOT NULL REFERENCES members(id),
  status              text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at          timestamptz NOT NULL DEFAULT now(),
  last_message_at     timestamptz NOT NULL DEFAULT now(),
  -- Read receipts: the last message id each side has seen (0: none).
  member_read_id      bigint NOT NULL DEFAULT 0,
  agent_read_id       bigint NOT NULL DEFAULT 0,
  -- The typing sign: until when each side is shown as typing (set by a typing notice, a few seconds ahead).
  member_typing_until timestamptz,
  agent_typing_until  timestamptz,
  closed_at           timestamptz,
  closed_by           text
);
CREATE UNIQUE INDEX chat_conversations_one_open ON chat_conversations (merchant_code, member_id) WHERE status = 'open';
CREATE INDEX chat_conversations_member ON chat_conversations (member_id, id DESC);
CREATE INDEX chat_conversations_open ON chat_conversations (merchant_code, status, last_message_at DESC);

CREATE TABLE chat_images (
  id            text PRIMARY KEY,            -- random (uuid): named in messages, served only to the member and operators
  merchant_code text NOT NULL REFERENCES merchants(code),
  member_id     bigint NOT NULL REFERENCES members(id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations(id),
  sender          text NOT NULL CHECK (sender IN ('member', 'agent')),
  operator_id     bigint REFERENCES operators(id),
  operator_name   text,                      -- the agent's name as the member sees it
  body            text NOT NULL DEFAULT '',
  image_id        text REFERENCES chat_images(id),
  -- The sender's own id for the message: a retried send makes nothing twice.
  client_id       text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (body <> '' OR image_id IS NOT NULL)
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);
CREATE UNIQUE INDEX chat_messages_client_id ON chat_messages (conversation_id, sender, client_id) WHERE client_id IS NOT NULL;
