import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every .ts file of the kit, tests included. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

test('the kit imports no service code: only Node, its own files and its own dependencies', () => {
  const allowedPackages = new Set(['pg', '@electric-sql/pglite', '@fastify/helmet', 'fastify', 'fastify-plugin']);
  const outside: string[] = [];
  for (const file of sources(__dirname)) {
    for (const specifier of importsOf(file)) {
      const ownFile = specifier.startsWith('.') && path.resolve(path.dirname(file), specifier).startsWith(__dirname + path.sep);
      const allowed = ownFile || specifier.startsWith('node:') || allowedPackages.has(specifier);
      if (!allowed) outside.push(`${path.relative(__dirname, file)} imports ${specifier}`);
    }
  }
  expect(outside).toEqual([]);
});
