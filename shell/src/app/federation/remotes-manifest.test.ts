import { forgetStartAnswers } from '@khela/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesManifest, remoteEntryAddress, remoteVersion } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const manifest = (version: string) => ({ 'mfe-home': { version, entry: `/remotes/mfe-home/${version}/remoteEntry.js` } });

function servePage(remotes: unknown): void {
  document.getElementById('khela-start')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'khela-start';
  script.textContent = JSON.stringify({ servedAt: Date.now(), merchant: 'khela', answers: {}, remotes });
  document.body.append(script);
  forgetStartAnswers();
}

describe('remotes.json at start', () => {
  beforeEach(() => {
    global.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(manifest('1.0.0')), { status: 200 }));
    (registerRemotes as jest.Mock).mockClear();
  });

  it('comes from index.html when the api wrote it there: no request', async () => {
    servePage(manifest('2.0.0'));
    await loadRemotesManifest();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(remoteVersion('home')).toBe('2.0.0');
    expect(remoteEntryAddress('home')).toBe('/remotes/mfe-home/2.0.0/remoteEntry.js');
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ entry: '/remotes/mfe-home/2.0.0/remoteEntry.js' })]));
  });

  it('is fetched when the page carries none', async () => {
    servePage(null);
    await loadRemotesManifest();
    expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(remoteVersion('home')).toBe('1.0.0');
  });
});
