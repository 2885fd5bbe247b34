import type { StatementTally } from './counted-db';
import type { ParentMessage, ServerMessage } from './protocol';

/** To run.ts; a bench that has gone away (its IPC channel closed) is not an error here. */
export function tellParent(message: ServerMessage): void {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
}

/**
 * Answers run.ts's questions (this process's CPU, and what `counts` says: the requests received
 * and the database statements) and shuts down once, when asked, when run.ts goes away or on a
 * signal. Returns that shutdown.
 */
export function serveParent(
  counts: () => { requests: number; statements: StatementTally[] },
  shutdown: (code: number) => Promise<void>,
): (code: number) => void {
  let closing = false;
  const once = (code: number) => {
    if (closing) return;
    closing = true;
    void shutdown(code).finally(() => process.exit(code));
  };
  process.on('message', (message: ParentMessage) => {
    if (message.kind === 'usage') {
      const usage = process.cpuUsage();
      tellParent({ kind: 'usage', cpuMicros: usage.user + usage.system, ...counts() });
    } else if (message.kind === 'stop') once(0);
  });
  process.on('disconnect', () => once(0));
  process.on('SIGINT', () => once(130));
  process.on('SIGTERM', () => once(143));
  return once;
}

/** Closes a Fastify server, cutting the load generator's keep-alive connections so close() ends. */
export async function closeServer(app: { close(): Promise<unknown>; server: { closeAllConnections(): void } }): Promise<void> {
  const closed = app.close().catch(() => undefined);
  const cut = setInterval(() => app.server.closeAllConnections(), 100);
  await closed;
  clearInterval(cut);
}

/** Counts the requests an HTTP server receives (the node:http event: no hook in Fastify's path). */
export function requestCounter(server: { on(event: 'request', listener: () => void): unknown }): () => number {
  let requests = 0;
  server.on('request', () => {
    requests += 1;
  });
  return () => requests;
}
