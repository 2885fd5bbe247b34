import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ChangedMigrationError, migrate, migrationChecksum } from './migrate';
import { testEngines } from './test-engines';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-migrations-'));
  mkdirSync(path.join(dir, 'repeatable'));
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

  it('records a checksum of each file and refuses to run when an applied file changed, naming it', async () => {
    const { db, cleanup } = await engine.open();
    const dir = migrationsDir({
      '001_fish.sql': 'CREATE TABLE fish (id serial PRIMARY KEY, name text NOT NULL);',
      '002_rows.sql': "INSERT INTO fish (name) VALUES ('koi');",
    });
    const source = { dir, table: 'service_migrations' };
    try {
      await migrate(db, source);
      const recorded = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM service_migrations ORDER BY name');
      expect(recorded).toEqual([
        { name: '001_fish.sql', checksum: migrationChecksum('CREATE TABLE fish (id serial PRIMARY KEY, name text NOT NULL);') },
        { name: '002_rows.sql', checksum: migrationChecksum("INSERT INTO fish (name) VALUES ('koi');") },
      ]);

      // Line endings alone do not make another file.
      writeFileSync(path.join(dir, '002_rows.sql'), "INSERT INTO fish (name)\r\nVALUES ('koi');");
      await db.query("UPDATE service_migrations SET checksum = $1 WHERE name = '002_rows.sql'", [migrationChecksum("INSERT INTO fish (name)\nVALUES ('koi');")]);
      expect(await migrate(db, source)).toEqual([]);
      await db.query("UPDATE service_migrations SET checksum = $1 WHERE name = '002_rows.sql'", [migrationChecksum("INSERT INTO fish (name) VALUES ('koi');")]);

      writeFileSync(path.join(dir, '002_rows.sql'), "INSERT INTO fish (name) VALUES ('rui');");
      writeFileSync(path.join(dir, '003_more.sql'), "INSERT INTO fish (name) VALUES ('ilish');");
      const refusal = migrate(db, source);
      await expect(refusal).rejects.toThrow(ChangedMigrationError);
      await expect(refusal).rejects.toThrow(/002_rows\.sql/);
      // Nothing was applied: not even the new file after it.
      expect(await db.query('SELECT name FROM fish ORDER BY id')).toEqual([{ name: 'koi' }]);
      expect((await db.query<{ name: string }>('SELECT name FROM service_migrations ORDER BY name')).map((r) => r.name)).toEqual(['001_fish.sql', '002_rows.sql']);

      // Restored as applied, the runner goes on.
      writeFileSync(path.join(dir, '002_rows.sql'), "INSERT INTO fish (name) VALUES ('koi');");
      expect(await migrate(db, source)).toEqual(['003_more.sql']);
    } finally {
      await cleanup();
    }
  });

  it('gives the files applied before checksums were kept their checksum on the first run, then holds them to it', async () => {
    const { db, cleanup } = await engine.open();
    const dir = migrationsDir({ '001_fish.sql': 'CREATE TABLE fish (id int);' });
    try {
      // A database made by the runner before it kept checksums.
      await db.exec(`CREATE TABLE service_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
        CREATE TABLE fish (id int); INSERT INTO service_migrations (name) VALUES ('001_fish.sql');`);
      expect(await migrate(db, { dir, table: 'service_migrations' })).toEqual([]);
      expect(await db.query('SELECT name, checksum FROM service_migrations')).toEqual([
        { name: '001_fish.sql', checksum: migrationChecksum('CREATE TABLE fish (id int);') },
      ]);
      writeFileSync(path.join(dir, '001_fish.sql'), 'CREATE TABLE fish (id bigint);');
      await expect(migrate(db, { dir, table: 'service_migrations' })).rejects.toThrow(/001_fish\.sql/);
    } finally {
      await cleanup();
    }
  });

  it('applies repeatable files after the numbered ones, and again whenever they change', async () => {
    const { db, cleanup } = await engine.open();
    // The function's body is checked when it is created (a LANGUAGE sql function): the table must be there first.
    const fishCount = (plus: number) => `CREATE OR REPLACE FUNCTION fish_count() RETURNS int LANGUAGE sql AS $$ SELECT count(*)::int + ${plus} FROM fish $$;`;
    const dir = migrationsDir({
      '001_fish.sql': 'CREATE TABLE fish (id int);',
      'repeatable/fish_count.sql': fishCount(0),
      'repeatable/notes.txt': 'not a migration',
    });
    const source = { dir, table: 'service_migrations' };
    try {
      expect(await migrate(db, source)).toEqual(['001_fish.sql', 'repeatable/fish_count.sql']);
      expect(await db.query('SELECT fish_count() AS n')).toEqual([{ n: 0 }]);
      expect(await migrate(db, source)).toEqual([]);

      writeFileSync(path.join(dir, 'repeatable/fish_count.sql'), fishCount(100));
      writeFileSync(path.join(dir, '002_rows.sql'), 'INSERT INTO fish VALUES (1);');
      expect(await migrate(db, source)).toEqual(['002_rows.sql', 'repeatable/fish_count.sql']);
      expect(await db.query('SELECT fish_count() AS n')).toEqual([{ n: 101 }]);
      expect(await db.query("SELECT checksum FROM service_migrations WHERE name = 'repeatable/fish_count.sql'")).toEqual([
        { checksum: migrationChecksum(fishCount(100)) },
      ]);

      // A repeatable file that fails leaves the function and its record as they were.
      writeFileSync(path.join(dir, 'repeatable/fish_count.sql'), `${fishCount(200)} SELECT no_such_column FROM fish;`);
      await expect(migrate(db, source)).rejects.toThrow();
      expect(await db.query('SELECT fish_count() AS n')).toEqual([{ n: 101 }]);
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
