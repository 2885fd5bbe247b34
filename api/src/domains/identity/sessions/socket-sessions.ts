import type { Db } from '../../../platform/db/db';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import type { SocketAuth, SocketMember, SocketSessions } from '../../../platform/realtime/realtime-sources';
import { findMemberById } from '../members/member-repo';
import { TRIAL_TYPE } from '../members/member';
import { resolveSession } from './session-store';
import { hashToken } from './tokens';

/**
 * The member behind a session token, as the identity resolver finds them for an HTTP request.
 * A socket has no Merchant header (browsers cannot set one), and tokens are unique across brands,
 * so the brand is the session's own; when the page names one, it must be that one.
 */
async function authenticateSocket(db: Db, token: unknown, merchantNamed: unknown): Promise<SocketAuth> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 256) return { ok: false, reason: 'session' };
  const sessionHash = hashToken(token);
  const [row] = await db.query<{ merchant_code: string }>('SELECT merchant_code FROM sessions WHERE token_hash = $1', [sessionHash]);
  if (!row) return { ok: false, reason: 'session' };
  if (merchantNamed !== undefined && merchantNamed !== null && merchantNamed !== row.merchant_code) return { ok: false, reason: 'session' };
  const merchant = await findMerchant(db, row.merchant_code);
  if (!merchant) return { ok: false, reason: 'session' };
  const session = await resolveSession(db, token, merchant.code, merchant.identity);
  if (!session) return { ok: false, reason: 'session' };
  const member = await findMemberById(db, merchant.code, session.memberId);
  if (!member) return { ok: false, reason: 'session' };
  // Trial accounts have no wallet to follow (the member money calls refuse them too).
  if (member.type === TRIAL_TYPE) return { ok: false, reason: 'trial' };
  return {
    ok: true,
    member: { merchantCode: merchant.code, memberId: member.id, sessionHash, idleMinutes: merchant.identity.sessionIdleMinutes },
  };
}

/**
 * Of the given sessions, those still live: not revoked, not past their absolute expiry, and used
 * within their brand's idle window. A socket does not keep its session alive by itself.
 */
async function liveSessions(db: Db, sockets: ReadonlyArray<Pick<SocketMember, 'sessionHash' | 'idleMinutes'>>): Promise<Set<string>> {
  if (sockets.length === 0) return new Set();
  const hashes = [...new Set(sockets.map((socket) => socket.sessionHash))];
  const rows = await db.query<{ token_hash: string; idle_seconds: number }>(
    `SELECT token_hash, extract(epoch FROM now() - last_seen_at)::int AS idle_seconds FROM sessions
      WHERE token_hash = ANY($1::text[]) AND revoked_at IS NULL AND expires_at > now()`,
    [hashes],
  );
  const idle = new Map(rows.map((row) => [row.token_hash, Number(row.idle_seconds)]));
  const live = new Set<string>();
  for (const socket of sockets) {
    const seconds = idle.get(socket.sessionHash);
    if (seconds !== undefined && seconds <= socket.idleMinutes * 60) live.add(socket.sessionHash);
  }
  return live;
}

/** The realtime channel's view of member sessions (platform/realtime knows no members). */
export function socketSessions(db: Db): SocketSessions {
  return {
    authenticate: (token, merchantNamed) => authenticateSocket(db, token, merchantNamed),
    live: (sockets) => liveSessions(db, sockets),
  };
}
