import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../../platform/db/db';
import { insertMember } from '../../identity/members/member-repo';
import { mainWallet, platformAccount } from '../../wallet/ledger/accounts';
import { Ledger } from '../../wallet/ledger/ledger';
import { issueLaunchToken } from '../launch-tokens';
import type { VendorAnswer } from '../vendor-answers';
import { signVendorBody } from '../../wallet';

/**
 * Playing a seamless vendor in tests and benchmarks: signed calls, a fresh funded member, and a
 * player session obtained the way a vendor gets one (a launch token traded with authenticate).
 */
export const HOUSE = 'HOUSE';
export const HOUSE_SECRET = 'house-vendor-secret';

export type VendorAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'adjust';

export interface VendorCallOptions {
  vendor?: string;
  secret?: string;
  /** Milliseconds; now by default. */
  timestamp?: number;
  /** Sent instead of the right signature. */
  signature?: string;
  /** Sent instead of JSON.stringify(body) (and signed, unless `signature` is given). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface VendorReply extends VendorAnswer {
  httpStatus: number;
}

export async function vendorCall(app: FastifyInstance, action: VendorAction, body: unknown, options: VendorCallOptions = {}): Promise<VendorReply> {
  const raw = options.rawBody ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Date.now());
  const secret = options.secret ?? HOUSE_SECRET;
  const response = await app.inject({
    method: 'POST',
    url: `/vendor-wallet/v1/${action}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': options.vendor ?? HOUSE,
      'x-timestamp': timestamp,
      'x-signature': options.signature ?? signVendorBody(secret, timestamp, raw),
      ...options.headers,
    },
  });
  return { httpStatus: response.statusCode, ...(JSON.parse(response.body) as VendorAnswer) };
}

/** A new member of the brand (no login needed: vendors never see one). */
export async function newMember(db: Queryable, merchantCode = 'khela'): Promise<string> {
  const account = `p${randomBytes(5).toString('hex')}`;
  const member = await insertMember(db, { merchantCode, account, nickname: account, type: 0, passwordHash: 'not-for-login' });
  if (!member) throw new Error('could not insert a test member');
  return member.id;
}

/** Money into the member's main wallet, as a deposit would bring it. */
export async function fundMember(db: Db, merchantCode: string, memberId: string, amount: bigint): Promise<void> {
  await new Ledger(db).transfer({
    key: `test-fund:${randomBytes(8).toString('hex')}`,
    kind: 'deposit',
    debit: platformAccount(merchantCode, 'clearing', 'TEST'),
    credit: mainWallet(merchantCode, memberId),
    amount,
  });
}

export async function mainTotals(db: Queryable, merchantCode: string, memberId: string): Promise<{ available: bigint; held: bigint }> {
  const [row] = await db.query<{ balance: string; held: string }>(
    `SELECT balance::text, held::text FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'member_main' AND owner_id = $2 AND ref = ''`,
    [merchantCode, memberId],
  );
  const held = BigInt(row?.held ?? '0');
  return { available: BigInt(row?.balance ?? '0') - held, held };
}

export interface SeamlessPlayer {
  merchantCode: string;
  memberId: string;
  playerId: string;
  sessionToken: string;
}

/** A funded member with a live session at the vendor. */
export async function openPlayer(
  app: FastifyInstance,
  db: Db,
  options: { merchantCode?: string; balance?: bigint; funPlay?: boolean; vendor?: string; secret?: string } = {},
): Promise<SeamlessPlayer> {
  const merchantCode = options.merchantCode ?? 'khela';
  const memberId = await newMember(db, merchantCode);
  if (options.balance && options.balance > 0n) await fundMember(db, merchantCode, memberId, options.balance);
  const launchToken = await issueLaunchToken(db, {
    merchantCode,
    memberId,
    vendorCode: options.vendor ?? HOUSE,
    language: 'en',
    currency: 'BDT',
    funPlay: options.funPlay ?? false,
  });
  const auth = await vendorCall(app, 'authenticate', { launchToken }, { vendor: options.vendor, secret: options.secret });
  if (auth.status !== 'OK') throw new Error(`authenticate failed: ${JSON.stringify(auth)}`);
  return { merchantCode, memberId, playerId: auth.playerId!, sessionToken: auth.sessionToken! };
}

let sequence = 0;
/** A transaction or round id no other call of this process uses. */
export function freshId(prefix = 'tx'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}-${randomBytes(3).toString('hex')}`;
}
