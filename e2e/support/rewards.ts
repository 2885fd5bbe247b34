import { e2eEnv } from './env';
import type { Language } from './site';
import { ops } from './wallet';

/**
 * What an operator does with the rewards economy (docs/rewards.md), through the operator API the
 * `pnpm operator rewards …` commands call: the specs give points and set VIP levels this way where
 * playing would take too long, and read the brand's own rewards data (titles, names, rates) rather
 * than restating it.
 */
const MERCHANT = 'khela';
const requestId = (what: string) => `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

interface MissionRule {
  code: string;
  target: number;
  titleEn: string;
  titleBn: string;
}

interface VipLevel {
  level: number;
  nameEn: string;
  nameBn: string;
  label: string;
  levelUpGift: number;
  giftMultipleX100: number;
}

interface MallItem {
  id: string;
  kind: 'bonus_cash' | 'free_rounds' | 'goods';
  name: string;
  pointsCost: number;
  value: { amount?: number; multipleX100?: number };
}

export const rewardsOps = {
  /** One of the brand's missions (its titles are the brand's data, not the catalogue's). */
  mission: (code: string) => ops<MissionRule>('GET', `/ops/rewards/missions/${code}?merchant=${MERCHANT}`),
  /** The brand's VIP ladder. */
  vipLevels: () => ops<{ enabled: boolean; levels: VipLevel[] }>('GET', `/ops/rewards/vip/levels?merchant=${MERCHANT}`),
  /** Sets a member's VIP level (vip.set); with the level's level-up gift when asked. */
  setVipLevel: (account: string, level: number, reason: string, withGift = false) =>
    ops<{ change: unknown; giftItemId: string | null }>('POST', `/ops/rewards/vip/members/${account}`, { merchant: MERCHANT, level, reason, withGift }),
  /** The rebate rates of a VIP level, in parts per million: the vendor's own row beats its game type's. */
  async rebateRate(vipLevel: number, gameType: string, vendorCode: string): Promise<number> {
    const { rates } = await ops<{ rates: { vipLevel: number; gameType: string; vendorCode?: string; ratePpm: number }[] }>('GET', `/ops/rewards/rebate/rates?merchant=${MERCHANT}`);
    const atLevel = rates.filter((rate) => rate.vipLevel === vipLevel && rate.gameType === gameType);
    return (atLevel.find((rate) => rate.vendorCode === vendorCode) ?? atLevel.find((rate) => !rate.vendorCode))?.ratePpm ?? 0;
  },
  /** Credits (or debits) a member's points (points.adjust). */
  adjustPoints: (account: string, points: number, reason: string) =>
    ops<{ balance: number }>('POST', '/ops/rewards/points/adjustments', { merchant: MERCHANT, account, points, reason, requestId: requestId('points') }),
};

/** A campaign's card as the promotions page shows it to a visitor, in a language. */
export async function promotionCard(lang: Language, code: string): Promise<{ code: string; title: string }> {
  const response = await fetch(`${e2eEnv.baseUrl}/wps/promotions/${code}`, { headers: { Merchant: MERCHANT, Language: lang } });
  if (!response.ok) throw new Error(`promotion ${code} answered ${response.status}`);
  return ((await response.json()) as { value: { code: string; title: string } }).value;
}

/** The mall's items as the page lists them to a visitor, in a language. */
export async function mallItems(lang: Language): Promise<MallItem[]> {
  const response = await fetch(`${e2eEnv.baseUrl}/wps/rewards/mall/items`, { headers: { Merchant: MERCHANT, Language: lang } });
  if (!response.ok) throw new Error(`mall items answered ${response.status}`);
  return ((await response.json()) as { value: { items: MallItem[] } }).value.items;
}
