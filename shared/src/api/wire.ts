/**
 * Wire types of the site's calls, taken from the api's own TypeBox schemas in @khela/contracts:
 * type-only imports, so no schema byte reaches a bundle. A front end that reads a field the api
 * does not send (or reads it with the wrong type) fails the type check.
 */
import type {
  AnnouncementsValue,
  Banner,
  ConfigValue,
  CustomerServiceSchema,
  GameMenu,
  HelpSection,
  LinkageType,
  MenuVendor,
  Notice,
  Popup,
  RegisterValidation,
  Static,
  WhitelabelNode,
} from '@khela/contracts';

export type { AffiliateCheckAnswer, Envelope, LoginAnswer, OneClickAnswer, PayloadKeyAnswer, SignedOutAnswer, TotpEnrolment } from '@khela/contracts';
export type { RegisterRule } from '@khela/contracts/rules';
export type { Banner, GameMenu, HelpSection, LinkageType, MenuVendor, Notice, RegisterValidation, WhitelabelNode };

export type CustomerServiceEntry = Static<typeof CustomerServiceSchema>;
/** GET /wps/system/config. */
export type SystemConfig = ConfigValue;
/** A popup or a promotion of GET /wps/announcements. */
export type AnnouncementItem = Popup;
export type Announcements = AnnouncementsValue;
/** The agent team's calls (issue 14, "The team"; contracts/src/agents/team-schemas.ts). */
export type { AgentInfo, Downline, DownlineContractRate, DownlinePage, DownlineSort, DownlinesQuery, PathStep, TeamAccountKind, TeamOverview, TeamOverviewQuery, TeamPeriod, TeamRegistered, TeamRegisterBody } from '@khela/contracts';

/** Feedback and the help center's search (docs/feedback-help.md). */
export type { FeedbackImage, FeedbackRecord, FeedbackStatus, FeedbackType, HelpSearchHit } from '@khela/contracts';
