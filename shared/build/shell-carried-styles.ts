import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The CSS modules of @khela/shared that the shell's own build carries: those reached from the
 * package's main entry (`src/index.ts`) by relative imports. The shell provides `@khela/shared` to
 * every remote, so these are styled by the shell's stylesheets under the shell's class names. A
 * sheet reached only from a subpath entry (`@khela/shared/reports`, whose copy each remote brings
 * itself, shared-modules.ts) is drawn by the remote's own copy, under the remote's names. A first
 * frame's server build names each sheet as the browser build that draws it does
 * (createFirstFrameConfig). Read from the sources, not built: a frame build needs no shell build first.
 */
export function shellCarriedStyles(sharedSrc: string): Set<string> {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (target.endsWith('.css')) styles.add(target);
      else {
        const source = [target, ...SOURCE_EXTENSIONS.map((extension) => `${target}${extension}`)].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
        if (source) visit(source);
      }
    }
  };
  visit(path.join(sharedSrc, 'index.ts'));
  return styles;
}
