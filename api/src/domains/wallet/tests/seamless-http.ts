import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/db';
import { issueLaunchToken } from '../../vendor-wallet/launch-tokens';
import { signVendorBody } from '../vendors/vendor-signature';
import { fundMember, HOUSE, HOUSE_SECRET, newMember } from '../../vendor-wallet/tests/seamless-kit';
import type { SeamlessCall } from './seamless-model';

/**
 * Talking to the seamless wallet API as a vendor does, through app.inject or real HTTP (fetch), so
 * the same calls drive the property test, the concurrency and crash tests and bench/wallet.
 */
export type SeamlessAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

export interface SeamlessReply {
  httpStatus: number;
  /** The body as sent: a replay must repeat the first answer byte for byte. */
  raw: string;
  answer: { status: string; balance?: number; transactionId?: string; walletTransactionId?: string | null } & Record<string, unknown>;
}

export type SeamlessSender = (action: SeamlessAction, body: unknown) => Promise<SeamlessReply>;

function signedHeaders(raw: string): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    'content-type': 'application/json',
    'x-vendor-code': HOUSE,
    'x-timestamp': timestamp,
    'x-signature': signVendorBody(HOUSE_SECRET, timestamp, raw),
  };
}

function reply(httpStatus: number, raw: string): SeamlessReply {
  let answer: SeamlessReply['answer'];
  try {
    answer = JSON.parse(raw) as SeamlessReply['answer'];
  } catch {
    answer = { status: `UNREADABLE ${raw.slice(0, 80)}` };
  }
  return { httpStatus, raw, answer };
}

export function injectSender(app: FastifyInstance): SeamlessSender {
  return async (action, body) => {
    const raw = JSON.stringify(body);
    const response = await app.inject({ method: 'POST', url: `/vendor-wallet/v1/${action}`, payload: raw, headers: signedHeaders(raw) });
    return reply(response.statusCode, response.body);
  };
}

/** Real HTTP on a keep-alive connection pool (Node's fetch). */
export function fetchSender(baseUrl: string): SeamlessSender {
  return async (action, body) => {
    const raw = JSON.stringify(body);
    const response = await fetch(`${baseUrl}/vendor-wallet/v1/${action}`, { method: 'POST', body: raw, headers: signedHeaders(raw) });
    return reply(response.status, await response.text());
  };
}

export interface SeamlessPlayer {
  merchantCode: string;
  memberId: string;
  playerId: string;
  sessionToken: string;
}

/** A new member with `balance` in the main wallet and a live session at HOUSE, got through authenticate. */
export async function openSeamlessPlayer(db: Db, send: SeamlessSender, balance: bigint, merchantCode = 'khela'): Promise<SeamlessPlayer> {
  const memberId = await newMember(db, merchantCode);
  if (balance > 0n) await fundMember(db, merchantCode, memberId, balance);
  const launchToken = await issueLaunchToken(db, { merchantCode, memberId, vendorCode: HOUSE, language: 'en', currency: 'BDT', funPlay: false });
  const { answer } = await send('authenticate', { launchToken });
  if (answer.status !== 'OK') throw new Error(`authenticate failed: ${JSON.stringify(answer)}`);
  return { merchantCode, memberId, playerId: answer.playerId as string, sessionToken: answer.sessionToken as string };
}

/** The request body of a call; `prefix` keeps one run's ids apart from every other run's. */
export function seamlessBody(call: SeamlessCall, players: SeamlessPlayer[], prefix: string): Record<string, unknown> {
  const player = players[call.player]!;
  const id = (value: string) => `${prefix}${value}`;
  switch (call.action) {
    case 'bet':
      return {
        playerId: player.playerId,
        sessionToken: player.sessionToken,
        transactionId: id(call.transactionId),
        roundId: id(call.roundId),
        gameCode: 'dice',
        amount: call.amount,
      };
    case 'win':
      return {
        playerId: player.playerId,
        transactionId: id(call.transactionId),
        roundId: id(call.roundId),
        amount: call.amount,
        ...(call.betTransactionIds ? { betTransactionIds: call.betTransactionIds.map(id) } : {}),
      };
    case 'rollback':
      return { playerId: player.playerId, transactionId: id(call.transactionId), betTransactionId: id(call.betTransactionId) };
  }
}

/** A member's main wallet as the ledger has it. */
export async function mainWalletOf(db: Db, player: SeamlessPlayer): Promise<{ balance: bigint; held: bigint }> {
  const [row] = await db.query<{ balance: string; held: string }>(
    `SELECT balance::text, held::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_main' AND owner_id = $2 AND ref = ''`,
    [player.merchantCode, player.memberId],
  );
  return { balance: BigInt(row?.balance ?? '0'), held: BigInt(row?.held ?? '0') };
}
