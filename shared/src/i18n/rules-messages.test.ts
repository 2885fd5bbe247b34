import en from './locales/en/common.json';
import bn from './locales/bn/common.json';
import { i18n } from './i18n';
import { registerPatterns, ruleHint, ruleMessage, type RuleViolation, type Translate } from '@khela/contracts/rules';

const t: Translate = (key, options) => i18n.t(key, options);

function found(patternId: number, min: number, max: number): RuleViolation {
  return { field: 'f', kind: 'length', messageKey: `reg_pattern_${patternId}`, params: { min, max } };
}

describe('ruleMessage', () => {
  beforeAll(() => i18n.addResourceBundle('en', 'common', en, true, false));
  afterEach(() => void i18n.changeLanguage('en'));

  it.each<[string, RuleViolation, string]>([
    ['fills in both bounds of a range', found(2, 6, 11), 'Start with a letter, then use letters or digits: 6 to 11 characters.'],
    ['shows one number when the bounds are equal (digits)', found(7, 11, 11), 'Enter exactly 11 digits.'],
    ['shows one number when the bounds are equal (letters and digits)', found(2, 8, 8), 'Start with a letter, then use letters or digits: 8 characters.'],
    ['never shows a lower bound of 0', found(1, 0, 50), 'Enter 1 to 50 characters.'],
    ['words the required violation', { field: 'f', kind: 'required', messageKey: 'required', params: { min: 6, max: 6 } }, 'This field cannot be empty.'],
    ['words the mismatch violation', { field: 'f', kind: 'mismatch', messageKey: 'confirm_mismatch', params: { min: 6, max: 20 } }, 'The two passwords do not match.'],
    ['has a general message for a pattern id no catalogue knows', found(99, 1, 5), 'Please check what you typed in this field.'],
  ])('%s', async (_, violation, message) => {
    await i18n.changeLanguage('en');
    expect(ruleMessage(t, violation)).toBe(message);
  });

  it('speaks Bengali to a Bengali reader', async () => {
    await i18n.changeLanguage('bn');
    expect(ruleMessage(t, found(7, 10, 11))).toBe('শুধু সংখ্যা দিন: 10 থেকে 11 অঙ্ক।');
    expect(ruleMessage(t, found(7, 11, 11))).toBe('ঠিক 11 অঙ্কের সংখ্যা দিন।');
  });

  it('has both wordings of every pattern in both languages', () => {
    for (const catalogue of [en, bn]) {
      const rules = catalogue.rules as Record<string, string>;
      for (const { id } of registerPatterns) {
        expect(rules[`reg_pattern_${id}`]).toBeTruthy();
        expect(rules[`reg_pattern_${id}_exact`]).toBeTruthy();
        expect(rules[`reg_pattern_${id}_exact`]).not.toContain('{{max}}');
      }
      for (const key of ['required', 'confirm_mismatch', 'terms_required', 'age_required', 'invalid']) expect(rules[key]).toBeTruthy();
    }
  });
});

describe('ruleHint', () => {
  it('words what a rule accepts', async () => {
    await i18n.changeLanguage('en');
    const username = { field: 'username', enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 11, patternId: 2 };
    expect(ruleHint(t, username)).toBe('Start with a letter, then use letters or digits: 6 to 11 characters.');
    expect(ruleHint(t, { ...username, minLength: 11 })).toBe('Start with a letter, then use letters or digits: 11 characters.');
  });
});
