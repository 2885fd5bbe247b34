import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiError } from '../../platform/errors';
import { testAppForFile } from '../../test/test-app';
import { type DatabaseCommand, httpCallOf, runOnDatabase } from '../operator-backends';
import { parseOperatorCommand } from '../operator-command';

const t = testAppForFile();
const run = (argv: string[]) => runOnDatabase(t.db, parseOperatorCommand(argv) as DatabaseCommand);

describe('operator rewards: promotions commands', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-cli-'));
  const termsEn = path.join(dir, 'terms.en.html');
  const termsBn = path.join(dir, 'terms.bn.html');
  writeFileSync(termsEn, '<p>Wager 10×<script>x()</script></p>');
  writeFileSync(termsBn, '<p>১০× খেলুন</p>');
  const code = `CLI_${Date.now().toString(36).toUpperCase()}`;
  const rules = JSON.stringify({ percentBp: 5000, cap: 20_000, minDeposit: 10_000, claimWindowHours: 24, wagering: { multipleX100: 500, base: 'bonus', categories: ['RNG'], expiryDays: 3 } });
  const set = ['rewards', 'campaign-set', code, '--kind', 'first_deposit', '--rules', rules, '--title-en', 'Half again', '--title-bn', 'অর্ধেক বোনাস', '--terms-en-file', termsEn, '--terms-bn-file', termsBn, '--from', '2026-01-01T00:00:00Z', '--approval', 'operator'];

  it('saves a campaign on the database as system, sanitized and recorded; lists, disables and enables it', async () => {
    expect(httpCallOf(parseOperatorCommand(set))).toMatchObject({ method: 'POST', path: '/ops/rewards/campaigns', body: { code, kind: 'first_deposit', category: 'deposit', approval: 'operator' } });
    const saved = (await run(set)) as { termsEn: string; approval: string };
    expect(saved).toMatchObject({ approval: 'operator', termsEn: '<p>Wager 10×</p>' });
    const listed = (await run(['rewards', 'campaigns'])) as { campaigns: Array<{ code: string; enabled: boolean }> };
    expect(listed.campaigns).toContainEqual(expect.objectContaining({ code, enabled: true }));
    expect(await run(['rewards', 'campaign-disable', code])).toMatchObject({ enabled: false });
    expect(await run(['rewards', 'campaign-enable', code])).toMatchObject({ enabled: true });
    const actions = await t.db.query<{ action: string; operator_name: string }>('SELECT action, operator_name FROM operator_actions WHERE target = $1 ORDER BY id', [code]);
    expect(actions).toEqual([
      { action: 'campaign.save', operator_name: 'system' },
      { action: 'campaign.disable', operator_name: 'system' },
      { action: 'campaign.enable', operator_name: 'system' },
    ]);
  });

  it('refuses bad rules on the database path too, with the translated code', async () => {
    const bad = set.map((word) => (word === rules ? JSON.stringify({ percentBp: 5000 }) : word));
    const error = await run(bad).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('promotion.rules.invalid');
    expect(() => parseOperatorCommand(['rewards', 'campaign-set', code, '--kind', 'lottery'])).toThrow('--kind must be one of');
    expect(() => parseOperatorCommand(['rewards', 'campaign-set', code, '--kind', 'reload', '--rules', '[1]', '--title-en', 'T', '--title-bn', 'T', '--from', '2026-01-01T00:00:00Z'])).toThrow('--rules must be a JSON object');
  });

  it('claims and abuse read on the database; a decision needs the server', async () => {
    expect(await run(['rewards', 'claims', '--status', 'APPLYING'])).toMatchObject({ claims: expect.any(Array) });
    expect(await run(['rewards', 'abuse'])).toMatchObject({ groups: expect.any(Array) });
    const approve = parseOperatorCommand(['rewards', 'claim', 'approve', '12']);
    expect(httpCallOf(approve)).toEqual({ method: 'POST', path: '/ops/rewards/claims/12/approve', body: { merchant: 'khela' } });
    await expect(run(['rewards', 'claim', 'approve', '12'])).rejects.toThrow('needs the running server');
    expect(() => parseOperatorCommand(['rewards', 'claim', 'reject', '12'])).toThrow('needs --reason');
    expect(httpCallOf(parseOperatorCommand(['rewards', 'claim', 'reject', '12', '--reason', 'Shared device']))).toMatchObject({ body: { merchant: 'khela', reason: 'Shared device' } });
  });
});
