import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageDir } from './package-dir';

describe('packageDir', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'package-dir-'));
  const pkg = path.join(root, 'api');
  mkdirSync(path.join(pkg, 'src', 'platform', 'db'), { recursive: true });
  mkdirSync(path.join(pkg, 'dist'), { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), '{}');

  it('finds the same package from a source folder and from the bundle folder', () => {
    expect(packageDir(path.join(pkg, 'src', 'platform', 'db'))).toBe(pkg);
    expect(packageDir(path.join(pkg, 'dist'))).toBe(pkg);
  });

  it('finds this package from its own sources', () => {
    expect(packageDir(__dirname)).toBe(path.resolve(__dirname, '..'));
  });
});
