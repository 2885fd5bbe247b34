/** What bench/login/run.ts and its server process (bench/login/server.ts) say to each other over IPC. */

export interface BenchCredentials {
  username: string;
  password: string;
}

/** The members the server creates and the clients log in as: deterministic, so neither sends the list. */
export function benchMember(index: number): BenchCredentials {
  const n = String(index).padStart(4, '0');
  // A letter first, letters and digits, 6–11 long: what the demo brand's rules accept.
  return { username: `bench${n}`, password: `Kdf${n}load7` };
}

export type ParentMessage = { kind: 'cpu' } | { kind: 'stop' };

export type ServerMessage =
  | { kind: 'ready'; port: number; engine: 'pg' | 'pglite'; schema: string | null; members: number; kdf: { logN: number; r: number; p: number }; setupMs: number }
  | { kind: 'cpu'; userMicros: number; systemMicros: number }
  | { kind: 'failed'; message: string };
