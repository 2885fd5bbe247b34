-- The agent program's foundation (issue 14): the upline tree as a closure table, the brand's agent
-- settings, and the contracts agents offer down the chain. Reports, settlement and bills build on it.

-- The upline tree: one row per (ancestor, descendant) pair at any depth, including each member
-- itself at depth 0, so "the whole team of X" is one indexed lookup (ancestor_id = X) on PGlite
-- and PostgreSQL alike. members.upline_id stays the source of truth; the triggers below keep this
-- table in step with it on every insert and every change of upline.
CREATE TABLE member_tree (
  ancestor_id    bigint NOT NULL REFERENCES members(id),
  descendant_id  bigint NOT NULL REFERENCES members(id),
  depth          integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth);
CREATE INDEX members_upline ON members (upline_id) WHERE upline_id IS NOT NULL;

CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;

-- A change of upline moves the member's whole subtree: the paths from its old ancestors are
-- removed and paths from the new upline's ancestors added. A member cannot go under its own team.
CREATE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot be placed under its own team', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM member_tree t
    USING member_tree sub, member_tree anc
    WHERE sub.ancestor_id = NEW.id AND t.descendant_id = sub.descendant_id
      AND anc.descendant_id = NEW.id AND anc.depth > 0 AND t.ancestor_id = anc.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
        FROM member_tree up, member_tree sub
        WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_insert();
CREATE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_move();

-- Members that existed before this migration.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE paths (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, p.descendant_id, p.depth + 1
    FROM paths p JOIN members m ON m.id = p.ancestor_id
    WHERE m.upline_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM paths;

-- The brand's agent program (api/src/domains/agents/agent-settings.ts: missing keys take defaults).
ALTER TABLE merchants ADD COLUMN agent_settings jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Contracts: what an agent is paid, offered by its upline (or by the brand to a top agent) and
-- accepted or rejected by the agent. One table for the four kinds (REFERENCES §1.7). Rows are never
-- deleted: every offer keeps its status. A contract counts for a settlement period [s, e) when
-- effective_from <= s and (ended_at IS NULL or ended_at >= e): an accepted contract starts with the
-- next period, and the one it replaces keeps counting until then (status superseded, ended_at set).
CREATE TABLE agent_contracts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants(code),
  agent_id        bigint NOT NULL REFERENCES members(id),   -- the agent this contract pays
  offered_by      bigint REFERENCES members(id),            -- its upline; NULL: the brand (an operator)
  kind            text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  game_type       text NOT NULL DEFAULT 'CONS',             -- CONS (all games), LIVE, RNG, SPORTS, LOTT, FISH, ELOTT, PVP
  period          text NOT NULL CHECK (period IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
  carry_policy    text NOT NULL DEFAULT 'none' CHECK (carry_policy IN ('none', 'forever', 'previous', 'half_month')),
  tiers           jsonb NOT NULL,                           -- ContractTier[] (agents/contract-model.ts)
  status          text NOT NULL CHECK (status IN ('offered', 'in_force', 'rejected', 'cancelled', 'superseded')),
  offered_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  effective_from  timestamptz,                              -- set on acceptance: the next period's start
  ended_at        timestamptz,                              -- superseded or cancelled: the end of the last period it counts for
  replaces_id     bigint REFERENCES agent_contracts(id),
  CHECK ((status IN ('in_force', 'superseded')) <= (effective_from IS NOT NULL))
);
-- At most one open offer and one open-ended contract per agent, kind and game type.
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (agent_id, kind, game_type) WHERE status = 'offered';
CREATE UNIQUE INDEX agent_contracts_one_current ON agent_contracts (agent_id, kind, game_type) WHERE status = 'in_force' AND ended_at IS NULL;
CREATE INDEX agent_contracts_by_offerer ON agent_contracts (offered_by, kind, status);
CREATE INDEX agent_contracts_brand_kind ON agent_contracts (merchant_code, kind, status);
