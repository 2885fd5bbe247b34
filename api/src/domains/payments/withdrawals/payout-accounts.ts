import { type Db, type Queryable, selectInto, type WithTextFields } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Language, LocalizedText } from '../../../platform/i18n/language';
import { payoutChannel } from '../channels/channels';
import { channelLabel } from '../shared/order-views';
import { isUniqueViolation } from '../shared/unique-violation';

/** Payout accounts a member may bind (more is a support matter). */
export const MAX_PAYOUT_ACCOUNTS = 5;

export interface PayoutAccount {
  id: number;
  merchantCode: string;
  memberId: string;
  channelCode: string;
  channelName: LocalizedText;
  payeeName: string;
  accountNumber: string;
}

/** A payout_accounts row as selected: a PayoutAccount but for its id (int8), as text. */
type PayoutAccountRow = WithTextFields<PayoutAccount, 'id'>;

const COLUMNS = selectInto<PayoutAccountRow>({
  id: 'a.id::text', merchantCode: 'a.merchant_code', memberId: 'a.member_id::text', channelCode: 'a.channel_code',
  channelName: 'c.name', payeeName: 'a.payee_name', accountNumber: 'a.account_number',
});

const SELECT = `SELECT ${COLUMNS}
  FROM payout_accounts a JOIN payment_channels c ON c.merchant_code = a.merchant_code AND c.code = a.channel_code`;

const toAccount = (row: PayoutAccountRow): PayoutAccount => ({ ...row, id: Number(row.id) });

export async function listPayoutAccounts(db: Queryable, memberId: string): Promise<PayoutAccount[]> {
  return (await db.query<PayoutAccountRow>(`${SELECT} WHERE a.member_id = $1 ORDER BY a.id`, [memberId])).map(toAccount);
}

/** One of the member's own accounts, else 400 payment.payout.account.unknown. */
export async function ownPayoutAccount(db: Queryable, memberId: string, id: number): Promise<PayoutAccount> {
  const [row] = await db.query<PayoutAccountRow>(`${SELECT} WHERE a.member_id = $1 AND a.id = $2`, [memberId, id]);
  if (!row) throw new ApiError(400, 'payment.payout.account.unknown');
  return toAccount(row);
}

/** All but the last 4 digits hidden: enough for the owner to recognise it, useless to anyone else. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNumber.length - visible.length))}${visible}`;
}

export function payoutAccountView(account: PayoutAccount, language: Language) {
  return {
    id: account.id,
    ...channelLabel(account, language),
    payeeName: account.payeeName,
    accountNumber: maskAccountNumber(account.accountNumber),
  };
}

export interface NewPayoutAccount {
  merchantCode: string;
  memberId: string;
  channel: string;
  payeeName: string;
  accountNumber: string;
}

/**
 * Binds a payout account (the payment password is checked by the caller). The number must have
 * the channel's shape (a bKash number is a mobile number, a bank account is digits); the same
 * account twice, or more than MAX_PAYOUT_ACCOUNTS, is refused. The member row is locked so two
 * binds at once cannot both pass the count.
 */
export async function bindPayoutAccount(db: Db, input: NewPayoutAccount): Promise<PayoutAccount> {
  const channel = await payoutChannel(db, input.merchantCode, input.channel);
  const accountNumber = input.accountNumber.replace(/[\s-]+/g, '');
  if (!new RegExp(channel.accountPattern).test(accountNumber)) throw new ApiError(400, 'payment.payout.account.invalid');
  const payeeName = input.payeeName.trim().replace(/\s+/g, ' ');
  if (payeeName.length < 2) throw new ApiError(400, 'payment.payout.payee.invalid');
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [input.memberId]);
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM payout_accounts WHERE member_id = $1', [input.memberId]);
      if ((count?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new ApiError(400, 'payment.payout.account.limit', { max: MAX_PAYOUT_ACCOUNTS });
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO payout_accounts (merchant_code, member_id, channel_code, payee_name, account_number) VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
        [input.merchantCode, input.memberId, channel.code, payeeName, accountNumber],
      );
      return ownPayoutAccount(tx, input.memberId, Number(row!.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'payment.payout.account.exists');
    throw error;
  }
}
