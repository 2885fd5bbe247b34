/**
 * bench/sportsbook: bets accepted per second through the book and the api's wallet, and the time to
 * settle a market holding 100,000 bets until every one is paid in the api's wallet (issue 16).
 *
 * Processes (all on loopback): the api (api-server.ts: the real app on its own fresh database with
 * the KBOOK vendor wallet and funded members), the sportsbook (book-server.ts: the service as
 * main.ts builds it, its own storage, in-play delay 0, no demo feed, API_URL at the api) and this
 * process, the players and the trader.
 *
 * 1. The trader makes a competition and pre-match events (one per measurement) with a match-winner
 *    market each, through the book's /ops. Each member is launched as the api launches a player (a
 *    KBOOK launch token, GET /play on the book: authenticate, 303 to the book's page).
 * 2. 1 / 16 / 64 clients, each its own member's session, place singles back to back (POST
 *    /api/sessions/{session}/bets, acceptance `any`) on their level's market for
 *    BENCH_SPORTSBOOK_SECONDS: accepted bets/s, latency p50/p99, refusals by reason, the wallet
 *    calls the api answered, and the CPU of the book and the api.
 * 3. A market is filled with BENCH_SPORTSBOOK_BETS singles (book-server.ts `fill`: recorded in bulk,
 *    each held by the book's own debit — a real `bet` call, 64 at a time), then settled through
 *    POST /ops/markets/{id}/result, timed until the api has every one of them settled (half won,
 *    half lost): settled bets/s and the api's wallet calls/s over that time.
 *
 * Env: BENCH_DATABASE_URL (the api on PostgreSQL; none: PGlite), SPORTSBOOK_DATABASE_URL (the book
 * on PostgreSQL; none: PGlite in a temporary folder), BENCH_SPORTSBOOK_CLIENTS (1,16,64),
 * BENCH_SPORTSBOOK_SECONDS (15), BENCH_SPORTSBOOK_BETS (100000; 0 skips the settlement),
 * BENCH_SPORTSBOOK_STAKE (1000 paisa, ৳10, the book's minimum), BENCH_POOL (the api's pool on
 * PostgreSQL, 10), SPORTSBOOK_VENDOR_SECRET, SPORTSBOOK_OPS_TOKEN.
 */
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { answerTo, forkServer, serverReady, stopServer } from '../support/child-server';
import { percentile } from '../wallet/load';
import type { ApiMessage, ApiRequest, BookMessage, BookRequest } from './protocol';

const levels = (process.env.BENCH_SPORTSBOOK_CLIENTS ?? '1,16,64').split(',').map(Number);
const seconds = Number(process.env.BENCH_SPORTSBOOK_SECONDS ?? 15);
const settleBets = Number(process.env.BENCH_SPORTSBOOK_BETS ?? 100_000);
const stake = Number(process.env.BENCH_SPORTSBOOK_STAKE ?? 1000);
const secret = process.env.SPORTSBOOK_VENDOR_SECRET ?? 'sportsbook-vendor-secret';
const opsToken = process.env.SPORTSBOOK_OPS_TOKEN ?? 'sportsbook-ops-token';
const members = Math.max(...levels, 1);

const say = (text: string) => process.stdout.write(`${text}\n`);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');

interface Answer {
  status: number;
  location: string | null;
  body: Record<string, unknown>;
}

/** node:http on keep-alive connections, no time-out (a settlement answers when every bet is paid), redirects not followed. */
function bookClient(baseUrl: string, connections: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const raw = body === undefined ? undefined : JSON.stringify(body);
      const call = request(
        { host: hostname, port, method, path, agent, headers: { accept: 'application/json', ...(raw !== undefined && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(raw)) }), ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: Record<string, unknown> = {};
            try {
              parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
            } catch {
              parsed = { status: 'not_json' };
            }
            resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body: parsed });
          });
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end(raw);
    });
  return {
    send,
    /** A trader's call to /ops; anything but 200 stops the bench. */
    async ops(path: string, body: unknown): Promise<Record<string, unknown>> {
      const answer = await send('POST', path, body, { authorization: `Bearer ${opsToken}` });
      if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    close: () => agent.destroy(),
  };
}

