import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { FIRST_FRAME_ID, type StartAnswersPayload } from '@khela/contracts/start-answers';
import { FirstFrame } from './first-frame';
import { IndexPage } from './index-page';
import { siteManifest } from './site-manifest';

let siteDir: string;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
const write = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), body);
};
const serve = (version: string) => write('remotes.json', JSON.stringify({ 'mfe-home': { version, entry: `/remotes/mfe-home/${version}/remoteEntry.js` } }));
/** A release's server build, as the home's build writes it: a CommonJS module and its stylesheet. */
const release = (version: string, render: string, styles = '.home_a{color:red}') => {
  write(`remotes/mfe-home/${version}/server/first-frame.cjs`, `exports.renderFirstFrame = ${render};`);
  write(`remotes/mfe-home/${version}/server/first-frame.css`, styles);
};
const payload: StartAnswersPayload = { servedAt: 1, merchant: 'khela', answers: {}, remotes: null };
const home = { pathname: '/', audience: 'visitors' } as const;

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'khela-frame-'));
  warnings.length = 0;
});
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

test("the release in service draws the frame: its markup, inert and hidden from readers, its styles, and the nonce on its script", () => {
  release('1.0.0', `(answers, language) => '<p class="home_a">' + answers.merchant + ' ' + language + '</p>'`);
  release('1.1.0', `() => '<p>newer</p>'`);
  serve('1.0.0');
  const frame = new FirstFrame(siteManifest(siteDir), siteDir, 'mfe-home', log);
  const markup = frame.markup(payload, 'n0nce', home);
  expect(markup).toContain(`<div id="${FIRST_FRAME_ID}" data-path="/" inert aria-hidden="true"><p class="home_a">khela bn</p></div>`);
  expect(markup).toContain('top:102px');
  expect(markup).toContain('.home_a{color:red}');
  expect(markup).toContain('<script nonce="n0nce">');
  // A publish or a rollback changes the frame with the release.
  serve('1.1.0');
  expect(frame.markup(payload, 'n', home)).toContain('<p>newer</p>');
  expect(warnings).toEqual([]);
});

test('no frame, and the page as before, when the release has no server build, its render throws or draws nothing', () => {
  const frame = new FirstFrame(siteManifest(siteDir), siteDir, 'mfe-home', log);
  expect(frame.markup(payload, 'n', home)).toBe(''); // no remotes.json
  serve('1.0.0');
  expect(frame.markup(payload, 'n', home)).toBe(''); // a release from before first frames, or a remote that draws none
  expect(warnings).toHaveLength(0);
  release('2.0.0', `(answers, language, pathname) => { if (pathname === '/broken') throw new Error('broken'); return '<p>' + pathname + '</p>'; }`);
  serve('2.0.0');
  const broken = { pathname: '/broken', audience: 'visitors' } as const;
  expect(frame.markup(payload, 'n', broken)).toBe('');
  expect(warnings).toHaveLength(1);
  expect(frame.markup(payload, 'n', broken)).toBe(''); // told once per release and page
  expect(warnings).toHaveLength(1);
  // The release's other pages still draw theirs.
  expect(frame.markup(payload, 'n', home)).toContain('<p>/</p>');
  release('3.0.0', `() => null`);
  serve('3.0.0');
  expect(frame.markup(payload, 'n', home)).toBe('');
  expect(warnings).toHaveLength(1);
});

test("a members' page's frame sits below a member's taller header and stays only for a tab that holds a session", () => {
  release('1.0.0', `(answers, language, pathname) => '<p>' + pathname + '</p>'`);
  serve('1.0.0');
  const frame = new FirstFrame(siteManifest(siteDir), siteDir, 'mfe-home', log);
  const members = frame.markup(payload, 'n', { pathname: '/member/withdraw', audience: 'members' });
  expect(members).toContain('data-path="/member/withdraw"');
  expect(members).toContain('top:154px');
  expect(members).toContain('if(!m||');
  expect(frame.markup(payload, 'n', home)).toContain('if(m||');
  expect(frame.markup(payload, 'n', { pathname: '/a"b', audience: 'visitors' })).toContain('data-path="/a&quot;b"');
});

test("a stylesheet cannot end its style element", () => {
  release('1.0.0', `() => '<p>x</p>'`, '.a::after{content:"</style><script>alert(1)</script>"}');
  serve('1.0.0');
  const markup = new FirstFrame(siteManifest(siteDir), siteDir, 'mfe-home', log).markup(payload, 'n', home);
  expect(markup.match(/<\/style>/g)).toHaveLength(1);
});

test("with a frame, index.html writes in the shell's start-up stylesheets it otherwise only preloads, named for the shell's runtime", () => {
  write('index.html', '<html><head><link rel="preload" as="style" href="/assets/1.a.css"><link rel="preload" as="style" href="/assets/2.b.css"><link rel="preload" as="style" href="/assets/3.c.css"><link rel="preload" as="script" href="/assets/1.b.js"></head><body><div id="root"></div></body></html>');
  write('assets/1.a.css', '.sh_a{color:red}.sh_b::after{content:"</style>"}');
  write('assets/3.c.css', '.sh_c{background:url(picture.png)}');
  const index = new IndexPage(path.join(siteDir, 'index.html'));
  expect(index.withNonce('n')).toContain('<link rel="preload" as="style" href="/assets/1.a.css">');
  const applied = index.withNonce('n', { applyStartStyles: true });
  expect(applied).toContain('<style data-href="/assets/1.a.css">.sh_a{color:red}.sh_b::after{content:"<\\/style>"}</style>');
  // Linked instead when its file cannot be read, or when an address in it is relative to the file.
  expect(applied).toContain('<link rel="stylesheet" href="/assets/2.b.css">');
  expect(applied).toContain('<link rel="stylesheet" href="/assets/3.c.css">');
  expect(applied).toContain('<link rel="preload" as="script" href="/assets/1.b.js">');
});
