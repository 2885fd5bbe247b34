import type { Db } from '../platform/db/db';
import { insertMember } from '../domains/identity/members/member-repo';
import { hashPassword } from '../domains/identity/passwords/password-hash';
import { evaluateInvitee } from '../domains/rewards/referral/referral-progress';
import { Ledger } from '../domains/wallet';
import { dayIn, zonedInstant } from './demo-fixtures';
import { DEMO_ACCOUNTS } from './demo-members';
import { deposit, play, type DemoBet } from './demo-team';
import { seedOnce } from './seed-once';

export const DEMO_REFERRAL_SEED = 'demo-referral-v1';

const MERCHANT = 'khela';
const TIME_ZONE = 'Asia/Dhaka';
const HOUSE_GAME = { RNG: 'house-slot', LIVE: 'house-baccarat', FISH: 'house-fish', PVP: 'house-teen-patti' } as const;

/** demo01's friends: one signed up only, one deposited, one valid (the brand's default rules: ৳300 deposited and ৳300 bet). */
const FRIENDS: Array<{ account: string; nickname: string; daysAgo: number; deposits: number[]; bets: Array<[keyof typeof HOUSE_GAME, number, number]> }> = [
  { account: 'friend01', nickname: 'Kamal Uddin', daysAgo: 1, deposits: [], bets: [] },
  { account: 'friend02', nickname: 'Jasim Mia', daysAgo: 3, deposits: [500], bets: [] },
  { account: 'friend03', nickname: 'Rina Begum', daysAgo: 6, deposits: [1_000], bets: [['RNG', 200, 0], ['LIVE', 150, 300], ['RNG', 100, 0]] },
];

/** demo01's own recent play for the profit and loss page: [days ago, game type, stake, payout] in taka, small enough to leave the balance near as it was. */
const DEMO01_PLAY: Array<[number, keyof typeof HOUSE_GAME, number, number]> = [
  [6, 'RNG', 50, 0],
  [6, 'LIVE', 100, 195],
  [4, 'FISH', 40, 88],
  [3, 'RNG', 20, 0],
  [3, 'PVP', 60, 0],
  [1, 'LIVE', 80, 160],
  [1, 'RNG', 30, 15],
];

const bet = (id: string, gameType: keyof typeof HOUSE_GAME, stakeTaka: number, payoutTaka: number, at: Date): DemoBet => ({
  transactionId: `${id}-bet`,
  roundId: id,
  gameCode: HOUSE_GAME[gameType],
  gameType,
  stake: stakeTaka * 100,
  payout: payoutTaka * 100,
  placedAt: at,
  settledAt: new Date(at.getTime() + 90_000),
});

/**
 * Referral and profit and loss on a fresh start (docs/referral.md "Demo"): demo01's three friends
 * registered with demo01's code (one signed up only, one deposited, one valid), so demo01 has the
 * first tier's reward to claim in the reward center; and demo01's own settled house bets over the
 * last week. Money moves as it would: deposits through the ledger, bets through the seamless
 * wallet's functions; validity by the referral part's own evaluation.
 */
export async function seedDemoReferral(db: Db, now: Date = new Date()): Promise<boolean> {
  const ledger = new Ledger(db);
  return seedOnce(db, DEMO_REFERRAL_SEED, async (tx) => {
    const [demo01] = await tx.query<{ id: string; affiliate_code: string }>('SELECT id::text, affiliate_code FROM members WHERE merchant_code = $1 AND account = $2', [MERCHANT, DEMO_ACCOUNTS.player.account]);
    if (!demo01) return;
    const today = dayIn(now, TIME_ZONE);
    const dayAt = (daysAgo: number, time: string) => {
      const at = zonedInstant(new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10), time, TIME_ZONE);
      return at > now ? new Date(now.getTime() - 3_600_000) : at;
    };
    const passwordHash = await hashPassword(DEMO_ACCOUNTS.player.password);
    for (const friend of FRIENDS) {
      const member = await insertMember(tx, { merchantCode: MERCHANT, account: friend.account, nickname: friend.nickname, type: 0, passwordHash, referralCode: demo01.affiliate_code, registerMethod: 'WEB' });
      if (!member) continue;
      const joined = dayAt(friend.daysAgo, '10:00');
      await tx.query('UPDATE members SET created_at = $2 WHERE id = $1', [member.id, joined]);
      await tx.query('UPDATE referral_invitees SET registered_at = $2 WHERE invitee_id = $1', [member.id, joined]);
      let n = 0;
      for (const taka of friend.deposits) await deposit(tx, ledger, { id: member.id, account: friend.account }, (n += 1), taka, new Date(joined.getTime() + 30 * 60_000), 'DEMO-REF');
      await play(tx, { id: member.id, account: friend.account }, friend.bets.map(([type, stake, payout], k) => bet(`demo-ref-${friend.account}-${k}`, type, stake, payout, new Date(joined.getTime() + (60 + k * 10) * 60_000))));
      await evaluateInvitee(tx, MERCHANT, member.id, new Date(joined.getTime() + 3 * 3_600_000));
    }
    // demo01's week of play is paid for by its own bKash deposit that week, so it never runs short whatever its balance.
    await deposit(tx, ledger, { id: demo01.id, account: 'demo01' }, 1, 500, dayAt(7, '11:00'), 'DEMO-REF');
    await play(tx, { id: demo01.id, account: 'demo01' }, DEMO01_PLAY.map(([daysAgo, type, stake, payout], k) => bet(`demo-pnl-demo01-${k}`, type, stake, payout, dayAt(daysAgo, `${String(12 + (k % 8)).padStart(2, '0')}:15`))));
  });
}
