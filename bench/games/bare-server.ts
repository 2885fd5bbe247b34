/**
 * The yardstick for bench/games: a bare Fastify, in a process of its own like the api, with one
 * route at the same path answering a fixed JSON body — the api's own answer to the call, captured
 * by run.ts — serialised on every request as a plain route does. No hooks, no schema, no database,
 * no logger: what Node and Fastify cost alone on this machine.
 *
 * Env: BENCH_BARE_BODY (the JSON text to answer).
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { failedMessage } from '../support/bench-api';
import { closeServer, requestCounter, serveParent, tellParent } from './server-ipc';

async function main(): Promise<void> {
  const started = Date.now();
  const body = JSON.parse(process.env.BENCH_BARE_BODY ?? 'null') as unknown;
  if (body === null) throw new Error('BENCH_BARE_BODY is not set');
  const app = Fastify({ logger: false });
  app.get('/lgw/games/games', async () => body);
  const requests = requestCounter(app.server);
  serveParent(() => ({ requests: requests(), statements: [] }), () => closeServer(app));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  tellParent({ kind: 'ready', port, engine: 'bare', schema: null, pool: null, catalogue: 0, setupMs: Date.now() - started });
}

main().catch((error: unknown) => {
  tellParent(failedMessage(error));
  process.exit(1);
});
