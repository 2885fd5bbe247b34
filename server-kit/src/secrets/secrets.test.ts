import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSecret, collectSecrets, readSecret, refuseUnlessValid, secretBytes, SecretsRefused } from './index';

const STRONG_HEX = 'f3a91c07d2b84e6a5f0c19e7b3d2a8460c5e7f9a1b3d5c7e9f0a2b4c6d8e0f1a';
const STRONG_B64 = 'kYrqNCGgPpQZQE0Zapk5uCG1MmhyZY/XVMCR62m6MFo=';

describe('reading a secret', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));

  it('reads NAME, or the file named by NAME_FILE without its trailing line break', () => {
    const file = path.join(dir, 'gateway');
    writeFileSync(file, `${STRONG_HEX}\n`);
    expect(readSecret({ GATEWAY: 'direct' }, 'GATEWAY')).toBe('direct');
    expect(readSecret({ GATEWAY_FILE: file }, 'GATEWAY')).toBe(STRONG_HEX);
    expect(readSecret({ GATEWAY: '' }, 'GATEWAY')).toBeUndefined();
  });

  it('names a file it cannot read, and refuses both forms at once', () => {
    const { problems } = collectSecrets({ A_FILE: path.join(dir, 'missing'), B: STRONG_HEX, B_FILE: path.join(dir, 'gateway') }, [{ name: 'A' }, { name: 'B' }]);
    expect(problems).toEqual([
      { name: 'A', reason: expect.stringContaining('cannot be read') },
      { name: 'B', reason: expect.stringContaining('both B and B_FILE') },
    ]);
  });
});

describe('the production rule', () => {
  it('counts decoded bytes of hex and base64, UTF-8 bytes of other text', () => {
    expect(secretBytes(STRONG_HEX)).toBe(32);
    expect(secretBytes(STRONG_B64)).toBe(32);
    expect(secretBytes('ab')).toBe(1);
  });

  it('passes random keys of 32 bytes', () => {
    expect(checkSecret(STRONG_HEX)).toBeNull();
    expect(checkSecret(STRONG_B64)).toBeNull();
  });

  it('refuses documented defaults, short keys and keys without variety', () => {
    expect(checkSecret('house-vendor-secret')).toBe('is a documented default');
    expect(checkSecret('sandbox-pay-secret')).toBe('is a documented default');
    expect(checkSecret(STRONG_HEX.slice(0, 62))).toMatch(/too short: 31 bytes/);
    expect(checkSecret('ab'.repeat(40))).toMatch(/not random/);
  });

  it('lists every failing variable in one refusal', () => {
    const { problems, values } = collectSecrets({ SHORT: 'abc', GOOD: STRONG_HEX, DEFAULT: 'sandbox-vendor-secret' }, [
      { name: 'MISSING' },
      { name: 'SHORT' },
      { name: 'GOOD' },
      { name: 'DEFAULT' },
      { name: 'OPTIONAL', optional: true },
      { name: 'PEM', optional: true, check: () => 'not a key' },
    ]);
    expect(values.GOOD).toBe(STRONG_HEX);
    expect(problems.map((p) => p.name)).toEqual(['MISSING', 'SHORT', 'DEFAULT']);
    expect(() => refuseUnlessValid('khela api', problems)).toThrow(SecretsRefused);
    try {
      refuseUnlessValid('khela api', problems);
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['MISSING', 'SHORT', 'DEFAULT']) expect(message).toContain(`- ${name}: `);
      expect(message).not.toContain('GOOD');
    }
    expect(() => refuseUnlessValid('khela api', [])).not.toThrow();
  });
});
