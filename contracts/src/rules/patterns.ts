/**
 * Every pattern kind of SPEC §5, in the SPEC's order, by patternId. Ids 1, 2, 4, 5, 6, 7, 9, 10,
 * 12 and 17 are the ones brands already store; the other kinds took the free ids in order. A rule
 * carries its own acceptedPattern (a brand may tighten it); this table is what brands start from
 * and what a rule falls back to when its own pattern does not compile.
 *
 * Sources are compiled with the `u` flag, so Unicode property escapes name whole scripts.
 */
export interface RegisterPattern {
  id: number;
  kind: string;
  source: string;
}

/** Printable ASCII symbols: ! to /, : to @, [ to `, { to ~. */
const symbol = '!-/:-@\\[-`{-~';

export const registerPatterns: readonly RegisterPattern[] = [
  { id: 1, kind: 'free text', source: '*' },
  { id: 2, kind: 'a letter first, then letters and digits', source: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 3, kind: 'kanji and digits', source: '^[\\p{Script=Han}0-9]+$' },
  { id: 4, kind: 'e-mail', source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  { id: 5, kind: 'letters or digits only', source: '^[A-Za-z0-9]+$' },
  { id: 6, kind: 'letters and digits, both present', source: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$' },
  { id: 7, kind: 'digits only', source: '^\\d+$' },
  { id: 8, kind: 'letters and digits with an uppercase letter', source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  { id: 9, kind: 'English letters and spaces', source: '^[A-Za-z ]+$' },
  { id: 10, kind: 'no spaces', source: '^\\S+$' },
  // At least one Han character: punctuation alone is not a name.
  { id: 11, kind: 'Chinese characters and punctuation', source: '^(?=.*\\p{Script=Han})[\\p{Script=Han}\\p{P}]+$' },
  {
    id: 12,
    kind: 'date yyyy-MM-dd or MM-dd-yyyy',
    source: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4})$',
  },
  { id: 13, kind: 'Korean only', source: '^\\p{Script=Hangul}+$' },
  // Thai vowel and tone marks are combining marks of the Thai script, so they are included.
  { id: 14, kind: 'Thai only', source: '^\\p{Script=Thai}+$' },
  { id: 15, kind: 'Thai or English letters and spaces', source: '^(?=.*\\S)[\\p{Script=Thai}A-Za-z ]+$' },
  { id: 16, kind: 'uppercase letters and spaces', source: '^(?=.*\\S)[A-Z ]+$' },
  { id: 17, kind: 'letters, digits and symbols', source: `^[A-Za-z0-9${symbol}]+$` },
  {
    id: 18,
    kind: 'an uppercase letter, a lowercase letter, a digit and a symbol',
    source: `^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[${symbol}])[A-Za-z0-9${symbol}]+$`,
  },
];

/** patternId → acceptedPattern, as brands store it. */
export const REGISTER_PATTERNS: Readonly<Record<number, string>> = Object.fromEntries(
  registerPatterns.map((pattern) => [pattern.id, pattern.source]),
);
