import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from './migrate';
import { testEngines } from './test-engines';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe.each(testEngines())('the migration runner on $name', (engine) => {
  it('applies the files in name order, once, and records each in the service table', async () => {
    const { db, cleanup } = await engine.open();
    // Written out of order on purpose: 002 needs the table 001 makes. Other files are not migrations.
    const dir = migrationsDir({
      '002_rows.sql': "INSERT INTO fish (name) VALUES ('koi'); INSERT INTO fish (name) VALUES ('rui');",
      '001_fish.sql': 'CREATE TABLE fish (id serial PRIMARY KEY, name text NOT NULL);',
      'README.md': 'not a migration',
      '3_short.sql': 'SELECT no_such_thing;',
    });
    try {
      expect(await migrate(db, { dir, table: 'service_migrations' })).toEqual(['001_fish.sql', '002_rows.sql']);
      expect(await migrate(db, { dir, table: 'service_migrations' })).toEqual([]);
      expect(await db.query('SELECT name FROM fish ORDER BY id')).toEqual([{ name: 'koi' }, { name: 'rui' }]);
      const recorded = await db.query<{ name: string }>('SELECT name FROM service_migrations ORDER BY applied_at, name');
      expect(recorded.map((r) => r.name)).toEqual(['001_fish.sql', '002_rows.sql']);

      writeFileSync(path.join(dir, '003_more.sql'), "INSERT INTO fish (name) VALUES ('ilish');");
      expect(await migrate(db, { dir, table: 'service_migrations' })).toEqual(['003_more.sql']);
      expect((await db.query('SELECT count(*)::int AS n FROM fish'))[0]).toEqual({ n: 3 });
    } finally {
      await cleanup();
    }
  });

  it('keeps each service to its own record table in one database', async () => {
    const { db, cleanup } = await engine.open();
    try {
      await migrate(db, { dir: migrationsDir({ '001_a.sql': 'CREATE TABLE a (id int);' }), table: 'first_migrations' });
      const second = await migrate(db, { dir: migrationsDir({ '001_a.sql': 'CREATE TABLE b (id int);' }), table: 'second_migrations' });
      expect(second).toEqual(['001_a.sql']);
    } finally {
      await cleanup();
    }
  });

  it('leaves nothing of a failing file behind and stops there', async () => {
    const { db, cleanup } = await engine.open();
    const dir = migrationsDir({
      '001_ok.sql': 'CREATE TABLE ok_table (id int);',
      '002_bad.sql': 'CREATE TABLE half_table (id int); SELECT no_such_column FROM ok_table;',
      '003_after.sql': 'CREATE TABLE after_table (id int);',
    });
    try {
      await expect(migrate(db, { dir, table: 'service_migrations' })).rejects.toThrow();
      const tables = await db.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE '%_table' AND table_schema = current_schema()",
      );
      expect(tables.map((r) => r.name)).toEqual(['ok_table']);
      expect(await db.query('SELECT name FROM service_migrations')).toEqual([{ name: '001_ok.sql' }]);
    } finally {
      await cleanup();
    }
  });

  it('refuses a record table name that is not a plain identifier', async () => {
    const { db, cleanup } = await engine.open();
    try {
      await expect(migrate(db, { dir: migrationsDir({}), table: 'x; DROP TABLE y' })).rejects.toThrow('Invalid SQL name');
    } finally {
      await cleanup();
    }
  });
});
