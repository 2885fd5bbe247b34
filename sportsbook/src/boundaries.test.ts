import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every .ts file of the book, tests included. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

test('the book knows the api only through the vendor contract: no api or house code, only the rules and the kit', () => {
  const allowed = (specifier: string) =>
    specifier.startsWith('node:') || specifier.startsWith('.') || specifier === 'fastify' || specifier === '@khela/contracts/sportsbook' || specifier.startsWith('@khela/server-kit/');
  const outside = sources(__dirname).flatMap((file) => importsOf(file).filter((specifier) => !allowed(specifier)).map((specifier) => `${path.relative(__dirname, file)} imports ${specifier}`));
  expect(outside).toEqual([]);
});
