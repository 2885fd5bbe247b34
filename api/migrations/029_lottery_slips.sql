-- A placed slip, by the request id its page chose (docs/lottery.md "Money"): a retried slip (the
-- answer was lost) finds its first outcome here instead of booking again. One row per member and
-- request id, written by lottery_place in the same transaction as the bets, so two identical calls
-- at the same instant book once (the second waits on the member's lock, then finds this row).
CREATE TABLE lottery_slips (
  member_id      bigint NOT NULL,
  request_id     text NOT NULL,
  merchant_code  text NOT NULL,
  body_hash      text NOT NULL,                -- SHA-256 of the slip (game, draw, lines): the same id with another slip is refused
  draw_id        bigint NOT NULL REFERENCES lottery_draws(id),
  bet_ids        bigint[] NOT NULL,            -- the slip's lottery_bets, in line order
  balance        bigint NOT NULL,              -- the available balance the first answer gave
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, request_id)
);
