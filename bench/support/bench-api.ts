/**
 * What every bench api server (games, login, wallet, house) does the same way: the real app with
 * no site, no operator token and no log on a free loopback port, and the `ready` or `failed`
 * answer of its setup to run.ts.
 */
import type { AddressInfo } from 'node:net';
import { type AppOptions, buildApp } from '../../api/src/app';
import type { Db } from '../../api/src/platform/db/db';
import { type Message, tellParent } from './child-server';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** The `failed` message of a setup that threw: the stack, so run.ts can print where. */
export function failedMessage(error: unknown): { kind: 'failed'; message: string } {
  return { kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/**
 * Builds the api over `db` and listens on loopback; returns the port. `serving` receives the app
 * before it listens, so a stop from then on closes it (and a bench may count its requests).
 */
export async function listenBenchApi(db: Db, serving: (app: BenchApp) => void, options: Omit<AppOptions, 'db'> = {}): Promise<number> {
  const app = await buildApp({ db, siteDir: null, trustProxy: false, operatorToken: null, logger: false, ...options });
  serving(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * Runs a server's setup and tells run.ts its `ready` message (typed by the bench's protocol, `M`);
 * on an error, `failed`, then stops with code 1.
 */
export async function reportSetup<M extends Message>(setup: () => Promise<M>, stop: (code: number) => void): Promise<void> {
  try {
    tellParent(await setup());
  } catch (error) {
    tellParent(failedMessage(error));
    stop(1);
  }
}