type BookClient = ReturnType<typeof bookClient>;

/** A pre-match event (tomorrow) with one match-winner market at even-ish prices and a liability cap out of the way. */
async function newMarket(client: BookClient, competitionId: string, n: number): Promise<{ marketId: string; prices: Record<string, string> }> {
  const event = await client.ops('/ops/events', { competitionId, home: `Bench XI ${n}`, away: `Load XI ${n}`, startsAt: new Date(Date.now() + 86_400_000).toISOString() });
  const prices = { home: '1.90', away: '1.95' };
  const market = await client.ops('/ops/markets', {
    eventId: event.id,
    type: 'cricket_match_winner',
    maxLiability: 1e15,
    selections: Object.entries(prices).map(([code, price]) => ({ code, price })),
  });
  return { marketId: String(market.id), prices };
}

/** The answer of `kind` to `question`; a `failed` message (the server's setup or work threw) or an exit rejects. */
function reply<A extends { kind: string }>(child: ChildProcess, question: ApiRequest | BookRequest, kind: A['kind']): Promise<A> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`a bench server exited (${code}) before answering ${question.kind}`));
    };
    const onMessage = (message: { kind: string; message?: string }) => {
      if (message.kind !== 'failed' && message.kind !== kind) return;
      cleanup();
      if (message.kind === 'failed') reject(new Error(`a bench server failed at ${question.kind}:\n${message.message}`));
      else resolve(message as A);
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(question);
  });
}

async function cpuSeconds(child: ChildProcess): Promise<number> {
  const answer = await answerTo<{ kind: 'cpu'; userMicros: number; systemMicros: number }>(child, { kind: 'cpu' });
  return (answer.userMicros + answer.systemMicros) / 1e6;
}

const wallet = (api: ChildProcess) => reply<Extract<ApiMessage, { kind: 'wallet' }>>(api, { kind: 'wallet' }, 'wallet');

interface LevelFigures {
  clients: number;
  accepted: number;
  elapsed: number;
  latencies: number[];
  answers: Map<string, number>;
  /** Accepted in the window's first and last quarter: the market fills as it runs. */
  firstQuarter: number;
  lastQuarter: number;
  walletCalls: number;
  bookCpu: number;
  apiCpu: number;
}

