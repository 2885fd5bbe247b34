import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mediaDir } from './media';
import { mediaBinaries, mediaFiles } from './media-drawings';

/** `pnpm --filter @khela/api run draw-media`: writes the drawn pictures into api/media (docs/visual-identity.md). */
for (const [file, content] of Object.entries<string | Buffer>({ ...mediaFiles(), ...mediaBinaries() })) {
  const target = path.join(mediaDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`${file}  ${content.length} bytes`);
}
