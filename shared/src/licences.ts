import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { fileName, slug } from './catalogue.ts';
import { envelope, pageQuery, pagedEnvelope } from './envelope.ts';
import { myRobotLicence } from './robot-terms.ts';

/** A robot's activation limit: how many trading accounts one licence runs on (MQL5 Market allows 5 to 20). */
export const ACTIVATION_LIMIT = { min: 1, max: 20, default: 5 } as const;
export const activationLimit = z.coerce
  .number({ message: `Activations must be a whole number from ${ACTIVATION_LIMIT.min} to ${ACTIVATION_LIMIT.max}` })
  .int({ message: `Activations must be a whole number from ${ACTIVATION_LIMIT.min} to ${ACTIVATION_LIMIT.max}` })
  .min(ACTIVATION_LIMIT.min, { message: `Activations must be a whole number from ${ACTIVATION_LIMIT.min} to ${ACTIVATION_LIMIT.max}` })
  .max(ACTIVATION_LIMIT.max, { message: `Activations must be a whole number from ${ACTIVATION_LIMIT.min} to ${ACTIVATION_LIMIT.max}` });

/** Five groups of five Crockford base-32 characters; the last group checks the other four. */
export const LICENCE_KEY_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/;

/** MetaTrader's ACCOUNT_TRADE_MODE, by name. */
export const TRADE_MODES = ['demo', 'contest', 'real'] as const;

const LICENCE_INPUT_HINT = 'Send key, account, server and robot';
const text = (max: number) =>
  z.string({ message: LICENCE_INPUT_HINT }).trim().min(1, { message: LICENCE_INPUT_HINT }).max(max, { message: LICENCE_INPUT_HINT });

/**
 * `licences/activate` and `licences/verify`, as a robot sends them. A key of any shape is accepted
 * here and answered `unknown` when it is not one: the answer never says which part was wrong.
 */
export const licenceCheckRequest = z.object({
  key: text(64),
  /** The trading account number (MetaTrader's ACCOUNT_LOGIN). */
  account: z
    .union([z.string(), z.number()], { message: LICENCE_INPUT_HINT })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{1,20}$/, { message: 'account must be the trading account number' }),
    ),
  /** The broker's server (ACCOUNT_SERVER), e.g. "ICMarketsSC-Demo". */
  server: text(100),
  /** The robot's slug. */
  robot: text(200),
  /** The account's ACCOUNT_TRADE_MODE: a demo trial runs on demo and contest accounts only. Older robots do not send it. */
  trade_mode: z.enum(TRADE_MODES, { message: `trade_mode is ${TRADE_MODES.join(', ')}` }).optional(),
});
export type LicenceCheckRequest = z.infer<typeof licenceCheckRequest>;

/**
 * active: this account holds one of the licence's slots. inactive (verify only): the licence is
 * good but this account holds no slot; activate it. limit_reached (activate only): every slot is
 * taken. revoked: the licence was revoked, or its buyer's account is suspended (see `reason`).
 * expired: a rental or a time trial past its end (`licence_expires_at`). demo_only: a demo trial
 * asked about a real account (or by a robot that does not say). unknown: no such key for this robot.
 */
