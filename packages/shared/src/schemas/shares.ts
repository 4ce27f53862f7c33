import { z } from 'zod';
import { emailField } from './account';

/**
 * Sharing files (spec 01 sections 1, 2 and 6; issue 31 point 6; decision 0123): staff of the
 * company domains share files of their upload session's list with an e-mail address as a link
 * that expires, optionally behind a password. The link carries a token of 256 random bits that
 * is shown once and stored only as its SHA-256; the recipient needs no account.
 */

/** Days a link lives unless the staff member chooses otherwise, and the longest they may choose. */
export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MAX_DAYS = 30;
/** Files one share may hold. */
export const SHARE_MAX_FILES = 100;
/** A share's password: at least this long (it guards files sent by mail, not an account). */
export const SHARE_PASSWORD_MIN_LENGTH = 8;
export const SHARE_PASSWORD_MAX_LENGTH = 200;
/** Wrong passwords a share takes in an hour; then it is locked until that hour has passed. */
export const SHARE_PASSWORD_TRIES = 5;
/** The longest message to the recipient. */
export const SHARE_MESSAGE_MAX = 2000;
/** Days after its end (expiry or revocation) that a share, its copied files and its records are kept. */
export const SHARE_KEEP_DAYS = 30;

/** The token of a link: 32 random bytes, base64url (43 characters). Anything else is unknown. */
export const shareTokenSchema = z.string().max(100);
export const shareTokenParams = z.object({ token: shareTokenSchema });
export const sharedFileParams = z.object({ token: shareTokenSchema, fileId: z.uuid() });
export const shareIdParams = z.object({ shareId: z.uuid() });

export const createShareBodySchema = z.object({
  /** The staff member's upload session, whose files are shared. */
  sessionId: z.uuid(),
  fileIds: z.array(z.uuid()).min(1).max(SHARE_MAX_FILES),
  recipientEmail: emailField,
  message: z.string().trim().max(SHARE_MESSAGE_MAX).optional(),
  expiresInDays: z.number().int().min(1).max(SHARE_MAX_DAYS).default(SHARE_DEFAULT_DAYS),
  password: z.string().min(SHARE_PASSWORD_MIN_LENGTH).max(SHARE_PASSWORD_MAX_LENGTH).optional(),
});
export type CreateShareBody = z.input<typeof createShareBodySchema>;

export const shareStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ShareStatus = z.infer<typeof shareStatusSchema>;

export const sharedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

export const shareDownloadSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  at: z.string(),
  /** The browser that downloaded, as it names itself (may be empty). */
  userAgent: z.string(),
});
export type ShareDownload = z.infer<typeof shareDownloadSchema>;

/** A share as the staff member who made it sees it. */
export const shareSchema = z.object({
  id: z.uuid(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: shareStatusSchema,
  hasPassword: z.boolean(),
  files: z.array(sharedFileSchema),
  /** Every download, newest first. */
  downloads: z.array(shareDownloadSchema),
});
export type Share = z.infer<typeof shareSchema>;

/** The answer to making a share: the link, shown this once (only its hash is kept). */
export const createdShareSchema = z.object({ share: shareSchema, link: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

export const sharesResponseSchema = z.object({ shares: z.array(shareSchema) });
export type SharesResponse = z.infer<typeof sharesResponseSchema>;

/** What the recipient sees of a live share. */
export const sharedInfoSchema = z.object({
  files: z.array(sharedFileSchema),
  expiresAt: z.string(),
  message: z.string().nullable(),
  /** Who shared the files (the staff member's name). */
  sharedBy: z.string(),
});
export type SharedInfo = z.infer<typeof sharedInfoSchema>;

export const unlockShareBodySchema = z.object({ password: z.string().min(1).max(SHARE_PASSWORD_MAX_LENGTH) });
