#!/usr/bin/env node
'use strict';
/**
 * `pnpm operator …` (ADR 0011): in a checkout with the development tools installed the CLI runs
 * from its sources through tsx (always current); with NODE_ENV=production, or where tsx is not installed (`pnpm install
 * --prod`), it runs the bundle `dist/operator.js` with plain node.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const source = path.join(__dirname, 'src', 'cli', 'operator.ts');
const bundle = path.join(__dirname, 'dist', 'operator.js');
let tsxCli = null;
try {
  tsxCli = require.resolve('tsx/cli', { paths: [__dirname] });
} catch {
  tsxCli = null;
}
const args = process.argv.slice(2);
const fromSource = tsxCli && existsSync(source) ? [tsxCli, source, ...args] : null;
const fromBundle = existsSync(bundle) ? ['--enable-source-maps', bundle, ...args] : null;
// Production prefers the bundle (what the servers run); development the sources.
const run = process.env.NODE_ENV === 'production' ? (fromBundle ?? fromSource) : (fromSource ?? fromBundle);
if (!run) {
  console.error(`no operator CLI to run: build it first (pnpm build:services writes ${path.relative(process.cwd(), bundle)})`);
  process.exit(1);
}
const result = spawnSync(process.execPath, run, { stdio: 'inherit' });
process.exit(result.status ?? 1);
