import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RemotePreload } from './remote-preload';
import { siteManifest } from './site-manifest';

let siteDir: string;
const write = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), body);
};
const serve = (version: string) => {
  write('remotes.json', JSON.stringify({ 'mfe-home': { version, entry: `/remotes/mfe-home/${version}/remoteEntry.js` } }));
  // A later modification time, as the release tool's swap gives.
  const later = new Date(Date.now() + Number(version.split('.')[1]) * 10_000);
  utimesSync(path.join(siteDir, 'remotes.json'), later, later);
};

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'khela-preload-'));
});
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

test("the remote in service: its entry and its ./app's scripts, again after a release swaps remotes.json", () => {
  write('remotes/mfe-home/1.0.0/expose-chunks.json', '{"./app":["expose-app.1a.js","665.2b.js"]}');
  write('remotes/mfe-home/1.1.0/expose-chunks.json', '{"./app":["expose-app.3c.js"]}');
  serve('1.0.0');
  const preload = new RemotePreload(siteManifest(siteDir), siteDir, 'mfe-home');
  expect(preload.paths()).toEqual(['/remotes/mfe-home/1.0.0/remoteEntry.js', '/remotes/mfe-home/1.0.0/expose-app.1a.js', '/remotes/mfe-home/1.0.0/665.2b.js']);
  serve('1.1.0');
  expect(preload.paths()).toEqual(['/remotes/mfe-home/1.1.0/remoteEntry.js', '/remotes/mfe-home/1.1.0/expose-app.3c.js']);
});

test('nothing is hinted when a part is missing or odd', () => {
  const preload = new RemotePreload(siteManifest(siteDir), siteDir, 'mfe-home');
  expect(preload.paths()).toEqual([]); // no remotes.json
  serve('1.0.0');
  expect(preload.paths()).toEqual([]); // a build without expose-chunks.json
  write('remotes.json', JSON.stringify({ 'mfe-home': { version: 'x', entry: 'https://elsewhere.example/remoteEntry.js' } }));
  expect(new RemotePreload(siteManifest(siteDir), siteDir, 'mfe-home').paths()).toEqual([]);
  write('remotes.json', '{"mfe-home":{"version":"1.0.0","entry":"/remotes/mfe-home/1.0.0/remoteEntry.js"}}');
  write('remotes/mfe-home/1.0.0/expose-chunks.json', '{"./app":["../../../etc/passwd.js","ok.js",7]}');
  expect(new RemotePreload(siteManifest(siteDir), siteDir, 'mfe-home').paths()).toEqual(['/remotes/mfe-home/1.0.0/remoteEntry.js', '/remotes/mfe-home/1.0.0/ok.js']);
});
