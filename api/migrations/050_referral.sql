-- Referral (invite friends, issue 18; docs/referral.md). A member's invite code is their own
-- affiliate_code; a visitor who registers through /register?referralCode=CODE stores that code in
-- members.referral_code (the agent program's affiliateCode, which sets upline_id, is another thing).
-- The trigger below links the new member to the member whose code it is: one row per invitee.
-- Deposits and wagers are recomputed from deposit_orders and bets when an approved deposit or a
-- settled bet of a not-yet-valid invitee arrives (never accumulated, so nothing counts twice).

CREATE TABLE referral_invitees (
  invitee_id        bigint PRIMARY KEY REFERENCES members(id),
  merchant_code     text NOT NULL,
  referrer_id       bigint NOT NULL REFERENCES members(id),
  registered_at     timestamptz NOT NULL,
  deposit_total     bigint NOT NULL DEFAULT 0,   -- approved deposits, minor units
  wager_total       bigint NOT NULL DEFAULT 0,   -- stakes of settled valid bets, minor units
  first_deposit_at  timestamptz,
  valid_at          timestamptz,                 -- set once, when both thresholds were met
  CHECK (referrer_id <> invitee_id)
);
CREATE INDEX referral_invitees_referrer ON referral_invitees (merchant_code, referrer_id, registered_at DESC);

-- One row per referrer: the count of valid invitees, updated under the row's lock so two invitees
-- becoming valid at once each see the other's (a tier is reached by exactly one of them).
CREATE TABLE referral_referrers (
  member_id      bigint PRIMARY KEY REFERENCES members(id),
  merchant_code  text NOT NULL,
  valid_count    integer NOT NULL DEFAULT 0 CHECK (valid_count >= 0),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION referral_link_invitee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referral_code IS NOT NULL AND btrim(NEW.referral_code) <> '' AND NEW.type = 0 THEN
    INSERT INTO referral_invitees (invitee_id, merchant_code, referrer_id, registered_at)
    SELECT NEW.id, NEW.merchant_code, r.id, NEW.created_at
      FROM members r
     WHERE r.merchant_code = NEW.merchant_code AND r.affiliate_code = upper(btrim(NEW.referral_code)) AND r.id <> NEW.id
    ON CONFLICT (invitee_id) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER members_referral_link AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION referral_link_invitee();