async function placeFor(client: BookClient, api: ChildProcess, book: ChildProcess, sessions: string[], marketId: string, prices: Record<string, string>): Promise<LevelFigures> {
  const latencies: number[] = [];
  const answers = new Map<string, number>();
  const acceptedAt: number[] = [];
  const before = { wallet: await wallet(api), book: await cpuSeconds(book), api: await cpuSeconds(api) };
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    sessions.map(async (session, c) => {
      const selectionCode = c % 2 === 0 ? 'home' : 'away';
      const body = { stake, acceptance: 'any', legs: [{ marketId, selectionCode, price: prices[selectionCode] }] };
      while (performance.now() < until) {
        const sent = performance.now();
        let status: string;
        try {
          const answer = await client.send('POST', `/api/sessions/${session}/bets?language=en`, body);
          status = String(answer.body.status ?? answer.status);
        } catch (error) {
          status = `error ${(error as Error).message}`;
        }
        const done = performance.now();
        latencies.push(done - sent);
        answers.set(status, (answers.get(status) ?? 0) + 1);
        if (status === 'accepted' && done <= until) acceptedAt.push(done - start);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const after = { wallet: await wallet(api), book: await cpuSeconds(book), api: await cpuSeconds(api) };
  const calls = (w: Awaited<ReturnType<typeof wallet>>) => Object.values(w.calls).reduce((a, b) => a + b, 0);
  const quarter = (seconds * 1000) / 4;
  return {
    clients: sessions.length,
    accepted: acceptedAt.length,
    elapsed: Math.min(elapsed, seconds),
    latencies,
    answers,
    firstQuarter: acceptedAt.filter((t) => t < quarter).length,
    lastQuarter: acceptedAt.filter((t) => t >= 3 * quarter).length,
    walletCalls: calls(after.wallet) - calls(before.wallet),
    bookCpu: after.book - before.book,
    apiCpu: after.api - before.api,
  };
}

function printLevels(rows: LevelFigures[]): void {
  say('');
  say(`singles placed over HTTP (POST /api/sessions/{s}/bets → the book → the api's bet call), ${seconds} s a level, stake ${stake} paisa, a fresh market each`);
  say('| clients | accepted bets/s | p50 ms | p99 ms | first ¼ → last ¼ (bets/s) | answers | wallet calls/s | book CPU (cores) | api CPU (cores) |');
  say('|---:|---:|---:|---:|---|---|---:|---:|---:|');
  for (const row of rows) {
    const quarter = seconds / 4;
    const answers = [...row.answers].map(([what, n]) => `${what} ${n}`).join(', ');
    say(
      `| ${row.clients} | ${(row.accepted / seconds).toFixed(1)} | ${ms(percentile(row.latencies, 50))} | ${ms(percentile(row.latencies, 99))} | ${(row.firstQuarter / quarter).toFixed(0)} → ${(row.lastQuarter / quarter).toFixed(0)} | ${answers} | ${(row.walletCalls / row.elapsed).toFixed(0)} | ${(row.bookCpu / row.elapsed).toFixed(2)} | ${(row.apiCpu / row.elapsed).toFixed(2)} |`,
    );
  }
}

async function settlement(client: BookClient, api: ChildProcess, book: ChildProcess, competitionId: string): Promise<void> {
  const { marketId } = await newMarket(client, competitionId, 0);
  say('');
  say(`settlement: filling market ${marketId} with ${settleBets} singles (recorded in bulk, each held by the book's debit: a real bet call, ${members} at a time)…`);
  const fill: BookRequest = { kind: 'fill', marketId, count: settleBets, stake, concurrency: members };
  const filled = await reply<Extract<BookMessage, { kind: 'filled' }>>(book, fill, 'filled');
  say(`  recorded in ${(filled.recordMs / 1000).toFixed(1)} s; held ${filled.held} in ${(filled.debitMs / 1000).toFixed(1)} s (${Math.round(filled.held / (filled.debitMs / 1000))} bet calls/s)${Object.keys(filled.notHeld).length > 0 ? `; not held ${JSON.stringify(filled.notHeld)}` : ''}`);
  const before = await wallet(api);
  const target = before.books.settled + filled.held;
  const cpuBefore = { book: await cpuSeconds(book), api: await cpuSeconds(api) };
  say(`  api before: ${JSON.stringify(before.books)}; load average ${load()}`);
  const start = performance.now();
  let answeredAt = 0;
  const settled = client.ops(`/ops/markets/${marketId}/result`, { result: { kind: 'winner', winner: 'home' } }).then((summary) => {
    answeredAt = performance.now();
    return summary;
  });
  let failed: unknown = null;
  settled.catch((error: unknown) => (failed = error));
  // Progress every 10 s; done when the api has every bet of the market settled.
  let firstWinAt = 0;
  let last = before;
  let lastSaid = start;
  for (;;) {
    if (failed) throw failed;
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await wallet(api);
    if (!firstWinAt && (last.calls.win ?? 0) > (before.calls.win ?? 0)) firstWinAt = performance.now();
    if (last.books.settled >= target) break;
    if (performance.now() - lastSaid > 10_000) {
      lastSaid = performance.now();
      say(`  … ${((lastSaid - start) / 1000).toFixed(0)} s: ${last.books.settled - before.books.settled} paid in the api, ${(last.calls.win ?? 0) - (before.calls.win ?? 0)} win calls`);
    }
  }
  const paidAt = performance.now();
  const summary = await settled;
  const total = (paidAt - start) / 1000;
  const wins = (last.calls.win ?? 0) - (before.calls.win ?? 0);
  const winSeconds = (paidAt - firstWinAt) / 1000;
  const cpu = { book: (await cpuSeconds(book)) - cpuBefore.book, api: (await cpuSeconds(api)) - cpuBefore.api };
  say(`  POST /ops/markets/${marketId}/result answered after ${((answeredAt - start) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
  say(`  result → first win call ${((firstWinAt - start) / 1000).toFixed(1)} s (the settling transaction); first → last paid ${winSeconds.toFixed(1)} s`);
  say(`  every bet paid in the api's wallet after ${total.toFixed(1)} s: ${Math.round(filled.held / total)} bets/s settled; ${wins} win calls, ${Math.round(wins / winSeconds)} wallet calls/s while paying`);
  say(`  CPU over the settlement: book ${(cpu.book / total).toFixed(2)} cores, api ${(cpu.api / total).toFixed(2)} cores`);
  say(`  api after: ${JSON.stringify(last.books)}`);
}

async function main(): Promise<void> {
  say(`bench/sportsbook — bets through the book and the api's wallet; ${availableParallelism()} cores; Node ${process.version}; load average at start ${load()}`);
  const bench = path.resolve(__dirname, '..');
  const api = forkServer(path.join(__dirname, 'api-server.ts'), bench, { ...process.env, SPORTSBOOK_VENDOR_SECRET: secret, BENCH_SPORTSBOOK_MEMBERS: String(members) });
  let book: ChildProcess | null = null;
  let client: BookClient | null = null;
  try {
    const apiReady = await serverReady<ApiMessage>(api);
    say(`api ready in ${(apiReady.setupMs / 1000).toFixed(1)} s on ${apiReady.engine}${apiReady.schema ? ` (schema ${apiReady.schema}, pool ${apiReady.pool})` : ''}, ${apiReady.members} funded members`);
    book = forkServer(path.join(__dirname, 'book-server.ts'), bench, { ...process.env, API_URL: `http://127.0.0.1:${apiReady.port}`, SPORTSBOOK_VENDOR_SECRET: secret, SPORTSBOOK_OPS_TOKEN: opsToken });
    const bookReady = await serverReady<BookMessage>(book);
    say(`book ready in ${(bookReady.setupMs / 1000).toFixed(1)} s on ${bookReady.engine}${bookReady.schema ? ` (schema ${bookReady.schema})` : ''}`);
    client = bookClient(`http://127.0.0.1:${bookReady.port}`, members + 2);

    const competition = await client.ops('/ops/competitions', { sport: 'cricket', name: 'Bench Premier League', region: 'BD' });
    const competitionId = String(competition.id);
    const launch: ApiRequest = { kind: 'tokens', count: members };
    const { tokens } = await reply<Extract<ApiMessage, { kind: 'tokens' }>>(api, launch, 'tokens');
    const sessions = await Promise.all(
      tokens.map(async (token) => {
        const answer = await client!.send('GET', `/play?token=${encodeURIComponent(token)}&language=en&currency=BDT`);
        const id = /^\/book\/([^/?#]+)/.exec(answer.location ?? '')?.[1];
        if (answer.status !== 303 || !id) throw new Error(`launch: ${answer.status} ${JSON.stringify(answer.body)}`);
        return id;
      }),
    );
    say(`${sessions.length} members launched into the book (KBOOK token → GET /play → 303)`);

    const rows: LevelFigures[] = [];
    for (const [i, clients] of levels.entries()) {
      const { marketId, prices } = await newMarket(client, competitionId, i + 1);
      say(`  ${clients} clients… (load average ${load()})`);
      rows.push(await placeFor(client, api, book, sessions.slice(0, clients), marketId, prices));
    }
    printLevels(rows);
    if (settleBets > 0) await settlement(client, api, book, competitionId);
  } finally {
    client?.close();
    if (book) await stopServer(book);
    await stopServer(api);
    say('');
    say(`load average at end: ${load()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
