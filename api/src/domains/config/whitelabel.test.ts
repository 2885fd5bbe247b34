import { buildWhitelabelTree, FEATURE_SWITCHES } from './whitelabel';

test('every feature switch appears once, as a leaf, with groups enabled when any child is', () => {
  const tree = buildWhitelabelTree({ FREEPLAY3: true });
  const leaves = tree.flatMap((group) => group.childrenNodes);
  expect(leaves.map((l) => l.modId).sort()).toEqual([...FEATURE_SWITCHES].sort());
  expect(leaves.find((l) => l.modId === 'FREEPLAY3')?.enabled).toBe('1');
  expect(leaves.filter((l) => l.enabled === '1')).toHaveLength(1);
  expect(tree.find((g) => g.modId === 'GAME')?.enabled).toBe('1');
  expect(tree.find((g) => g.modId === 'REGISTER')?.enabled).toBe('0');
});
