import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StampedFile } from './stamped-file';

let dir: string;
let file: string;
let parses: number;
const parseJson = (text: string) => {
  parses += 1;
  return JSON.parse(text) as unknown;
};
/** Writes the file as the release tool swaps it: a later modification time each time. */
const swap = (body: string, secondsLater: number) => {
  writeFileSync(file, body);
  const later = new Date(Date.now() + secondsLater * 1000);
  utimesSync(file, later, later);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'khela-stamped-'));
  file = path.join(dir, 'remotes.json');
  parses = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('read once per version: the same value until the file is swapped, then the new one', () => {
  swap('{"v":1}', 1);
  const stamped = new StampedFile(file, parseJson);
  const first = stamped.value();
  expect(first).toEqual({ v: 1 });
  expect(stamped.value()).toBe(first);
  expect(parses).toBe(1);
  swap('{"v":2}', 2);
  expect(stamped.value()).toEqual({ v: 2 });
  expect(parses).toBe(2);
});

test('null while the file is missing or does not parse, and the file again once it is back', () => {
  const stamped = new StampedFile(file, parseJson);
  expect(stamped.value()).toBeNull();
  swap('{"v":', 1);
  expect(stamped.value()).toBeNull();
  swap('{"v":3}', 2);
  expect(stamped.value()).toEqual({ v: 3 });
  rmSync(file);
  expect(stamped.value()).toBeNull();
  swap('{"v":3}', 2); // the same stamp as before it went: read again all the same
  expect(stamped.value()).toEqual({ v: 3 });
});
