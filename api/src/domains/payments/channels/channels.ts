import type { Queryable } from '../../../platform/db/db';
import { type Language, type LocalizedText, pickText } from '../../../platform/i18n/language';
import { ApiError } from '../../../platform/errors';
import type { ChannelKind, DepositField } from '@khela/contracts';


export interface Channel {
  merchantCode: string;
  code: string;
  name: LocalizedText;
  kind: ChannelKind;
  min: bigint;
  max: bigint;
  fields: DepositField[];
  payee: { name: string; accountNumber: string } | null;
  accountPattern: string;
  depositEnabled: boolean;
  payoutEnabled: boolean;
}

interface ChannelRow {
  merchant_code: string;
  code: string;
  name: LocalizedText;
  kind: ChannelKind;
  min_amount: string;
  max_amount: string;
  fields: DepositField[];
  payee_name: string | null;
  payee_account: string | null;
  account_pattern: string;
  deposit_enabled: boolean;
  payout_enabled: boolean;
}

const COLUMNS = `merchant_code, code, name, kind, min_amount::text, max_amount::text, fields, payee_name, payee_account,
  account_pattern, deposit_enabled, payout_enabled`;

function toChannel(row: ChannelRow): Channel {
  return {
    merchantCode: row.merchant_code,
    code: row.code,
    name: row.name,
    kind: row.kind,
    min: BigInt(row.min_amount),
    max: BigInt(row.max_amount),
    fields: row.fields,
    payee: row.payee_name && row.payee_account ? { name: row.payee_name, accountNumber: row.payee_account } : null,
    accountPattern: row.account_pattern,
    depositEnabled: row.deposit_enabled,
    payoutEnabled: row.payout_enabled,
  };
}

export async function listChannels(db: Queryable, merchantCode: string): Promise<Channel[]> {
  const rows = await db.query<ChannelRow>(`SELECT ${COLUMNS} FROM payment_channels WHERE merchant_code = $1 ORDER BY sort_order, code`, [merchantCode]);
  return rows.map(toChannel);
}

export async function findChannel(db: Queryable, merchantCode: string, code: string): Promise<Channel | null> {
  const [row] = await db.query<ChannelRow>(`SELECT ${COLUMNS} FROM payment_channels WHERE merchant_code = $1 AND code = $2`, [merchantCode, code]);
  return row ? toChannel(row) : null;
}

/** A channel the brand offers for deposits, else 400 payment.channel.unknown. */
export async function depositChannel(db: Queryable, merchantCode: string, code: string): Promise<Channel> {
  const channel = await findChannel(db, merchantCode, code);
  if (!channel || !channel.depositEnabled) throw new ApiError(400, 'payment.channel.unknown', { channel: code.slice(0, 32) });
  return channel;
}

/** A channel the brand pays out to, else 400 payment.channel.unknown. */
export async function payoutChannel(db: Queryable, merchantCode: string, code: string): Promise<Channel> {
  const channel = await findChannel(db, merchantCode, code);
  if (!channel || !channel.payoutEnabled) throw new ApiError(400, 'payment.channel.unknown', { channel: code.slice(0, 32) });
  return channel;
}

export function channelName(channel: Pick<Channel, 'name' | 'code'>, language: Language): string {
  return pickText(channel.name, language) || channel.code;
}
