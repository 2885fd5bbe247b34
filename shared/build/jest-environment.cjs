// jsdom lacks the fetch family, streams and WebCrypto's subtle that real browsers have; take
// Node's own so ky and the crypto code run in tests as they do on a phone.
const { TestEnvironment } = require('jest-environment-jsdom');
const { webcrypto } = require('node:crypto');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const g = this.global;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel', 'AbortController', 'AbortSignal', 'DOMException']) {
      if (typeof g[name] === 'undefined' || name === 'AbortController' || name === 'AbortSignal') g[name] = globalThis[name];
    }
    // jsdom has no PointerEvent: fireEvent.pointer* would drop clientX/clientY.
    if (typeof g.PointerEvent === 'undefined') {
      g.PointerEvent = class PointerEvent extends g.MouseEvent {
        constructor(type, init = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
          this.pointerType = init.pointerType ?? 'mouse';
        }
      };
    }
    if (!g.crypto || !g.crypto.subtle) Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true });
  }
}

module.exports = BrowserLikeEnvironment;
