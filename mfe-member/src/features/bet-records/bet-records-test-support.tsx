import { gameMenusAtom, type BetRecord, type BetTotals, type GameMenu, type Language, type PagedRecords } from '@khela/shared';
import { act } from '@testing-library/react';
import { FakeMemberApi } from '@/testing/fake-member-api';
import { renderAsMember } from '@/testing/render-member';
import { BetRecordPage } from './BetRecordPage';

// Tests only: the betting record's fake api and fixtures. The api's answer is given whole (totals
// included) so a test shows what the page does with what the api says, not a second sum of it.
export type { SeenRequest } from '@/testing/fake-member-api';

export const betRecordsPath = '/wps/game/bet_records';

export function betRecord(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    id: 'b1',
    vendor: 'JILI',
    vendorName: 'JILI Slots',
    gameType: 'RNG',
    gameCode: 'JILI-49',
    gameName: 'Super Ace',
    roundId: 'R-1001',
    stake: 10_000,
    payout: 25_050,
    net: 15_050,
    status: 'settled',
    placedAt: '2024-05-01T06:00:00.000Z',
    settledAt: '2024-05-01T06:00:05.000Z',
    ...overrides,
  };
}

export type BetPage = PagedRecords<BetRecord> & { totals: BetTotals };

const noTotals: BetTotals = { count: 0, stake: 0, payout: 0, net: 0 };

export function betPage(records: BetRecord[], { pageNo = 1, totalPages = 1, pageSize = 20, totals = noTotals } = {}): BetPage {
  return { records, pageNo, pageSize, total: totalPages === 1 ? records.length : totalPages * pageSize, totalPages, totals };
}

/** The member api answering the betting record with no bets unless told otherwise. */
export class FakeBetApi extends FakeMemberApi {
  constructor() {
    super();
    this.on('GET', betRecordsPath, { value: betPage([]) });
  }

  /** The betting record queries the page sent, oldest first. */
  queries(): Array<Record<string, string>> {
    return this.requests('GET', betRecordsPath).map((request) => Object.fromEntries(request.query.entries()));
  }
}

/** The brand's menus: JILI serves slots and fishing, PG slots, Evolution live casino. */
export const demoMenus: GameMenu[] = [
  {
    gameType: 'RNG',
    vendors: [
      { vassalage: 'JILI', displayName: 'JILI Slots', gameType: 'RNG' },
      { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG' },
    ],
  },
  { gameType: 'LIVE', vendors: [{ vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE' }] },
  { gameType: 'FISH', vendors: [{ vassalage: 'JILI', displayName: 'JILI Slots', gameType: 'FISH' }] },
];

/**
 * The betting record as a logged-in member of the demo brand sees it; the shell's menus arrive
 * once the page is up, as they do when the member center is opened straight from its address.
 */
export function renderBetRecordPage({ language = 'en', menus = demoMenus }: { language?: Language; menus?: GameMenu[] } = {}) {
  const result = renderAsMember(<BetRecordPage />, { language, path: '/member/personalHistoryCopy' });
  act(() => result.store.set(gameMenusAtom, menus));
  return result;
}
