import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isSignedBy } from '@khela/server-kit/vendor';
import { type TransferDirection, type TransferRequest, VendorStore } from './vendor-store';

/**
 * Faults a test can switch on (the object is read on every call, so a test flips its fields while
 * the sandbox runs). The api never sends anything that controls these.
 */
export interface VendorFaults {
  /** Refuse every transfer. */
  refuse?: boolean;
  /** Answer 503 to every call without doing anything. */
  unavailable?: boolean;
  /**
   * Keep each transfer's answer until `release` settles; `applyFirst`: apply it before waiting (else
   * after). `onHeld` is called once the call is being held (after applying it, with applyFirst).
   */
  hold?: { release: Promise<void>; applyFirst: boolean; onHeld?: () => void };
}

export interface VendorOptions {
  /** Shared with the api (the secret in its vendor_wallets rows). */
  secret: string;
  /** Where the books are kept; SANDBOX_DATA_DIR or .data/sandbox by default. */
  dataDir?: string;
  faults?: VendorFaults;
}

/** The vendor's books, opened once per sandbox (the game pages change the same balances). */
export function openVendorStore(options: VendorOptions): Promise<VendorStore> {
  return VendorStore.open(options.dataDir ?? process.env.SANDBOX_DATA_DIR ?? path.resolve('.data/sandbox'));
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function transferRequest(body: unknown): TransferRequest | null {
  const b = body as Partial<TransferRequest> | null;
  const ok =
    typeof b?.transferId === 'string' && b.transferId.length > 0 && b.transferId.length <= 100 &&
    typeof b.playerId === 'string' && b.playerId.length > 0 && b.playerId.length <= 100 &&
    Number.isSafeInteger(b.amount) && (b.amount as number) > 0 &&
    typeof b.currency === 'string';
  return ok ? (b as TransferRequest) : null;
}

/**
 * The sandbox transfer-mode vendor (docs/vendor-wallet.md, part 3): it keeps players' balances per
 * vendor code, applies transfers in and out once per transfer id, and answers a transfer's status.
 */
export const vendorRoutes: FastifyPluginAsync<VendorOptions & { store: VendorStore }> = async (app, options) => {
  const { store } = options;
  const faults = options.faults ?? {};
  const rawBodies = new WeakMap<FastifyRequest, string>();

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (faults.unavailable) return reply.code(503).send({ status: 'UNAVAILABLE' });
    const vendor = header(request, 'x-vendor-code');
    const signed = isSignedBy(options.secret, header(request, 'x-timestamp'), rawBodies.get(request) ?? '', header(request, 'x-signature'));
    if (!vendor || !CODE.test(vendor) || !signed) return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
  });

  const transfer = (direction: TransferDirection) => async (request: FastifyRequest, reply: FastifyReply) => {
    const vendor = header(request, 'x-vendor-code')!;
    const body = transferRequest(request.body);
    if (!body) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    const hold = faults.hold;
    if (hold && !hold.applyFirst) {
      hold.onHeld?.();
      await hold.release;
    }
    const answer = await store.transfer(vendor, direction, body, faults.refuse === true);
    if (hold?.applyFirst) {
      hold.onHeld?.();
      await hold.release;
    }
    return answer;
  };

  app.post('/vendor/v1/transfers/in', transfer('in'));
  app.post('/vendor/v1/transfers/out', transfer('out'));

  app.post('/vendor/v1/transfers/status', async (request, reply) => {
    const transferId = (request.body as { transferId?: unknown } | null)?.transferId;
    if (typeof transferId !== 'string' || transferId.length === 0 || transferId.length > 100) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    return store.status(header(request, 'x-vendor-code')!, transferId);
  });

  // The player's bet records since a cursor, with the balance at the same moment (docs/vendor-wallet.md, part 4).
  app.post('/vendor/v1/bets', async (request, reply) => {
    const body = request.body as { playerId?: unknown; cursor?: unknown; limit?: unknown } | null;
    const playerId = body?.playerId;
    const cursor = body?.cursor ?? null;
    const limit = body?.limit ?? 100;
    const valid =
      typeof playerId === 'string' && playerId.length > 0 && playerId.length <= 100 &&
      (cursor === null || (typeof cursor === 'string' && cursor.length <= 100)) &&
      Number.isSafeInteger(limit) && (limit as number) >= 1 && (limit as number) <= 500;
    if (!valid) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    const vendor = header(request, 'x-vendor-code')!;
    const page = store.bets(vendor, playerId, cursor as string | null, limit as number);
    if (!page) return reply.code(400).send({ status: 'INVALID_REQUEST', message: 'unknown cursor' });
    return { status: 'OK', playerId, balance: store.balance(vendor, playerId), ...page };
  });

  app.post('/vendor/v1/balance', async (request, reply) => {
    const playerId = (request.body as { playerId?: unknown } | null)?.playerId;
    if (typeof playerId !== 'string' || playerId.length === 0) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    return { status: 'OK', playerId, balance: store.balance(header(request, 'x-vendor-code')!, playerId) };
  });
};
