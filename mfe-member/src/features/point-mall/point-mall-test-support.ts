import { FakeApi } from '@khela/shared/testing';
import { pointMallPaths } from './point-mall-calls';
import type { MallItem, PointsEntry, PointsRules, Redemption } from './point-mall-types';

// Tests only: the points mall's api answers.
export function mallItem(overrides: Partial<MallItem> = {}): MallItem {
  return {
    id: '1',
    kind: 'bonus_cash',
    name: '৳10 bonus cash',
    description: '',
    image: null,
    pointsCost: 1_000,
    stock: null,
    memberDailyCap: null,
    dailyCap: null,
    leftToday: null,
    myLeftToday: null,
    needsAddress: false,
    value: { amount: 1_000, multipleX100: 0 },
    ...overrides,
  };
}

export const tshirt = mallItem({ id: '3', kind: 'goods', name: 'Khela T-shirt', pointsCost: 500, stock: 20, memberDailyCap: 1, myLeftToday: 1, needsAddress: true, value: { needsAddress: true } as MallItem['value'] });

export function redemption(overrides: Partial<Redemption> = {}): Redemption {
  return { id: '11', itemId: '3', item: 'Khela T-shirt', kind: 'goods', quantity: 1, points: 500, status: 'IN_PROCESS', reason: null, createdAt: '2026-11-20T06:00:00.000Z', decidedAt: null, ...overrides };
}

export function pointsEntry(overrides: Partial<PointsEntry> = {}): PointsEntry {
  return { id: '21', time: '2026-11-20T06:00:00.000Z', kind: 'earn', change: 12, balanceAfter: 2_350, detail: 'RNG', ...overrides };
}

export const rules: PointsRules = {
  rates: [{ gameType: 'RNG', rateMilli: 1_000 }, { gameType: 'SPORTS', rateMilli: 500 }],
  pointsPerTaka: 100,
  minConvert: 1_000,
  maxConvertPerDay: null,
  convertsPerDay: 3,
  convertMultipleX100: 0,
  neverExpire: true,
};

const page = <T,>(records: T[]) => ({ records, pageNo: 1, pageSize: 10, total: records.length, totalPages: 1 });

export class FakePointMallApi extends FakeApi {
  constructor({ points = 2_350, items = [mallItem(), tshirt], history = [redemption()], details = [pointsEntry()] }: { points?: number; items?: MallItem[]; history?: Redemption[]; details?: PointsEntry[] } = {}) {
    super();
    this.on('GET', pointMallPaths.balance, { value: { points, earnedTotal: points + 1_500, spentTotal: 1_500 } })
      .on('GET', pointMallPaths.items, { value: { items } })
      .on('GET', pointMallPaths.rules, { value: rules })
      .on('GET', pointMallPaths.redemptions, { value: page(history) })
      .on('GET', pointMallPaths.details, { value: page(details) });
  }
}
