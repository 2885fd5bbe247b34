import { testAppForFile } from '../../test/test-app';
import { insertMember } from '../identity/members/member-repo';
import { freshUsername } from '../identity/tests/identity-kit';
import { teamMemberIds } from './team-sql';

/** The upline tree (member_tree, migration 020) follows members.upline_id on insert and on every move. */
const t = testAppForFile();

async function member(uplineId: string | null = null): Promise<string> {
  const created = await insertMember(t.db, { merchantCode: 'khela', account: freshUsername(), nickname: 'n', type: 1, passwordHash: 'x', uplineId });
  return created!.id;
}

const team = async (agent: string) =>
  (await t.db.query<{ id: string }>(`SELECT descendant_id::text AS id FROM member_tree WHERE descendant_id IN (${teamMemberIds('$1')}) AND ancestor_id = $1 ORDER BY 1`, [agent])).map((r) => r.id);

/** Every path the tree should hold, computed by walking upline_id: the independent model. */
async function expectTreeMatchesUplines(ids: string[]) {
  for (const id of ids) {
    const walked: Array<[string, number]> = [];
    let current: string | null = id;
    for (let depth = 0; current; depth++) {
      walked.push([current, depth]);
      const rows: Array<{ up: string | null }> = await t.db.query('SELECT upline_id::text AS up FROM members WHERE id = $1', [current]);
      current = rows[0]?.up ?? null;
    }
    const stored = await t.db.query<{ a: string; d: number }>('SELECT ancestor_id::text AS a, depth AS d FROM member_tree WHERE descendant_id = $1 ORDER BY depth', [id]);
    expect(stored.map((r) => [r.a, Number(r.d)])).toEqual(walked);
  }
}

test('a new member is in the team of every ancestor, at its depth', async () => {
  const top = await member();
  const mid = await member(top);
  const leaf = await member(mid);
  expect(await team(top)).toEqual([mid, leaf].sort());
  expect(await team(mid)).toEqual([leaf]);
  expect(await team(leaf)).toEqual([]);
  await expectTreeMatchesUplines([top, mid, leaf]);
});

test('moving a member moves its whole subtree, and a member cannot go under its own team', async () => {
  const a = await member();
  const b = await member();
  const x = await member(a);
  const y = await member(x);
  const z = await member(y);
  await t.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [x, b]);
  expect(await team(a)).toEqual([]);
  expect(await team(b)).toEqual([x, y, z].sort());
  await expectTreeMatchesUplines([a, b, x, y, z]);
  await expect(t.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [x, z])).rejects.toThrow(/own team/);
  await t.db.query('UPDATE members SET upline_id = NULL WHERE id = $1', [y]);
  expect(await team(b)).toEqual([x]);
  expect(await team(y)).toEqual([z]);
  await expectTreeMatchesUplines([a, b, x, y, z]);
});
