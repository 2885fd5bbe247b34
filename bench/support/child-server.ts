/**
 * The bench's servers run in their own processes (so their CPU is measured apart from the load
 * generator's) and talk to run.ts over the IPC channel. Both sides of that conversation, written
 * once for every bench: each bench's protocol.ts only names its messages.
 */
import { type ChildProcess, fork } from 'node:child_process';

/** Every server message has a kind; each protocol adds `ready` (what it set up) and `failed`. */
export interface Message {
  kind: string;
}

/** Forks a TypeScript server (run with tsx) with an IPC channel; its output goes to ours. */
export function forkServer(file: string, cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return fork(file, [], { cwd, env, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Sends a message; a server that is already gone has nothing left to answer or clean up. */
export function ask<M extends Message>(child: ChildProcess, message: M): void {
  if (child.connected) child.send(message);
}

/** Resolves with the server's `ready` message; rejects when it says `failed` or exits first. */
export function serverReady<M extends Message>(child: ChildProcess): Promise<Extract<M, { kind: 'ready' }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: M | { kind: 'failed'; message: string }) => {
      if (message.kind === 'ready') {
        child.off('message', onMessage);
        resolve(message as Extract<M, { kind: 'ready' }>);
      } else if (message.kind === 'failed') reject(new Error(`the bench server failed:\n${(message as { message: string }).message}`));
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
  });
}

/** Asks `question` and resolves with the first answer of the same kind. */
export function answerTo<A extends Message>(child: ChildProcess, question: Message): Promise<A> {
  return new Promise((resolve) => {
    const onMessage = (message: Message) => {
      if (message.kind !== question.kind) return;
      child.off('message', onMessage);
      resolve(message as A);
    };
    child.on('message', onMessage);
    ask(child, question);
  });
}

/** Asks the server to stop; resolves once it has exited. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    ask(child, { kind: 'stop' });
  });
}

/** This process's CPU time so far, every thread, in microseconds (the answer to a `cpu` question). */
export function cpuAnswer(): { kind: 'cpu'; userMicros: number; systemMicros: number } {
  const usage = process.cpuUsage();
  return { kind: 'cpu', userMicros: usage.user, systemMicros: usage.system };
}

/** To run.ts; a bench that has gone away (its IPC channel closed) is not an error here. */
export function tellParent(message: Message): void {
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
}

/**
 * The server side: runs `shutdown` once, then exits with its code — when run.ts says `stop`
 * (see `stopOn`), when run.ts goes away without a word, or on a signal. Returns that stop.
 */
export function shutdownOnce(shutdown: (code: number) => Promise<void>): (code: number) => void {
  let closing = false;
  const stop = (code: number) => {
    if (closing) return;
    closing = true;
    void shutdown(code).finally(() => process.exit(code));
  };
  process.on('disconnect', () => stop(0));
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  return stop;
}

/** A server that answers `cpu` and stops on `stop` (see shutdownOnce for the other ways it stops). */
export function serveCpuAndStop(shutdown: (code: number) => Promise<void>): (code: number) => void {
  const stop = shutdownOnce(shutdown);
  process.on('message', (message: Message) => {
    if (message.kind === 'cpu') tellParent(cpuAnswer());
    else if (message.kind === 'stop') stop(0);
  });
  return stop;
}

/** Closes a Fastify server, cutting the load generator's keep-alive connections so close() ends. */
export async function closeServer(app: { close(): Promise<unknown>; server: { closeAllConnections(): void } }): Promise<void> {
  const closed = app.close().catch(() => undefined);
  const cut = setInterval(() => app.server.closeAllConnections(), 100);
  await closed;
  clearInterval(cut);
}

type Closable = { close(): Promise<unknown>; server: { closeAllConnections(): void } };

/**
 * A bench api server's life: answers `cpu`, and on stop closes the app (once `serving` has named
 * it; requests still in flight are cut rather than waited for) and drops its throwaway database.
 */
export function benchServerLife(database: { drop(): Promise<void> }): { serving(app: Closable): void; shutdown: (code: number) => void } {
  let app: Closable | null = null;
  const shutdown = serveCpuAndStop(async () => {
    if (app) await closeServer(app);
    await database.drop().catch((error: unknown) => console.error('bench server: could not drop the database', error));
  });
  return {
    serving(served) {
      app = served;
    },
    shutdown,
  };
}
