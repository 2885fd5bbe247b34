import type { MemberRef } from './money-fanout';

/** Whose socket this is, and what the periodic session check needs to know. */
export interface SocketMember {
  merchantCode: string;
  memberId: string;
  sessionHash: string;
  idleMinutes: number;
}

export type SocketAuth = { ok: true; member: SocketMember } | { ok: false; reason: 'session' | 'trial' };

/** Member sessions as the channel needs them; supplied by the identity domain. */
export interface SocketSessions {
  /** The member behind a session token; `merchantNamed`, when the page names a brand, must be the session's. */
  authenticate(token: unknown, merchantNamed: string | undefined): Promise<SocketAuth>;
  /** Of these sockets' sessions, the hashes of those still live. */
  live(sockets: ReadonlyArray<Pick<SocketMember, 'sessionHash' | 'idleMinutes'>>): Promise<Set<string>>;
}

/** A member's main wallet as the page shows it (wire amounts). */
export interface MemberBalance {
  balance: number;
  held: number;
  /** Money on the member's open bonuses (docs/adr/0016 §13); absent when there is none. */
  bonus?: number;
}

/** Member money as the channel needs it; supplied by the wallet domain. */
export interface BalanceSource {
  read(member: MemberRef): Promise<MemberBalance>;
  /** Calls the listener whenever a member's money moves on this instance; returns the unsubscribe. */
  onChange(listener: (member: MemberRef) => void): () => void;
}

/** Brand-wide events (a lottery draw changing state): every authenticated socket of the brand gets the message. */
export interface BrandEventSource {
  onEvent(listener: (event: { merchantCode: string; message: Record<string, unknown> }) => void): () => void;
}

/**
 * Member events besides money (the rewards summary, …): each push is `{ type, …read(member) }`,
 * read fresh for every notice, to the member's sockets on every instance (over Redis, the channel
 * khela:member-events carries only the member and the type).
 */
export interface MemberEventSource {
  /** The message's type on /ws (e.g. 'rewards'). */
  type: string;
  read(member: MemberRef): Promise<Record<string, unknown>>;
  /** Calls the listener after every commit that changes what `read` answers, on this instance; returns the unsubscribe. */
  onChange(listener: (member: MemberRef) => void): () => void;
}
