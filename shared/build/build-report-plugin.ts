import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/**
 * Writes `<package>/.build/report.json` after a build: for each emitted JS file, the source size of
 * its modules and how much of that is Module Federation's runtime. bench/frontend reads it to
 * attribute the bytes a page downloads.
 */
export class BuildReportPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('KhelaBuildReport', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
      const files: Record<string, { moduleBytes: number; federationRuntimeBytes: number }> = {};
      for (const chunk of json.chunks ?? []) {
        let moduleBytes = 0;
        let federationRuntimeBytes = 0;
        for (const module of chunk.modules ?? []) {
          const size = module.size ?? 0;
          moduleBytes += size;
          const name = `${module.name ?? ''} ${module.identifier ?? ''}`;
          if (name.includes('@module-federation') || name.includes('webpack/runtime/') || name.includes('federation')) federationRuntimeBytes += size;
        }
        for (const file of chunk.files ?? []) {
          if (file.endsWith('.js')) files[file] = { moduleBytes, federationRuntimeBytes };
        }
      }
      const folder = path.join(compiler.context, '.build');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'report.json'), JSON.stringify({ files }, null, 1));
    });
  }
}
