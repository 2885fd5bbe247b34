/** Answers the identity calls give, for the shell's tests (the api itself is faked by @khela/shared/testing's FakeApi). */
export function loginAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { token: 'tok-1', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, userName: 'rahim', nickname: 'Rahim', type: 0, ...overrides };
}

export function memberInfo(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'M1001', account: 'rahim', nickname: 'Rahim', type: 0, ...overrides };
}

/** A slider challenge as the api gives it (tiny stand-in pictures). */
export function sliderChallenge(id: string) {
  return {
    challengeId: id,
    width: 280,
    height: 160,
    pieceSize: 48,
    pieceY: 30,
    background: 'data:image/jpeg;base64,/9j/',
    piece: 'data:image/png;base64,iVBORw0KGgo=',
  };
}
