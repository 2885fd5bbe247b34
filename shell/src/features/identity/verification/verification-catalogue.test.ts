import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueKeys } from '@khela/shared/testing';
import bn from '../locales/bn.json';
import en from '../locales/en.json';
import { verificationErrorKeys } from './verification-calls';

// The api's identity messages: the page words its failures exactly as the server does.
const serverCatalogue = (language: 'en' | 'bn') =>
  JSON.parse(readFileSync(join(__dirname, '../../../../../api/src/domains/identity/messages', `${language}.json`), 'utf8')) as Record<string, string>;

const lookup = (catalogue: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('verification strings', () => {
  it('exist in both languages with the same keys', () => {
    expect(catalogueKeys(bn.verification)).toEqual(catalogueKeys(en.verification));
  });

  it.each(['en', 'bn'] as const)('say each phone-verification error as the server does (%s)', (language) => {
    const page = language === 'en' ? en : bn;
    const server = serverCatalogue(language);
    for (const [code, key] of Object.entries(verificationErrorKeys)) {
      expect([code, lookup(page, key)]).toEqual([code, server[code]]);
    }
  });
});
