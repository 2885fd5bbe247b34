/**
 * The registration rules of SPEC §3 and §5, as the api sends them (GET /wps/member/regValidata)
 * and as the api itself checks them: one definition for both sides.
 */
export interface RegisterRule {
  field: string;
  enabled: boolean;
  required: boolean;
  /** A JavaScript regular expression source; '*' (or '') accepts anything. */
  acceptedPattern: string;
  /** Inclusive bounds, counted in characters (code points), not UTF-16 units. */
  minLength: number;
  maxLength: number;
  /** Names the pattern kind and its message, reg_pattern_{patternId}. */
  patternId: number;
}

export type RegisterMode = 'register' | 'registerMobile';

/** What was wrong: nothing typed, the wrong characters, the wrong length, or a confirmation that differs. */
export type ViolationKind = 'required' | 'pattern' | 'length' | 'mismatch';

export interface RuleViolation {
  field: string;
  kind: ViolationKind;
  /** A key of the `rules` object of the common catalogue: reg_pattern_{patternId}, required or confirm_mismatch. */
  messageKey: string;
  /** The rule's bounds, for the message's {{min}} and {{max}}. */
  params: { min: number; max: number };
}
