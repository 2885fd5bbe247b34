import { Type } from '@sinclair/typebox';
import { Nullable } from '../platform/schema-helpers';

export const CaptchaSchema = Type.Object({
  captchaId: Type.String({ description: 'Send back with the answer; valid 5 minutes, one answer' }),
  image: Type.String({ description: 'data:image/png;base64,…' }),
});

export const SliderChallengeSchema = Type.Object({
  challengeId: Type.String(),
  width: Type.Integer({ description: 'Width of the picture and of the track, in picture pixels' }),
  height: Type.Integer(),
  pieceSize: Type.Integer({ description: 'Width and height of the piece picture' }),
  pieceY: Type.Integer({ description: 'Top of the piece on the picture' }),
  background: Type.String({ description: 'data:image/jpeg;base64,… the picture with the notch' }),
  piece: Type.String({ description: 'data:image/png;base64,… the piece' }),
});

const Coordinate = Type.Number({ minimum: -10_000, maximum: 10_000 });

export const SliderAnswerBodySchema = Type.Object(
  {
    challengeId: Type.String({ minLength: 1, maxLength: 128 }),
    offset: Type.Number({ minimum: -1000, maximum: 10_000, description: 'Where the piece was dropped (left edge, picture pixels)' }),
    trail: Type.Array(
      Type.Object(
        { x: Coordinate, y: Coordinate, t: Type.Number({ minimum: 0, maximum: 600_000, description: 'ms since the drag began' }) },
        { additionalProperties: false },
      ),
      { maxItems: 2000, description: 'The drag as sampled: handle position and time' },
    ),
  },
  { additionalProperties: false },
);

export const SliderPassSchema = Type.Object({
  sliderToken: Type.String({ description: 'Single use, valid 2 minutes' }),
});

const DialingCode = Type.String({ maxLength: 8, description: "Country dialing code; the brand's when absent" });
const SliderToken = Type.String({ maxLength: 128 });

export const RegisterSmsBodySchema = Type.Object(
  { countryDialingCode: Type.Optional(DialingCode), mobileNo: Type.String({ maxLength: 32 }), sliderToken: Type.Optional(SliderToken) },
  { additionalProperties: false },
);

export const PhoneSmsBodySchema = Type.Object(
  { countryDialingCode: Type.Optional(DialingCode), mobileNum: Type.String({ maxLength: 32 }), sliderToken: Type.Optional(SliderToken) },
  { additionalProperties: false },
);

export const CodeExpirySchema = Type.Object({ expiredMinutes: Type.Integer() });

export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  merchantCode: Type.String(),
  channel: Type.String(),
  destination: Type.String(),
  subject: Nullable(Type.String()),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
