import { type Queryable, selectInto, type WithTextFields } from '../../../platform/db/db';
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

/** A payment_channels row as selected: a Channel but for its limits (int8), as text. */
type ChannelRow = WithTextFields<Channel, 'min' | 'max'>;

/** The payee only when both of its parts are set. */
const COLUMNS = selectInto<ChannelRow>({
  merchantCode: 'merchant_code', code: 'code', name: 'name', kind: 'kind', min: 'min_amount::text', max: 'max_amount::text',
  fields: 'fields',
  payee: `CASE WHEN payee_name <> '' AND payee_account <> '' THEN json_build_object('name', payee_name, 'accountNumber', payee_account) END`,
  accountPattern: 'account_pattern', depositEnabled: 'deposit_enabled', payoutEnabled: 'payout_enabled',
});

const toChannel = (row: ChannelRow): Channel => ({ ...row, min: BigInt(row.min), max: BigInt(row.max) });

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
