import type { HouseOptions } from '../../app';
import type { TableClock } from '../../table/table-clock';
import { type GameHarness, houseForEachTest } from '../../testing/game-harness';
import type { TableStateJson } from './table-fragments';

/**
 * The table's fake clock (tests only), as in table/table.test.ts, but driving the whole house: time
 * moves only when the test says, and then the table's due timers fire (its tick runs the round on).
 */
export class SteppingClock implements TableClock {
  private time = Date.UTC(2025, 0, 1, 12, 0, 0);
  private timers: { at: number; fn: () => void; done: boolean }[] = [];

  now(): number {
    return this.time;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const timer = { at: this.time + ms, fn, done: false };
    this.timers.push(timer);
    return () => {
      timer.done = true;
    };
  }

  advance(ms: number): void {
    this.time += ms;
    for (const timer of this.timers.filter((t) => !t.done && t.at <= this.time)) {
      timer.done = true;
      timer.fn();
    }
  }
}

/**
 * A live table page's tests (tests only): every test gets a whole house on a new SteppingClock
 * (`tables` adds the table's timing) and these ways to read the game's table and page.
 */
export function livePageForEachTest<Result>(game: string, tables: Omit<NonNullable<HouseOptions['tables']>, 'clock'> = {}) {
  let clock: SteppingClock;
  const house: GameHarness = houseForEachTest(() => {
    clock = new SteppingClock();
    return { tables: { clock, ...tables } };
  });

  const get = (path: string) => fetch(`${house.running.url}${path}`, { redirect: 'manual' });
  const page = async (path: string) => {
    const response = await get(path);
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const tableState = async (query = ''): Promise<TableStateJson<Result>> => (await (await get(`/table/${game}/state${query}`)).json()) as TableStateJson<Result>;

  /** Waits (real time) until the table's state says what the test expects: the tick runs on its own after the clock fires it. */
  async function until(check: (state: TableStateJson<Result>) => boolean): Promise<TableStateJson<Result>> {
    for (let i = 0; i < 200; i += 1) {
      const state = await tableState();
      if (check(state)) return state;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the table ${game} never got there`);
  }

  /** The form post a browser without script makes, and the page it is sent back to. */
  async function postBet(location: string, form: Record<string, string>, language: 'bn' | 'en') {
    const response = await fetch(`${house.running.url}${location.replace(/\?.*$/, '')}/bet?language=${language}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const back = response.headers.get('location')!;
    expect(back.startsWith(location.replace(/\?.*$/, ''))).toBe(true);
    return page(back);
  }

  return {
    house,
    /** The running test's clock. */
    get clock(): SteppingClock {
      return clock;
    },
    get,
    page,
    tableState,
    until,
    postBet,
    /** The page's text, tags gone and spaces joined. */
    text: (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
  };
}
