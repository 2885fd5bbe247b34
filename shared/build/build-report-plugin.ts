import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Module } from 'webpack';

interface FileReport {
  moduleBytes: number;
  federationRuntimeBytes: number;
  /** The modules it carries, largest first (a concatenated module counted by its parts). */
  modules: { name: string; bytes: number }[];
}

/**
 * Writes `<package>/.build/report.json` after a build: for each emitted JS file, the source size of
 * its modules, what they are (to see what a chunk carries), and how much of that is Module
 * Federation's runtime. bench/frontend reads it to attribute the bytes a page downloads.
 */
export class BuildReportPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('KhelaBuildReport', ({ compilation }) => {
      const { chunkGraph, requestShortener } = compilation;
      const nameOf = (module: Module) => module.readableIdentifier(requestShortener);
      const files: Record<string, FileReport> = {};
      for (const chunk of compilation.chunks) {
        let moduleBytes = 0;
        let federationRuntimeBytes = 0;
        const modules: FileReport['modules'] = [];
        const add = (name: string, bytes: number) => {
          moduleBytes += bytes;
          modules.push({ name, bytes });
          if (name.includes('@module-federation') || name.includes('webpack/runtime/') || name.includes('federation')) federationRuntimeBytes += bytes;
        };
        // Runtime modules are among a chunk's modules already (named webpack/runtime/…).
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          const parts = 'modules' in module && Array.isArray(module.modules) ? (module.modules as Module[]) : [module];
          for (const part of parts) add(nameOf(part), part.size());
        }
        for (const file of chunk.files) {
          if (file.endsWith('.js')) files[file] = { moduleBytes, federationRuntimeBytes, modules: modules.sort((a, b) => b.bytes - a.bytes) };
        }
      }
      const folder = path.join(compiler.context, '.build');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'report.json'), JSON.stringify({ files }, null, 1));
    });
  }
}
