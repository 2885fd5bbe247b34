import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of the package a module belongs to: the nearest folder at or above `fromDir` that
 * holds a package.json. A service reads files shipped beside its code (migrations, media, the site)
 * from there, so the same path works from its sources (`src/…`, tsx and jest, where `__dirname` is
 * the module's own folder) and from its bundle (`dist/main.js`, where every module's `__dirname` is
 * `dist/`).
 */
export function packageDir(fromDir: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json at or above ${fromDir}`);
  }
}
