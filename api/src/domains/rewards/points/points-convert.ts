import type { Db } from '../../../platform/db/db';
import { retryOnConflict } from '../../../platform/db/retry';
import { ApiError } from '../../../platform/errors';
import { bonusPool, type Ledger, LedgerError, mainWallet, pointsAccount, pointsPool, type TransferOutcome } from '../../wallet';
import { issueGrant, payReward } from '../core/grants';
import type { DrainMember } from './mall-redeem';
import { brandDay, readPointsSettings } from './points-settings';

/** Converted points are paid as a bonus with the brand's multiple for this long. */
const CONVERT_GRANT_EXPIRY_DAYS = 7;

export interface ConvertRequest {
  merchantCode: string;
  memberId: string;
  timeZone: string;
  points: number;
  requestId: string;
}

export interface ConvertOutcome {
  points: bigint;
  /** Minor units paid. */
  cash: bigint;
  /** The member's points after. */
  balance: bigint;
  asBonus: boolean;
  replayed: boolean;
  /** The cash transfer to announce after commit (none for a replay or a grant). */
  paid: TransferOutcome | null;
}

interface ConversionRow {
  points: string;
  cash: string;
  grant_id: string | null;
}

/**
 * Points to cash (docs/adr/0016 §8, ecai's rules without its non-atomic steps): in multiples of
 * the brand's pointsPerTaka, at least minConvert, within convertsPerDay and maxConvertPerDay of the
 * brand's day; the points (`points:convert:{member}:{requestId}`) and the cash (`…:cash`, kind
 * points_convert, or a grant when the brand sets a multiple) in one transaction.
 */
export async function convertPoints(db: Db, ledger: Ledger, drain: DrainMember, request: ConvertRequest, now: Date): Promise<ConvertOutcome> {
  const settings = await readPointsSettings(db, request.merchantCode);
  const points = BigInt(request.points);
  const perTaka = BigInt(settings.pointsPerTaka);
  if (points % perTaka !== 0n) throw new ApiError(400, 'points.convert.multiple', { multiple: settings.pointsPerTaka }, { multiple: settings.pointsPerTaka });
  if (points < BigInt(settings.minConvert)) throw new ApiError(400, 'points.convert.min', { min: settings.minConvert }, { min: settings.minConvert });
  const cash = (points / perTaka) * 100n;
  const account = pointsAccount(request.merchantCode, request.memberId);
  for (const known of [account, pointsPool(request.merchantCode), mainWallet(request.merchantCode, request.memberId), bonusPool(request.merchantCode, request.memberId)]) {
    await ledger.accountId(known);
  }
  const day = brandDay(now, request.timeZone);
  const key = `points:convert:${request.memberId}:${request.requestId}`;

  return retryOnConflict(
    () =>
      db.transaction(async (tx): Promise<ConvertOutcome> => {
        await drain(tx, request.merchantCode, request.memberId, now);
        const [known] = await tx.query<ConversionRow>('SELECT points::text, cash::text, grant_id::text FROM points_conversions WHERE member_id = $1 AND request_id = $2', [
          request.memberId,
          request.requestId,
        ]);
        if (known) {
          if (BigInt(known.points) !== points) throw new ApiError(409, 'points.request.reused');
          return { points, cash: BigInt(known.cash), balance: await ledger.available(account, tx), asBonus: known.grant_id !== null, replayed: true, paid: null };
        }
        const [today] = await tx.query<{ n: string; points: string }>(
          'SELECT count(*)::text AS n, COALESCE(sum(points), 0)::text AS points FROM points_conversions WHERE member_id = $1 AND brand_day = $2::date',
          [request.memberId, day],
        );
        if (settings.convertsPerDay !== null && Number(today!.n) >= settings.convertsPerDay) {
          throw new ApiError(409, 'points.convert.daily', { times: settings.convertsPerDay }, { times: settings.convertsPerDay });
        }
        if (settings.maxConvertPerDay !== null && BigInt(today!.points) + points > BigInt(settings.maxConvertPerDay)) {
          const left = Math.max(0, settings.maxConvertPerDay - Number(today!.points));
          throw new ApiError(409, 'points.convert.dailyLimit', { left }, { left });
        }

        let spent;
        try {
          spent = await ledger.transfer(
            { key, kind: 'points_spend', debit: account, credit: pointsPool(request.merchantCode), amount: points, details: { requestId: request.requestId, cash: Number(cash) } },
            tx,
          );
        } catch (error) {
          if (error instanceof LedgerError && error.reason === 'insufficient') {
            const have = Number(error.detail.available ?? 0n);
            throw new ApiError(409, 'points.insufficient', { need: request.points, have }, { need: request.points, have });
          }
          throw error;
        }

        let grantId: string | null = null;
        let paid: TransferOutcome | null = null;
        if (settings.convertMultipleX100 > 0) {
          const grant = await issueGrant(
            tx,
            ledger,
            {
              merchantCode: request.merchantCode,
              memberId: request.memberId,
              source: 'points',
              sourceRef: `convert:${request.memberId}:${request.requestId}`,
              titleEn: 'Points converted',
              titleBn: 'পয়েন্ট রূপান্তর',
              amount: cash,
              wagering: { multipleX100: settings.convertMultipleX100, categories: [], expiryDays: CONVERT_GRANT_EXPIRY_DAYS },
              details: { points: request.points },
            },
            now,
          );
          grantId = grant.id;
        } else {
          paid = await payReward(tx, ledger, { merchantCode: request.merchantCode, memberId: request.memberId, key: `${key}:cash`, kind: 'points_convert', amount: cash, details: { points: request.points, requestId: request.requestId } });
        }
        await tx.query(
          'INSERT INTO points_conversions (merchant_code, member_id, request_id, points, cash, grant_id, brand_day, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8)',
          [request.merchantCode, request.memberId, request.requestId, points.toString(), cash.toString(), grantId, day, now],
        );
        return { points, cash, balance: spent.debit.balance - spent.debit.held, asBonus: grantId !== null, replayed: false, paid };
      }),
    { attempts: 5 },
  );
}
