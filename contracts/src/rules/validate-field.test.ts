import type { RegisterRule } from './register-rule';
import { characterCount, validateField } from './validate-field';

const username: RegisterRule = {
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 6,
  maxLength: 11,
  patternId: 2,
};

describe('validateField', () => {
  it('asks for a required value, spaces counting as empty', () => {
    for (const value of ['', '   ']) {
      expect(validateField(username, value)).toEqual({ field: 'username', kind: 'required', messageKey: 'required', params: { min: 6, max: 11 } });
    }
  });

  it('lets an optional field stay empty but still checks what is typed', () => {
    const optional = { ...username, required: false };
    expect(validateField(optional, '')).toBeNull();
    expect(validateField(optional, '1abcdef')?.kind).toBe('pattern');
  });

  it('ignores a disabled rule', () => {
    expect(validateField({ ...username, enabled: false }, '')).toBeNull();
    expect(validateField({ ...username, enabled: false }, '!!')).toBeNull();
  });

  it('takes both length bounds inclusively', () => {
    expect(validateField(username, 'abcde')).toEqual({ field: 'username', kind: 'length', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } });
    expect(validateField(username, 'abcdef')).toBeNull();
    expect(validateField(username, 'abcdefghijk')).toBeNull();
    expect(validateField(username, 'abcdefghijkl')?.kind).toBe('length');
  });

  it('reports a wrong pattern with the pattern message key', () => {
    expect(validateField(username, '1abcdefg')).toEqual({ field: 'username', kind: 'pattern', messageKey: 'reg_pattern_2', params: { min: 6, max: 11 } });
  });

  it("takes '*' and an empty pattern as anything", () => {
    expect(validateField({ ...username, acceptedPattern: '*' }, '!! ঢাকা')).toBeNull();
    expect(validateField({ ...username, acceptedPattern: '' }, '!! ঢাকা')).toBeNull();
  });

  it('matches the whole value even when a pattern has no anchors', () => {
    expect(validateField({ ...username, acceptedPattern: '\\d+', patternId: 7 }, '12345x')?.kind).toBe('pattern');
    expect(validateField({ ...username, acceptedPattern: '\\d+', patternId: 7 }, '123456')).toBeNull();
  });

  it("falls back to the table's pattern for its id when the rule's pattern does not compile", () => {
    const broken = { ...username, acceptedPattern: '[unclosed', patternId: 7 };
    expect(validateField(broken, '1234567')).toBeNull();
    expect(validateField(broken, 'abcdefg')?.kind).toBe('pattern');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('𠮷野家')).toBe(3);
    const han = { ...username, acceptedPattern: '^[\\p{Script=Han}]+$', patternId: 3, minLength: 3, maxLength: 3 };
    expect(validateField(han, '𠮷野家')).toBeNull();
  });
});
