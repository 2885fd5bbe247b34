/**
 * Stand-ins for a remote's remoteEntry.js, served by Playwright in place of the real one, to make
 * a remote fail in the ways a broken release would: its mount rejects, or it throws while
 * rendering. The render failure goes through the real @khela/shared (taken from the page's share
 * scope), so the real error boundary of every remote is what is exercised.
 */
export function failingMountEntry(federationName: string): string {
  return `
    globalThis[${JSON.stringify(federationName)}] = {
      init() {},
      get() {
        return Promise.resolve(() => ({
          bootstrap: () => Promise.resolve(),
          mount: () => Promise.reject(new Error('e2e: mount failed')),
          unmount: () => Promise.resolve(),
        }));
      },
    };`;
}

export function throwingRenderEntry(federationName: string, areaName: string): string {
  return `
    (function () {
      let scope;
      const pick = async (name) => {
        const versions = scope[name];
        const factory = await versions[Object.keys(versions)[0]].get();
        return factory();
      };
      globalThis[${JSON.stringify(federationName)}] = {
        init(shareScope) { scope = shareScope; },
        async get() {
          const shared = await pick('@khela/shared');
          function Exploding() { throw new Error('e2e: render failed'); }
          const app = shared.createRemoteApp({ name: ${JSON.stringify(areaName)}, release: 'e2e', messages: { bn: {}, en: {} }, Root: Exploding });
          return () => app;
        },
      };
    })();`;
}
