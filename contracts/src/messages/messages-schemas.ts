import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
export const LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE', 'PROMOTION', 'GAME'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];
/** B banners, PL player notices, PU popups, PR promotions, H help. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** A logged in, F first login (gets A too), B visitors. */
export const EXECUTIONS = ['A', 'F', 'B'] as const;
export type Execution = (typeof EXECUTIONS)[number];



export const BannerSchema = Type.Object({
  id: Type.Integer(),
  groupName: Type.String(),
  url: Type.String({ description: 'Image URL' }),
  linkageType: StringEnum(LINKAGE_TYPES),
  linkage: Nullable(Type.String()),
  title: Type.String(),
});

export const NoticeSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
});

export const PopupSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
  promotionType: Nullable(Type.String()),
});

export const HelpSectionSchema = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: "Anchor key; the terms section is 'term' (/help#term)" }),
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
});

export const AnnouncementsValueSchema = Type.Object({
  banners: Type.Array(BannerSchema),
  player: Type.Array(NoticeSchema),
  popup: Type.Array(PopupSchema),
  promotion: Type.Array(PopupSchema),
  help: Type.Optional(Type.Array(HelpSectionSchema)),
});

export const AnnouncementsQuerySchema = Type.Object({
  types: Type.Optional(Type.String({
    default: 'B,PL,PU,PR',
    maxLength: 64,
    pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$',
    description: 'Comma list of B (banners), PL (notices), PU (popups), PR (promotions), H (help)',
  })),
  platform: Type.Optional(StringEnum(['W'] as const, { description: "Platform code 'W' (web)" })),
  execution: Type.Optional(
    StringEnum(EXECUTIONS, { default: 'B', description: 'Popups for: A logged in, F first login (A+F), B visitors' }),
  ),
  group: Type.Optional(StringEnum(BANNER_GROUPS)),
});

export const HelpQuerySchema = Type.Object({
  device: Type.Optional(StringEnum(['WEB'] as const)),
  lang: Type.Optional(StringEnum(['bn', 'en'] as const)),
});

export type Banner = Static<typeof BannerSchema>;
export type Notice = Static<typeof NoticeSchema>;
export type Popup = Static<typeof PopupSchema>;
export type HelpSection = Static<typeof HelpSectionSchema>;
export type AnnouncementsValue = Static<typeof AnnouncementsValueSchema>;
export type AnnouncementsQuery = Static<typeof AnnouncementsQuerySchema>;
