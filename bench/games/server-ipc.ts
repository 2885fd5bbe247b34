import type { StatementTally } from './counted-db';
import { shutdownOnce, tellParent as tellChildParent } from '../support/child-server';
import type { ParentMessage, ServerMessage } from './protocol';

export { closeServer } from '../support/child-server';

/** To run.ts (typed for this bench's protocol). */
export const tellParent = (message: ServerMessage) => tellChildParent(message);

/**
 * Answers run.ts's questions (this process's CPU, and what `counts` says: the requests received
 * and the database statements) and shuts down once, when asked, when run.ts goes away or on a
 * signal. Returns that shutdown.
 */
export function serveParent(
  counts: () => { requests: number; statements: StatementTally[] },
  shutdown: (code: number) => Promise<void>,
): (code: number) => void {
  const once = shutdownOnce(shutdown);
  process.on('message', (message: ParentMessage) => {
    if (message.kind === 'usage') {
      const usage = process.cpuUsage();
      tellParent({ kind: 'usage', cpuMicros: usage.user + usage.system, ...counts() });
    } else if (message.kind === 'stop') once(0);
  });
  return once;
}

/** Counts the requests an HTTP server receives (the node:http event: no hook in Fastify's path). */
export function requestCounter(server: { on(event: 'request', listener: () => void): unknown }): () => number {
  let requests = 0;
  server.on('request', () => {
    requests += 1;
  });
  return () => requests;
}
