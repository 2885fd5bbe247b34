/**
 * @jest-environment node
 */
import path from 'node:path';
import { createFederatedConfig } from '../../build/create-config';

describe('chunk loading (SPEC §9)', () => {
  it.each(['host', 'remote'] as const)('a %s build gives every chunk 120 s before it counts as failed', (kind) => {
    const config = createFederatedConfig({ packageDir: path.join(__dirname, '..', '..'), federationName: 'probe', cssPrefix: 'pr', kind });
    expect(config.output?.chunkLoadTimeout).toBe(120_000);
  });
});
