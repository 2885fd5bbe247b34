import { Agent, request } from 'node:http';

/** An answer from the house: status, where it redirects (303s) and the body's text. */
export interface HouseAnswer {
  status: number;
  location: string | null;
  text: string;
}

/**
 * The players' side: plain node:http on keep-alive connections (one per player), redirects not
 * followed, so the launch's 303 can be read and timed on its own. node:http costs the load
 * generator less CPU than fetch on a machine it shares with the house, the api and PostgreSQL.
 */
export function houseClient(baseUrl: string, connections: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = (method: 'GET' | 'POST', path: string, headers: Record<string, string | number>, body?: string) =>
    new Promise<HouseAnswer>((resolve, reject) => {
      const call = request({ host: hostname, port, method, path, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      call.on('error', reject);
      call.end(body);
    });
  return {
    get: (path: string) => send('GET', path, { accept: 'text/html' }),
    /** A form post answered in JSON, as the game page's script asks for a round. */
    postForm: (path: string, form: Record<string, string>) => {
      const body = new URLSearchParams(form).toString();
      return send('POST', path, { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }, body);
    },
    close: () => agent.destroy(),
  };
}

export type HouseClient = ReturnType<typeof houseClient>;

/** A round as the house answers it in JSON (docs/house.md): the fields this bench reads. */
export interface RoundAnswer {
  status: string;
  round?: { id: string; state: string; stake: number; payout: number };
}

/** The session id of the game page the launch redirected to (`/game/{sessionId}?language=`). */
export function sessionIdOf(location: string | null): string | null {
  if (!location) return null;
  const match = /\/game\/([^/?#]+)/.exec(new URL(location, 'http://house.invalid').pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}
