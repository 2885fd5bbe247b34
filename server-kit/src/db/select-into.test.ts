import type { Db } from './db';
import { selectInto, type WithTextFields } from './select-into';
import { testEngines } from './test-engines';

interface Fish {
  id: string;
  localName: string;
  tags: string[];
  weightGrams: number;
  caughtAt: Date;
  releasedAt: Date | null;
  price: bigint;
}

const FISH_COLUMNS = selectInto<WithTextFields<Fish, 'price'>>({
  id: 'id::text',
  localName: 'local_name',
  tags: 'tags',
  weightGrams: 'weight_grams',
  caughtAt: 'caught_at',
  releasedAt: 'released_at',
  price: 'price::text',
});

it('names each column after the field it fills, in the order given', () => {
  expect(selectInto<{ merchantCode: string; id: string }>({ merchantCode: 'm.merchant_code', id: 'm.id::text' })).toBe(
    'm.merchant_code AS "merchantCode", m.id::text AS "id"',
  );
});

it('is checked against the fields: none missing, none unknown', () => {
  // @ts-expect-error localName is missing
  expect(selectInto<Pick<Fish, 'id' | 'localName'>>({ id: 'id::text' })).toBe('id::text AS "id"');
  // @ts-expect-error Fish has no field "name"
  expect(selectInto<Pick<Fish, 'id'>>({ id: 'id::text', name: 'name' })).toContain('AS "name"');
});

describe.each(testEngines())('a row selected into its fields on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ db, cleanup } = await engine.open());
    await db.exec(`CREATE TABLE fish (id bigint PRIMARY KEY, local_name text NOT NULL, tags jsonb NOT NULL, weight_grams smallint NOT NULL,
                     caught_at timestamptz NOT NULL, released_at timestamptz, price bigint NOT NULL);
                   INSERT INTO fish VALUES (9007199254740993, 'ilish', '["river"]', 900, '2026-11-01T06:30:00Z', NULL, 9007199254740993);`);
  });
  afterEach(() => cleanup());

  it('comes back as the object: dates as Date, small ints as numbers, jsonb parsed; int8 as text', async () => {
    const [row] = await db.query<WithTextFields<Fish, 'price'>>(`SELECT ${FISH_COLUMNS} FROM fish`);
    expect(row).toEqual({
      id: '9007199254740993',
      localName: 'ilish',
      tags: ['river'],
      weightGrams: 900,
      caughtAt: new Date('2026-11-01T06:30:00Z'),
      releasedAt: null,
      price: '9007199254740993',
    });
    expect(row!.caughtAt).toBeInstanceOf(Date);
    expect(Object.keys(row!)).toEqual(['id', 'localName', 'tags', 'weightGrams', 'caughtAt', 'releasedAt', 'price']);
  });
});
