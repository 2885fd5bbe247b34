import { type Static, Type } from '@sinclair/typebox';
import { PagingQuery } from '../platform/paging';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** SPEC §5 feedback: content of at most 140 characters; png or jpg, 5 MB each, at most 3 images. */
export const FEEDBACK_MAX_CONTENT = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** SPEC §5 "support question content between {0} and {1} words": our bounds (docs/feedback-help.md). */
export const FEEDBACK_MIN_WORDS = 2;
export const FEEDBACK_MAX_WORDS = 40;
/** An operator's reply: longer than the member's note, plain text. */
export const FEEDBACK_MAX_REPLY = 1000;

export const FEEDBACK_TYPES = ['SUGGESTION', 'PROBLEM', 'PAYMENT', 'GAME', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** PENDING until an operator answers; REPLIED once one has. */
export const FEEDBACK_STATUSES = ['PENDING', 'REPLIED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Time = Type.String({ format: 'date-time' });
const NO_NUL = '^[^\\u0000]*$';
const Merchant = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9_-]+$' });

export const FeedbackImageSchema = Type.Object({
  id: Type.Integer(),
  contentType: StringEnum(['image/png', 'image/jpeg'] as const),
  size: Type.Integer({ description: 'bytes' }),
});

/** One feedback as its member sees it: their words, their images, the operators' reply. */
export const FeedbackRecordSchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(FEEDBACK_TYPES),
  content: Type.String(),
  status: StringEnum(FEEDBACK_STATUSES),
  images: Type.Array(FeedbackImageSchema),
  reply: Nullable(Type.String()),
  repliedAt: Nullable(Time),
  createdAt: Time,
});

export const FeedbackListQuerySchema = Type.Object({ ...PagingQuery });
export const FeedbackImageParams = Type.Object({ imageId: Id });
export const FeedbackIdParams = Type.Object({ id: Id });

/** Operators see who wrote it. */
export const OpsFeedbackRecordSchema = Type.Composite([
  FeedbackRecordSchema,
  Type.Object({ merchant: Type.String(), account: Type.String(), repliedBy: Nullable(Type.String()) }),
]);
export const OpsFeedbackListQuerySchema = Type.Object({
  merchant: Merchant,
  status: Type.Optional(StringEnum(FEEDBACK_STATUSES)),
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  ...PagingQuery,
});
export const CareOpsMerchantQuerySchema = Type.Object({ merchant: Merchant });
export const OpsFeedbackReplyBodySchema = Type.Object({
  merchant: Merchant,
  reply: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_REPLY, pattern: NO_NUL }),
});

export const FEEDBACK_OPS_PATHS = {
  list: '/ops/feedback',
  one: '/ops/feedback/:id',
  reply: '/ops/feedback/:id/reply',
  image: '/ops/feedback/images/:imageId',
} as const;

// The help center (SPEC §1, §7 "help content (lang, device WEB)").

export const HELP_KEY_PATTERN = '^[a-z0-9][a-z0-9_-]{0,39}$';
export const HELP_MAX_TITLE = 120;
export const HELP_MAX_CONTENT = 20_000;

export const HelpSearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL }),
  lang: Type.Optional(StringEnum(['bn', 'en'] as const)),
});
/** A section that matched: its key (the popup scrolls to it), title and a plain-text excerpt around the first hit. */
export const HelpSearchHitSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
});

const LocalizedTitle = Type.Object(
  { bn: Type.Optional(Type.String({ maxLength: HELP_MAX_TITLE, pattern: NO_NUL })), en: Type.Optional(Type.String({ maxLength: HELP_MAX_TITLE, pattern: NO_NUL })) },
  { additionalProperties: false },
);
const LocalizedHtml = Type.Object(
  { bn: Type.Optional(Type.String({ maxLength: HELP_MAX_CONTENT, pattern: NO_NUL })), en: Type.Optional(Type.String({ maxLength: HELP_MAX_CONTENT, pattern: NO_NUL })) },
  { additionalProperties: false },
);

/** A section as operators edit it: both languages, hidden or not, its place. */
export const OpsHelpSectionSchema = Type.Object({
  key: Type.String(),
  title: Type.Record(Type.String(), Type.String()),
  content: Type.Record(Type.String(), Type.String()),
  sortOrder: Type.Integer(),
  hidden: Type.Boolean(),
  updatedAt: Time,
});
export const HelpKeyParams = Type.Object({ key: Type.String({ pattern: HELP_KEY_PATTERN }) });
export const OpsHelpSectionBodySchema = Type.Object({
  merchant: Merchant,
  title: Type.Optional(LocalizedTitle),
  content: Type.Optional(LocalizedHtml),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  hidden: Type.Optional(Type.Boolean()),
});
export const OpsHelpOrderBodySchema = Type.Object({
  merchant: Merchant,
  keys: Type.Array(Type.String({ pattern: HELP_KEY_PATTERN }), { minItems: 1, maxItems: 200 }),
});

export const HELP_OPS_PATHS = {
  list: '/ops/help-sections',
  one: '/ops/help-sections/:key',
  order: '/ops/help-sections/order',
} as const;

export type FeedbackImage = Static<typeof FeedbackImageSchema>;
export type FeedbackRecord = Static<typeof FeedbackRecordSchema>;
export type OpsFeedbackRecord = Static<typeof OpsFeedbackRecordSchema>;
export type HelpSearchHit = Static<typeof HelpSearchHitSchema>;
export type OpsHelpSection = Static<typeof OpsHelpSectionSchema>;
export type OpsHelpSectionBody = Static<typeof OpsHelpSectionBodySchema>;
