import path from 'node:path';
import { domainCycles, domainGraph } from './domain-imports';

const srcDir = path.resolve(__dirname, '..');

describe('imports between the api domains', () => {
  const graph = domainGraph(srcDir);

  test('reads every domain, and the imports between them', () => {
    expect(graph.domains).toEqual(expect.arrayContaining(['config', 'identity', 'wallet', 'vendor-wallet', 'payments', 'games', 'sports', 'messages', 'operator']));
    // Known one-way dependencies: if these vanish, the reader is broken rather than the code clean.
    expect([...graph.edges.get('payments')!]).toEqual(expect.arrayContaining(['wallet', 'identity']));
    expect([...graph.edges.get('vendor-wallet')!]).toContain('wallet');
  });

  test('platform/ imports no domain, and a domain reaches another only through its index.ts', () => {
    expect(graph.violations).toEqual([]);
  });

  test('no cycle between domains', () => {
    expect(domainCycles(graph.edges)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const edges = (pairs: Record<string, string[]>) => new Map(Object.entries(pairs).map(([from, to]) => [from, new Set(to)]));

  test('finds a two-way and a longer cycle, and passes a one-way graph', () => {
    expect(domainCycles(edges({ a: ['b'], b: ['a'] }))).toEqual([['a', 'b', 'a']]);
    expect(domainCycles(edges({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
    expect(domainCycles(edges({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