export const LICENCE_STATUSES = ['active', 'inactive', 'limit_reached', 'revoked', 'expired', 'demo_only', 'unknown'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** What is signed: the answer's facts, and until when a robot may trust them offline. */
export const licenceVerdict = z.object({
  status: z.enum(LICENCE_STATUSES),
  robot: z.string(),
  account: z.string(),
  server: z.string(),
  /** The robot's latest version, for a known key (updates are included). */
  version: z.string().nullable(),
  /** Why a licence is revoked, for the robot to show its user. */
  reason: z.string().optional(),
  checked_at: z.iso.datetime({ offset: true }),
  /** Until when the robot may trust this answer offline: never past the licence's own end. */
  expires_at: z.iso.datetime({ offset: true }),
  /** The end of a rental or started time trial; null: none (owned, a demo trial). The robot refuses to trade past it. */
  licence_expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** A demo trial: the robot trades demo and contest accounts only. */
  demo_only: z.boolean(),
});
export type LicenceVerdict = z.infer<typeof licenceVerdict>;

/** The verdict, plus `payload` (its exact signed JSON) and an Ed25519 `signature` of it (base64). */
export const signedLicenceVerdict = licenceVerdict.extend({ payload: z.string(), signature: z.string() });
export type SignedLicenceVerdict = z.infer<typeof signedLicenceVerdict>;
export const licenceVerdictResponse = envelope(signedLicenceVerdict);

/** `licences/public-key`: the key that checks every verdict. */
export const licencePublicKey = z.object({
  algorithm: z.literal('Ed25519'),
  /** The raw 32-byte public key, base64. */
  public_key: z.string(),
  /** The same key as an SPKI PEM. */
  pem: z.string(),
});
export const licencePublicKeyResponse = envelope(licencePublicKey);

export const licenceActivation = z.object({
  id: z.uuid(),
  account: z.string(),
  server: z.string(),
  first_seen_at: z.iso.datetime({ offset: true }),
  last_seen_at: z.iso.datetime({ offset: true }),
});
export type LicenceActivation = z.infer<typeof licenceActivation>;

export const robotVersion = z.object({
  version: z.string(),
  changelog: z.string(),
  released_at: z.iso.datetime({ offset: true }),
});
export type RobotVersion = z.infer<typeof robotVersion>;

export const robotDownload = z.object({
  version: z.string(),
  downloaded_at: z.iso.datetime({ offset: true }),
  /** The client's address and a short summary of its browser or program. */
  client: z.string(),
});
export type RobotDownload = z.infer<typeof robotDownload>;

/** `GET robots/:slug/licence`: a buyer's licence for one robot, as the dashboard shows it. */
export const ownLicence = myRobotLicence.extend({
  key: z.string(),
  revoked: z.boolean(),
  activation_limit: z.number().int(),
  activations: z.array(licenceActivation),
  /** Newest first; the first is what a download holds. */
  versions: z.array(robotVersion),
  /** The latest downloads first (at most 50). */
  downloads: z.array(robotDownload),
});
export type OwnLicence = z.infer<typeof ownLicence>;
export const ownLicenceResponse = envelope(ownLicence);

/** `POST robots/:slug/licence/deactivate`: frees the slot one of the buyer's accounts holds. */
export const deactivateRequest = z.object({ id: z.uuid({ message: 'id must be an activation id' }) });
export type DeactivateRequest = z.infer<typeof deactivateRequest>;

/** `POST robots/:slug/download-link`: a link that downloads without the session, for a short while. */
export const downloadLink = z.object({ url: z.string(), expires_at: z.iso.datetime({ offset: true }) });
export type DownloadLink = z.infer<typeof downloadLink>;
export const downloadLinkResponse = envelope(downloadLink);

/** `robots/download/:token`: a signed link's token (base64url payload and signature). */
export const downloadTokenParams = z.object({ token: z.string().regex(/^[\w-]{10,200}\.[\w-]{20,100}$/, { message: 'This download link is not valid' }) });

/** `GET admin/licences`: licences of one user or of one robot, or the one with a key (or all), newest first. */
export const adminLicenceQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH).extend({
  user: z.uuid({ message: 'user must be a user id' }).optional(),
  robot: slug.optional(),
  /** As a customer pasted it: any case, spaces or dashes. */
  key: z.string().trim().max(64).optional(),
});
export type AdminLicenceQuery = z.infer<typeof adminLicenceQuery>;

export const adminLicence = z.object({
  id: z.uuid(),
  key: z.string(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  robot: z.object({ slug: z.string(), title: z.string() }),
  revoked: z.boolean(),
  /** Revoked by a refund of its purchase: it cannot be restored (the robot is nobody's). */
  refunded: z.boolean(),
  activation_limit: z.number().int(),
  /** Null when the licence follows its robot's limit. */
  own_limit: z.number().int().nullable(),
  activations: z.array(licenceActivation),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminLicence = z.infer<typeof adminLicence>;
export const adminLicenceListResponse = pagedEnvelope(adminLicence);

export const licenceIdParams = z.object({ id: z.uuid({ message: 'id must be a licence id' }) });

/** `POST admin/licences/:id/limit`: a limit of its own for one licence, or null to follow the robot's. */
export const licenceLimitRequest = z.object({ limit: activationLimit.nullable() });
export type LicenceLimitRequest = z.infer<typeof licenceLimitRequest>;

/** `POST admin/robots/:slug/versions`: a new version from an uploaded zip; buyers get it at once. */
export const robotVersionRequest = z.object({
  version: z
    .string({ message: 'Version is required' })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, { message: 'Version must be numbers and dots, like 1.3' }),
  changelog: z.string({ message: 'Changelog is required' }).trim().min(1, { message: 'Changelog is required' }).max(5000),
  zip_file_name: z.string({ message: 'ZIP file is required' }).pipe(fileName),
});
export type RobotVersionRequest = z.infer<typeof robotVersionRequest>;
