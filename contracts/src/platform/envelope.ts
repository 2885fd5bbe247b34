import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './schema-helpers';

/** Every JSON response: { success, value, message, errorCode }. */
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: null, errorCode: null };
}

export function failure(errorCode: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message, errorCode };
}

export const EnvelopeSchema = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    value: Nullable(value),
    message: Nullable(Type.String()),
    errorCode: Nullable(Type.String()),
  });

export const ErrorEnvelopeSchema = Type.Object(
  {
    success: Type.Literal(false),
    value: Type.Unknown({ description: 'null, or details some errors carry (e.g. a captcha flag)' }),
    message: Type.String({ description: 'translated to the Language header' }),
    errorCode: Type.String({ examples: ['request.invalid', 'merchant.unknown', 'login.not.session'] }),
  },
  { $id: 'ErrorEnvelope', title: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** The response map every route declares: the value on 200, the error envelope otherwise. */
export function envelopeResponses<T extends TSchema>(value: T) {
  return {
    200: EnvelopeSchema(value),
    '4xx': Type.Ref(ErrorEnvelopeSchema),
    '5xx': Type.Ref(ErrorEnvelopeSchema),
  };
}
