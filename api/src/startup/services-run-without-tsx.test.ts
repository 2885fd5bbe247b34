import { readFileSync } from 'node:fs';
import path from 'node:path';

/** ADR 0011: the services run their bundles with plain node; tsx is a development and test tool only. */
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const manifest = (service: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, service, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    dependencies?: Record<string, string>;
  };

test.each(['api', 'house', 'sandbox', 'sportsbook'])('%s: tsx is not a run-time dependency and start runs the bundle with node', (service) => {
  const pkg = manifest(service);
  expect(Object.keys(pkg.dependencies ?? {})).not.toContain('tsx');
  expect(pkg.scripts.start).toMatch(/^node .*dist\/main\.js$/);
});

test('the operator CLI runs through a plain node launcher (the bundle in production)', () => {
  expect(manifest('api').scripts.operator).toBe('node operator.cjs');
  expect(readFileSync(path.join(repoRoot, 'api', 'operator.cjs'), 'utf8')).toContain("'dist', 'operator.js'");
});
