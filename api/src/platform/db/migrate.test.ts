import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRawTestDb } from '../../test/test-db';
import { seedDemoData } from '../../seed/prepare-database';
import { MIGRATIONS_DIR, migrate } from './migrate';

test('migrations apply once, in order, on this engine; seeding is idempotent', async () => {
  const { db, cleanup } = await createRawTestDb();
  try {
    // The numbered files, then the repeatable ones (the SQL functions).
    const files = [
      ...readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort(),
      ...readdirSync(path.join(MIGRATIONS_DIR, 'repeatable')).filter((f) => f.endsWith('.sql')).sort().map((f) => `repeatable/${f}`),
    ];
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(files);
    expect(recorded.every((r) => /^[0-9a-f]{64}$/.test(r.checksum ?? ''))).toBe(true);

    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const [counts] = await db.query<{ merchants: number; vendors: number }>(
      'SELECT (SELECT count(*)::int FROM merchants) AS merchants, (SELECT count(*)::int FROM vendors) AS vendors',
    );
    expect(counts).toEqual({ merchants: 2, vendors: 17 }); // SV3 left: the COCKFIGHT game is the house arena
  } finally {
    await cleanup();
  }
});

test('a failing migration leaves nothing behind', async () => {
  const { db, cleanup } = await createRawTestDb();
  const dir = mkdtempSync(path.join(tmpdir(), 'khela-mig-'));
  writeFileSync(`${dir}/001_ok.sql`, 'CREATE TABLE ok_table (id int);');
  writeFileSync(`${dir}/002_bad.sql`, 'CREATE TABLE half_table (id int); SELECT no_such_column FROM ok_table;');
  try {
    await expect(migrate(db, dir)).rejects.toThrow();
    const tables = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('ok_table','half_table') AND table_schema = current_schema()",
    );
    expect(tables.map((r) => r.name)).toEqual(['ok_table']);
    expect((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name)).toEqual(['001_ok.sql']);
  } finally {
    await cleanup();
  }
});
