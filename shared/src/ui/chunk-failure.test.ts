import { chunkFailureOf } from './chunk-failure';

describe('chunk failures (SPEC §8)', () => {
  it("reads webpack's script chunk error and the CSS extractor's style chunk error", () => {
    const script = Object.assign(new Error('Loading chunk 42 failed.\n(timeout: /assets/42.abc.js)'), { name: 'ChunkLoadError', type: 'timeout', request: '/assets/42.abc.js' });
    const style = Object.assign(new Error('Loading CSS chunk 7 failed.\n(/assets/7.def.css)'), { code: 'CSS_CHUNK_LOAD_FAILED', type: 'missing', request: '/assets/7.def.css' });
    expect(chunkFailureOf(script)).toEqual({ type: 'script', address: '/assets/42.abc.js' });
    expect(chunkFailureOf(style)).toEqual({ type: 'style', address: '/assets/7.def.css' });
  });

  it('anything else is not a chunk failure', () => {
    expect(chunkFailureOf(new Error('render bug'))).toBeNull();
    expect(chunkFailureOf('text')).toBeNull();
    expect(chunkFailureOf(null)).toBeNull();
  });
});
