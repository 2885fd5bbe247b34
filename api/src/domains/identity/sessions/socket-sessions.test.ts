import { memberWithSession } from '../../../test/members';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { socketSessions } from './socket-sessions';
import { hashToken } from './tokens';

describe("the live channel's view of sessions", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  test('the periodic session check keeps only live sessions: logged out, expired and idle ones end their sockets', async () => {
    const [live, loggedOut, expired, idle] = await Promise.all([1, 2, 3, 4].map(() => memberWithSession(t.db)));
    const hash = (member: { token: string }) => hashToken(member.token);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hash(loggedOut!)]);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hash(expired!)]);
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '61 minutes' WHERE token_hash = $1", [hash(idle!)]);
    const sockets = [live, loggedOut, expired, idle].map((member) => ({ sessionHash: hash(member!), idleMinutes: 60 }));
    const sessions = socketSessions(t.db);
    expect(await sessions.live(sockets)).toEqual(new Set([hash(live!)]));
    expect(await sessions.live([])).toEqual(new Set());
  });
});
