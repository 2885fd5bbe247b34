/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Lints a would-be file through the repository's real ESLint config; returns the rule ids hit. */
function lint(filePath: string, source: string): string[] {
  const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'eslint'), ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: repoRoot,
    input: source,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
  return (report?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('the import boundary between remotes', () => {
  jest.setTimeout(60_000);

  it.each([
    ['mfe-home/src/probe.ts', "import { x } from '../../mfe-games/src/app';\nexport const y = x;\n"],
    ['mfe-home/src/probe.ts', "import { x } from 'mfe-member/src/app';\nexport const y = x;\n"],
    ['mfe-agent/src/probe.ts', "import { App } from '../../shell/src/App';\nexport const y = App;\n"],
    ['shell/src/probe.ts', "import { x } from '../../mfe-lottery/src/app';\nexport const y = x;\n"],
    ['shared/src/probe.ts', "import { App } from '../../shell/src/App';\nexport const y = App;\n"],
    ['mfe-games/src/probe.ts', "import { Link } from 'react-router-dom';\nexport const y = Link;\n"],
  ])('%s may not import across: %s', (file, source) => {
    expect(lint(file, source)).toContain('no-restricted-imports');
  });

  it('refuses a relative path out of a remote, but not a deep one inside it', () => {
    expect(lint('mfe-member/src/features/payments/probe.ts', "import { buildApp } from '../../../../api/src/app';\nexport const y = buildApp;\n")).toContain('import-x/no-relative-packages');
    expect(lint('mfe-member/src/features/payments/probe.ts', "import { Section } from '../../components/Section';\nexport const y = Section;\n")).toEqual([]);
  });

  it('lets a remote import @khela/shared', () => {
    expect(lint('mfe-home/src/probe.ts', "import { bus } from '@khela/shared';\nexport const y = bus;\n")).toEqual([]);
  });
});
