import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mediaDir } from './media';
import { mediaFiles } from './media-drawings';

/** `pnpm --filter @khela/api run draw-media`: writes the drawn pictures into api/media (docs/visual-identity.md). */
for (const [file, text] of Object.entries(mediaFiles())) {
  const target = path.join(mediaDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`${file}  ${text.length} bytes`);
}
