import { Agent, request } from 'node:http';
import { signVendorBody } from '../../api/src/domains/wallet';
import { HOUSE, HOUSE_SECRET } from '../../api/src/domains/vendor-wallet/tests/seamless-kit';
import type { SeamlessReply, SeamlessSender } from '../../api/src/domains/wallet/tests/seamless-http';

/**
 * The bench's vendor client: signed calls on node:http with one keep-alive connection per client.
 * The load generator shares the machine's cores with the api and PostgreSQL, so it should cost as
 * little as it can: node:http took about 0.15 ms of CPU per call here, fetch 0.5 ms.
 */
export function httpSender(baseUrl: string, connections: number): SeamlessSender {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return (action, body) =>
    new Promise<SeamlessReply>((resolve, reject) => {
      const raw = JSON.stringify(body);
      const timestamp = String(Date.now());
      const call = request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: `/vendor-wallet/v1/${action}`,
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(raw),
            'x-vendor-code': HOUSE,
            'x-timestamp': timestamp,
            'x-signature': signVendorBody(HOUSE_SECRET, timestamp, raw),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              resolve({ httpStatus: response.statusCode ?? 0, raw: text, answer: JSON.parse(text) as SeamlessReply['answer'] });
            } catch {
              resolve({ httpStatus: response.statusCode ?? 0, raw: text, answer: { status: 'UNREADABLE' } });
            }
          });
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end(raw);
    });
}
