import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph between the api's domains, read from the source: which domain imports which,
 * and every import that breaks the layout's rules (platform/ importing a domain, a domain reaching
 * into another's internals instead of its public index.ts). The rules in eslint.config.mjs say the
 * same per file; this adds what a per-file rule cannot see: cycles between domains.
 */

/** The TypeBox schema files (`*-schemas.ts`, the envelope, the money wire): the contract, not a domain's internals. */
export function isContractFile(file: string): boolean {
  return /-schemas\.ts$/.test(file) || /(^|\/)(money-wire|envelope|schema-helpers)\.ts$/.test(file);
}

/** Tests, their kits and helpers set up data across domains; the rules are for the code that runs. */
export function isTestFile(file: string): boolean {
  return /\.test\.ts$|-test-(kit|app)\.ts$/.test(file) || /(^|\/)tests?\//.test(file);
}

export interface ImportEdge {
  /** Importing file, relative to src/. */
  from: string;
  /** Imported file (without extension), relative to src/. */
  to: string;
}

export interface DomainGraph {
  domains: string[];
  /** domain -> the domains it imports (contract files aside). */
  edges: Map<string, Set<string>>;
  /** Imports that break the rules, with the rule they break. */
  violations: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every relative import, re-export and dynamic import of the production files under src/. */
export function relativeImports(srcDir: string, folders: readonly string[]): ImportEdge[] {
  return folders.flatMap((folder) =>
    sourceFiles(path.join(srcDir, folder))
      .map((file) => path.relative(srcDir, file))
      .filter((file) => !isTestFile(file) && !isContractFile(file))
      .flatMap((file) =>
        ts
          .preProcessFile(readFileSync(path.join(srcDir, file), 'utf8'), true, true)
          .importedFiles.map((imported) => imported.fileName)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => ({ from: file, to: path.join(path.dirname(file), specifier).replace(/\.(ts|js)$/, '') })),
      ),
  );
}

/** `domains/wallet/ledger/ledger` -> 'wallet'; null outside domains/. */
function domainOf(file: string): string | null {
  const [top, domain] = file.split('/');
  return top === 'domains' && domain && !domain.includes('.') ? domain : null;
}

function isPublicIndex(file: string, domain: string): boolean {
  return file === `domains/${domain}` || file === `domains/${domain}/index`;
}

export function domainGraph(srcDir: string): DomainGraph {
  const domains = readdirSync(path.join(srcDir, 'domains')).filter((name) => statSync(path.join(srcDir, 'domains', name)).isDirectory());
  const edges = new Map(domains.map((domain) => [domain, new Set<string>()]));
  const violations: string[] = [];
  for (const { from, to } of relativeImports(srcDir, ['platform', 'domains'])) {
    const source = domainOf(from);
    const target = domainOf(to);
    if (!target || target === source || isContractFile(`${to}.ts`)) continue;
    if (!source) {
      violations.push(`${from} imports ${to}: platform/ never imports a domain`);
      continue;
    }
    edges.get(source)!.add(target);
    if (!isPublicIndex(to, target)) violations.push(`${from} imports ${to}: another domain only through domains/${target}/index.ts`);
  }
  return { domains, edges, violations };
}

/** Every cycle between domains, each as the path that closes it (a -> b -> a). */
export function domainCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (domain: string, trail: string[]) => {
    const at = trail.indexOf(domain);
    if (at >= 0) {
      cycles.push([...trail.slice(at), domain]);
      return;
    }
    if (seen.has(domain)) return;
    for (const next of edges.get(domain) ?? []) visit(next, [...trail, domain]);
    seen.add(domain);
  };
  for (const domain of edges.keys()) visit(domain, []);
  return cycles;
}
