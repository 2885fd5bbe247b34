import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every .ts file of the book, tests included. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

/** Module specifiers of the file's import and export statements, and of dynamic imports. */
const importsOf = (file: string) => {
  const source = readFileSync(file, 'utf8');
  const statements = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm)].map((m) => m[1]!);
  const dynamic = [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
  return [...statements, ...dynamic];
};

test('the book knows the api only through the vendor contract: no api or house code, only the rules and the kit', () => {
  const allowed = (specifier: string) =>
    specifier.startsWith('node:') || specifier.startsWith('.') || specifier === 'fastify' || specifier === '@khela/contracts/sportsbook' || specifier.startsWith('@khela/server-kit/');
  // The reader sees the imports at all (a broken pattern would find none and pass).
  expect(sources(__dirname).flatMap(importsOf)).toEqual(expect.arrayContaining(['@khela/contracts/sportsbook', '@khela/server-kit/vendor', './app']));
  const outside = sources(__dirname).flatMap((file) => importsOf(file).filter((specifier) => !allowed(specifier)).map((specifier) => `${path.relative(__dirname, file)} imports ${specifier}`));
  expect(outside).toEqual([]);
});
