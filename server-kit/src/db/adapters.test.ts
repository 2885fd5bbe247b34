import { json, type Db } from './db';
import { testEngines } from './test-engines';

describe.each(testEngines())('the $name adapter', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ db, cleanup } = await engine.open());
    await db.exec(`CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, tags jsonb NOT NULL DEFAULT '[]');
                   CREATE TABLE counters (name text PRIMARY KEY, n int NOT NULL);`);
  });
  afterEach(() => cleanup());

  it('reports its engine', () => {
    expect(db.engine).toBe(engine.name);
  });

  it('runs parameterised statements and returns plain rows, jsonb passed as JSON text', async () => {
    await db.query('INSERT INTO items (id, name, tags) VALUES ($1, $2, $3::jsonb), ($4, $5, $6::jsonb)', [1, 'puti', json(['small']), 2, 'ilish', json([])]);
    const rows = await db.query<{ id: number; name: string; tags: string[] }>('SELECT id, name, tags FROM items ORDER BY id');
    expect(rows).toEqual([
      { id: 1, name: 'puti', tags: ['small'] },
      { id: 2, name: 'ilish', tags: [] },
    ]);
  });

  it('answers the same for a named (prepared) statement, run twice', async () => {
    await db.query("INSERT INTO items (id, name) VALUES (7, 'koi')");
    const sql = 'SELECT name FROM items WHERE id = $1';
    expect(await db.query(sql, [7], { name: 'kit_item_name' })).toEqual([{ name: 'koi' }]);
    expect(await db.query(sql, [8], { name: 'kit_item_name' })).toEqual([]);
  });

  it('commits a transaction and hands back its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO counters VALUES ('spins', 1)");
      await tx.exec("UPDATE counters SET n = n + 1; UPDATE counters SET n = n * 10;");
      return (await tx.query<{ n: number }>('SELECT n FROM counters'))[0]!.n;
    });
    expect(result).toBe(20);
    expect(await db.query('SELECT name, n FROM counters')).toEqual([{ name: 'spins', n: 20 }]);
  });

  it('rolls a transaction back whole when it throws, and the error reaches the caller', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO counters VALUES ('kept', 1)");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const failing = db.transaction(async (tx) => {
      await tx.query("INSERT INTO counters VALUES ('twice', 1)");
      await tx.query("INSERT INTO counters VALUES ('twice', 2)");
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT * FROM counters')).toEqual([]);
  });
});
