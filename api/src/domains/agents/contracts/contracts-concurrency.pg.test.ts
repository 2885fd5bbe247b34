import { testEngine } from '../../../test/test-db';
import { testAppForFile } from '../../../test/test-app';
import { ApiError } from '../../../platform/errors';
import { agentChain, P, topContract } from './contracts-kit';
import { decideOffer, offerContract, setTopContract } from './contract-service';
import { SYSTEM_OPERATOR } from '../../../platform/ops/operator-actor';

/** PostgreSQL only: accepts, offers and the brand's changes racing never leave two current contracts. */
const onPg = testEngine() === 'pg' ? describe : describe.skip;

onPg('contracts under concurrency (PostgreSQL)', () => {
  const t = testAppForFile();
  const brand = { code: 'khela', timeZone: 'Asia/Dhaka' };

  const currentOf = (agentId: string) =>
    t.db.query("SELECT id FROM agent_contracts WHERE agent_id = $1 AND kind = 'daily' AND status = 'in_force' AND ended_at IS NULL", [agentId]);

  test('the same offer accepted 8 times at once: one wins, the others get 409 contracts.offer.decided', async () => {
    const { top, mid } = await agentChain(t.db);
    await topContract(t.app, top, 'daily', [P(0, 0, '0.004')]);
    const made = await offerContract(t.db, brand, top.id, { downlineId: mid.id, kind: 'daily', tiers: [P(0, 0, '0.002')] }, new Date());
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => decideOffer(t.db, brand, mid.id, { kind: 'daily', contractId: made.id, status: 'A' }, new Date())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) expect(((r as PromiseRejectedResult).reason as ApiError).errorCode).toBe('contracts.offer.decided');
    expect(await currentOf(mid.id)).toHaveLength(1);
  });

  test('offers, accepts and the brand setting the top contract, all at once: one current contract each, every refusal a clear 4xx', async () => {
    const { top, mid } = await agentChain(t.db);
    await topContract(t.app, top, 'daily', [P(0, 0, '0.004')]);
    const work: Array<Promise<unknown>> = [];
    for (let round = 0; round < 6; round += 1) {
      work.push(
        offerContract(t.db, brand, top.id, { downlineId: mid.id, kind: 'daily', tiers: [P(0, 0, `0.00${(round % 3) + 1}`)] }, new Date()).then((o) =>
          decideOffer(t.db, brand, mid.id, { kind: 'daily', contractId: o.id, status: 'A', confirmHigherRate: true }, new Date()),
        ),
        setTopContract(t.db, SYSTEM_OPERATOR, brand, top.account, { kind: 'daily', tiers: [P(0, 0, `0.00${(round % 2) + 3}`)] }, new Date()),
      );
    }
    const results = await Promise.allSettled(work);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(ApiError);
        expect((r.reason as ApiError).statusCode).toBeLessThan(500);
        // The agents' rows serialise the changes: no deadlock or index refusal is left to map.
        expect((r.reason as ApiError).errorCode).not.toBe('contracts.concurrent');
      }
    }
    expect(await currentOf(top.id)).toHaveLength(1);
    expect((await currentOf(mid.id)).length).toBeLessThanOrEqual(1);
    const [open] = await t.db.query<{ n: string }>("SELECT count(*) AS n FROM agent_contracts WHERE agent_id = $1 AND status = 'offered'", [mid.id]);
    expect(Number(open!.n)).toBeLessThanOrEqual(1);
  });
});
