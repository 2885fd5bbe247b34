import { calendarDay, configAtom, gameMenusAtom, memberInfoAtom, type GameMenu } from '@khela/shared';
import { FakeApi, testConfig } from '@khela/shared/testing';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { renderAgent } from '@/testing/render-agent';
import type { AgentReportId } from './report-calls';
import { reportPaths } from './report-calls';

// Tests only: the agent reports' api at the network level. The api's answer is given whole (totals
// included) so a test shows what the page does with what the api says, not a second sum of it.

export const today = calendarDay(new Date(), 'Asia/Dhaka');

export const menus: GameMenu[] = [
  { gameType: 'RNG', vendors: [{ vassalage: 'KSLOT', displayName: 'Khela Slots', gameType: 'RNG' }] },
  { gameType: 'LIVE', vendors: [{ vassalage: 'KLIVE', displayName: 'Khela Live', gameType: 'LIVE' }] },
] as GameMenu[];

export function pageOf<T, Totals>(records: T[], totals: Totals, { pageNo = 1, totalPages = 1, total = records.length } = {}) {
  return { records, pageNo, pageSize: 20, total, totalPages, totals };
}

/** The reports api: every report empty unless told otherwise; CSV answered as the api sends it. */
export class FakeReportsApi extends FakeApi {
  readonly csv: Array<{ path: string; query: URLSearchParams }> = [];
  csvReply: Response | null = null;

  constructor() {
    super();
    const envelopeFetch = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/csv') && this.csvReply) {
        this.csv.push({ path: url.pathname, query: url.searchParams });
        return this.csvReply;
      }
      return envelopeFetch(input, init);
    }) as unknown as typeof fetch;
  }

  queries(id: AgentReportId): Array<Record<string, string>> {
    return this.requests('GET', reportPaths[id]).map((request) => Object.fromEntries(request.query.entries()));
  }

  lastQuery(id: AgentReportId): Record<string, string> {
    const all = this.queries(id);
    return all[all.length - 1]!;
  }
}

export function renderReport(ui: ReactElement, language: 'en' | 'bn' = 'en') {
  const store = createStore();
  store.set(memberInfoAtom, { id: '9', account: 'agent01', nickname: 'Karim', type: 1 });
  store.set(configAtom, testConfig());
  store.set(gameMenusAtom, menus);
  return renderAgent(ui, { store, language });
}
