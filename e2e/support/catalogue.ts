import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from './site';

/**
 * The words a person reads, taken from the project's own catalogues so a spec follows the copy
 * instead of restating it: `say('bn', 'shell', 'login.title')`.
 */
const repoRoot = path.resolve(__dirname, '..', '..');

// A namespace may be assembled from several files (top-level keys never overlap), as the remote does.
const files = {
  // The shell's words: its own namespace and its identity feature's (`identity`, fetched with the popups).
  shell: (lang: Language) => [`shell/src/locales/${lang}.json`, `shell/src/features/identity/locales/${lang}.json`],
  // The chat room popup's own namespace (fetched with the popup).
  chat: (lang: Language) => [`shell/src/features/chat/locales/chat.${lang}.json`],
  common: (lang: Language) => [`shared/src/i18n/locales/${lang}/common.json`],
  // The shell's lazily fetched feature namespaces: the install page (`app`) and the reality-check reminder (`reality`).
  app: (lang: Language) => [`shell/src/features/app-install/locales/${lang}.json`],
  reality: (lang: Language) => [`shell/src/features/reality-check/locales/${lang}.json`],
  // The member namespace: its core file and one file per part (payments, wallet, rewards-vip, …).
  member: (lang: Language) =>
    readdirSync(path.join(repoRoot, 'mfe-member/src/locales'))
      .filter((file) => file === `${lang}.json` || file.endsWith(`.${lang}.json`))
      .sort()
      .map((file) => `mfe-member/src/locales/${file}`),
  agent: (lang: Language) => [`mfe-agent/src/locales/${lang}.json`],
  games: (lang: Language) => [`mfe-games/src/locales/${lang}.json`],
  home: (lang: Language) => [`mfe-home/src/locales/${lang}.json`],
  lottery: (lang: Language) => [`mfe-lottery/src/locales/${lang}.json`],
  // Khela's sportsbook: its pages and refusals (flat dotted keys, `{name}` placeholders).
  sportsbook: (lang: Language) => [`sportsbook/locales/${lang}.json`],
  // The platform's own messages, then each domain's (api/src/domains/<domain>/messages): `bn.json`,
  // or one file per part (`core.bn.json`, `vip.bn.json`, … in rewards).
  api: (lang: Language) => [
    `api/src/platform/i18n/${lang}.json`,
    ...readdirSync(path.join(repoRoot, 'api/src/domains'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(path.join(repoRoot, 'api/src/domains', entry.name)).includes('messages'))
      .flatMap((entry) =>
        readdirSync(path.join(repoRoot, 'api/src/domains', entry.name, 'messages'))
          .filter((file) => file === `${lang}.json` || file.endsWith(`.${lang}.json`))
          .sort()
          .map((file) => `api/src/domains/${entry.name}/messages/${file}`),
      ),
  ],
} as const;

export type Catalogue = keyof typeof files;

const loaded = new Map<string, unknown>();

function catalogue(name: Catalogue, lang: Language): unknown {
  const key = `${name}/${lang}`;
  if (!loaded.has(key)) {
    const parts = files[name](lang).map((file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as object);
    loaded.set(key, Object.assign({}, ...parts));
  }
  return loaded.get(key);
}

/** A catalogue entry with i18next's `{{name}}` placeholders filled in. */
export function say(lang: Language, name: Catalogue, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = catalogue(name, lang);
  // The api's catalogue has flat dotted keys; the others nest.
  const flat = (node as Record<string, unknown>)[key];
  if (typeof flat === 'string') node = flat;
  else for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${name}/${lang}: no entry ${key}`);
  // i18next writes {{name}}; the api's catalogue writes {name}.
  return node.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** For matching text that a number or name is put into: the entry as a pattern. */
export function sayPattern(lang: Language, name: Catalogue, key: string): RegExp {
  const text = say(lang, name, key);
  const parts = text.split(/\{\{?\s*\w+\s*\}?\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.+'));
}
