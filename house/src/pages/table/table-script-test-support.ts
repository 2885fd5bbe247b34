import { runInNewContext } from 'node:vm';
import type { Language } from '../../sessions/session-repo';
import type { TableLook } from './table-look';
import { tablePageScript } from './table-page-script';

/** A fake element: what the script reads and writes. */
export class FakeElement {
  textContent = '';
  innerHTML = '';
  disabled = false;
  private readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, (event: { preventDefault(): void }) => void>();
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  addEventListener(type: string, fn: (event: { preventDefault(): void }) => void) {
    this.listeners.set(type, fn);
  }
}

export interface ScriptRun<Result> {
  look: TableLook<Result>;
  /** The table's game code (its state and bet addresses). */
  game: string;
  lang: Language;
  fun: boolean;
  /** What each poll of the state answers, in turn. */
  answers: unknown[];
  /** What POST /table/:game/bet answers. */
  betAnswer: unknown;
  /** What the bet form holds when submitted. */
  form: { side: string; stake: string };
}

/**
 * Runs a live table page's script (tests only) in a sandbox with a fake document and fetch: each
 * poll answers with the next of `answers`, GET /live/S/balance with `BALANCE`; returns the
 * elements, the requests, and ways to run the poll timer, the one-second countdown and the form.
 */
export function runTableScript<Result>(run: ScriptRun<Result>) {
  const ids = ['round-number', 'phase', 'countdown', 'seed-hash', 'client-seed', 'nonce', 'your-bets', run.look.lastResultId, 'road', 'balance', 'notice', 'place-bet', 'bet-form'];
  const elements = Object.fromEntries(ids.map((id) => [id, new FakeElement()]));
  const requests: { url: string; init?: { method?: string; body?: string } }[] = [];
  const timers: (() => void)[] = [];
  const intervals: (() => void)[] = [];
  const document = { hidden: false, getElementById: (id: string) => elements[id] ?? null, addEventListener: () => undefined };
  const fetch = (url: string, init?: { method?: string; body?: string }) => {
    requests.push({ url, init });
    const body = url.startsWith('/live/') ? { balance: 123_456, balanceText: 'BALANCE' } : init?.method === 'POST' ? run.betAnswer : run.answers.shift();
    return Promise.resolve({ json: () => Promise.resolve(body) });
  };
  const script = tablePageScript(run.look, {
    lang: run.lang, currency: 'BDT', sessionId: 'S'.repeat(32), fun: run.fun, stateUrl: `/table/${run.game}/state?session=S`, betUrl: `/table/${run.game}/bet`,
    balanceUrl: '/live/S/balance', verifyBase: `/verify?language=${run.lang}&table=${run.game}`, pollMs: 1500,
  });
  runInNewContext(script, {
    document, fetch, FormData: class { get = (name: string) => (run.form as Record<string, string>)[name] ?? null; },
    setTimeout: (fn: () => void) => timers.push(fn), clearTimeout: () => undefined, setInterval: (fn: () => void) => intervals.push(fn),
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const poll = async () => {
    timers.shift()!();
    for (let i = 0; i < 5; i += 1) await settle();
  };
  /** Submits the bet form and lets its answer arrive: the POST's address and JSON body. */
  const submit = async () => {
    elements['bet-form']!.listeners.get('submit')!({ preventDefault: () => undefined });
    for (let i = 0; i < 5; i += 1) await settle();
    const post = requests.find((r) => r.init?.method === 'POST')!;
    return { url: post.url, body: JSON.parse(post.init!.body!) as unknown };
  };
  return { elements, requests, poll, document, settle, submit, second: () => intervals[0]!() };
}
