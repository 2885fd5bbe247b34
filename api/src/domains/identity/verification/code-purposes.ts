/** What a one-time code is for; a code only ever opens the door it was sent for. */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind', 'second-factor'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export type CodeChannel = 'sms' | 'mail';

/** Codes are bound to a destination: e-mail addresses compare without case, numbers as given (E.164). */
export function destinationKey(destination: string): string {
  const trimmed = destination.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}
