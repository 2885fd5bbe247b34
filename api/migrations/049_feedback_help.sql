-- Feedback (SPEC §1, §5, §7 "feedback (PUT)") and the operators' help center (docs/feedback-help.md).

-- A member's feedback: a type, at most 140 characters and up to 3 images; one reply from the brand.
CREATE TABLE feedback (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  member_id     bigint NOT NULL REFERENCES members(id),
  type          text NOT NULL CHECK (type IN ('SUGGESTION', 'PROBLEM', 'PAYMENT', 'GAME', 'OTHER')),
  content       text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
  status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REPLIED')),
  reply         text CHECK (reply IS NULL OR char_length(reply) BETWEEN 1 AND 1000),
  replied_by    text,
  replied_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'REPLIED') = (reply IS NOT NULL))
);
CREATE INDEX feedback_member ON feedback (member_id, id DESC);
CREATE INDEX feedback_brand ON feedback (merchant_code, status, id DESC);

-- Its images, kept in the database beside it (png or jpg by their first bytes, at most 5 MB).
-- Served only to the member who sent them and to the brand's operators.
CREATE TABLE feedback_images (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feedback_id   bigint NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size          integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id);

-- The help center's sections are written by operators: they may be hidden, and say when they changed.
ALTER TABLE help_sections ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE help_sections ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
