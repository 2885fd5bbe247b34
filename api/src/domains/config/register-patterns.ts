/**
 * Register rule patterns by patternId (SPEC §5 pattern kinds, in order). The front end shows
 * reg_pattern_{patternId} when a value does not match acceptedPattern; '*' accepts anything.
 */
export const REGISTER_PATTERNS: Record<number, string> = {
  1: '*', // free text
  2: '^[A-Za-z][A-Za-z0-9]*$', // a letter first, then letters and digits
  4: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', // email
  5: '^[A-Za-z0-9]+$', // letters or digits only
  6: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', // letters and digits, both present
  7: '^\\d+$', // digits only
  9: '^[A-Za-z ]+$', // English letters and spaces
  10: '^\\S+$', // no spaces
  12: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$', // yyyy-MM-dd or MM-dd-yyyy
  17: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$', // letters, digits, symbols
};
