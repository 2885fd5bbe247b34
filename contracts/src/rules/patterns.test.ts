import { REGISTER_PATTERNS, registerPatterns } from './patterns';
import type { RegisterRule } from './register-rule';
import { validateField } from './validate-field';

/** A rule of the table's pattern with bounds wide enough that only the pattern decides. */
function ruleOf(patternId: number): RegisterRule {
  return { field: 'f', enabled: true, required: true, acceptedPattern: REGISTER_PATTERNS[patternId]!, minLength: 1, maxLength: 100, patternId };
}

const accepts = (patternId: number, value: string) => validateField(ruleOf(patternId), value) === null;

/** Every SPEC §5 pattern kind, with values it must take and values it must refuse. */
const samples: Record<number, { accept: string[]; reject: string[] }> = {
  1: { accept: ['anything at all', 'ঢাকা ১২', '!@#'], reject: [] },
  2: { accept: ['rahim', 'Rahim2024', 'a1'], reject: ['1rahim', '_rahim', 'rahim 1', 'rahim!', 'রহিম'] },
  3: { accept: ['漢字', '東京2024', '123'], reject: ['tokyo', '東京 2024', '한국', '東京!'] },
  4: { accept: ['rahim@example.com', 'a.b+c@mail.co.bd'], reject: ['rahim@', 'rahim.example.com', 'ra him@example.com', 'rahim@example'] },
  5: { accept: ['abc', '123', 'abc123'], reject: ['abc_123', 'abc 123', 'ঢাকা'] },
  6: { accept: ['abc123', '1a'], reject: ['abcdef', '123456', 'abc 123', 'abc-123'] },
  7: { accept: ['0123456789'], reject: ['12a', '12 34', '+8801', '১২৩'] },
  8: { accept: ['Abc123', 'ABC'], reject: ['abc123', 'Abc-123', 'Abc 123'] },
  9: { accept: ['Rahim Uddin', 'Rahim'], reject: ['Rahim2', 'রহিম', 'Rahim-Uddin'] },
  10: { accept: ['no-spaces!', 'ঢাকা'], reject: ['has space', 'tab\there', ' lead'] },
  11: { accept: ['张三', '你好，世界。', '李·明'], reject: ['，。', 'zhang', '张三 abc', '张三1'] },
  12: { accept: ['2024-01-31', '12-25-1990'], reject: ['2024/01/31', '31-12-1990', '2024-13-01', '1990-12-32', '20240131', '24-01-31'] },
  13: { accept: ['김민준', '한국어'], reject: ['김 민준', 'kim', '김1', '漢字'] },
  14: { accept: ['สมชาย', 'ภาษาไทย'], reject: ['สม ชาย', 'somchai', 'สมชาย1'] },
  15: { accept: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'], reject: ['สมชาย1', 'Somchai!', '   ', '김민준'] },
  16: { accept: ['RAHIM UDDIN', 'RAHIM'], reject: ['Rahim', 'RAHIM1', '   '] },
  17: { accept: ['abc', 'Abc123!@#', 'a-b_c.d'], reject: ['abc 123', 'ঢাকা', 'abc€'] },
  18: { accept: ['Abcdef1!', 'xY9#'], reject: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Abc def1!'] },
};

describe('register patterns', () => {
  it('has one pattern per SPEC §5 kind, ids 1 to 18, keeping the stored ids', () => {
    expect(registerPatterns.map((p) => p.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(REGISTER_PATTERNS[2]).toBe('^[A-Za-z][A-Za-z0-9]*$');
    expect(REGISTER_PATTERNS[7]).toBe('^\\d+$');
    expect(REGISTER_PATTERNS[1]).toBe('*');
  });

  it('compiles every pattern as a Unicode regular expression', () => {
    for (const { source } of registerPatterns) if (source !== '*') expect(() => new RegExp(source, 'u')).not.toThrow();
  });

  it.each(Object.entries(samples))('pattern %s accepts and rejects its samples', (id, { accept, reject }) => {
    for (const value of accept) expect({ value, ok: accepts(Number(id), value) }).toEqual({ value, ok: true });
    for (const value of reject) expect({ value, ok: accepts(Number(id), value) }).toEqual({ value, ok: false });
  });

  it('covers every pattern in the samples', () => {
    expect(Object.keys(samples).map(Number)).toEqual(registerPatterns.map((p) => p.id));
  });
});
