import { randomUUID } from 'node:crypto';
import { formatDate, formatFileSize, formatTime } from '@portal/shared/format';
import { translate } from '@portal/shared/i18n/translate';
import {
  type CreatedShare,
  type CreateShareBody,
  SHARE_DEFAULT_DAYS,
  SHARE_KEEP_DAYS,
  SHARE_PASSWORD_TRIES,
  type Share,
  type SharedInfo,
  type ShareStatus,
} from '@portal/shared/schemas/shares';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { type Failure, fail, isFailure } from '../../platform/failure';
import { type FileStorage, StoredFileMissingError, spreadKey } from '../../platform/storage/file-storage';
import type { StoredDownload } from '../../platform/storage/send-stored-file';
import type { MailService } from '../mail/mail.service';
import type { FiledUploads } from '../uploads/filed-uploads.service';
import type { UploadCaller } from '../uploads/upload-owner';
import { fileShareDownloads, fileShareFiles, fileShares } from './shares.tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const PURGE_BATCH = 500;
/** A link's token as newToken() makes it: 32 bytes base64url. Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Where a shared file's copy lives: its own key, so the share outlives the upload session. */
export const shareFileKey = (fileId: string) => spreadKey('shares', fileId);

/** The path of the recipient's page; the token is its last segment (redacted in logs). */
export const SHARED_PAGE_PATH = '/gedeeld';

type ShareRow = typeof fileShares.$inferSelect;
type ShareFileRow = typeof fileShareFiles.$inferSelect;

export type SharesCaller = { userId: string };
/** Who downloads: the address already hashed, the browser as it names itself. */
export type DownloadBy = { ipHash: string; userAgent: string };

/**
 * Sharing files (issue 31 point 6, decision 0123). The staff member's chosen uploads are copied
 * under keys of the share's own, the recipient is mailed the link (the token is in that mail and
 * in the answer to the staff member, never stored), and the recipient reads the share by the
 * token's hash alone. Unknown, expired and revoked links fail alike.
 */
export function createSharesService(deps: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  uploads: Pick<FiledUploads, 'read'>;
  mail: Pick<MailService, 'queue' | 'notifyQueued'>;
  users: { nameOf(userId: string): Promise<string | null> };
}) {
  const { db, storage, clock, config, log } = deps;

  const statusOf = (row: ShareRow, now: Date): ShareStatus =>
    row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';

  async function filesOf(executor: Db, shareIds: string[]): Promise<Map<string, ShareFileRow[]>> {
    const byShare = new Map<string, ShareFileRow[]>();
    if (shareIds.length === 0) return byShare;
    const rows = await executor
      .select()
      .from(fileShareFiles)
      .where(inArray(fileShareFiles.shareId, shareIds))
      .orderBy(asc(fileShareFiles.position));
    for (const row of rows) byShare.set(row.shareId, [...(byShare.get(row.shareId) ?? []), row]);
    return byShare;
  }

  async function viewsOf(executor: Db, rows: ShareRow[]): Promise<Share[]> {
    const ids = rows.map((row) => row.id);
    const files = await filesOf(executor, ids);
    const downloads =
      ids.length === 0
        ? []
        : await executor
            .select({
              shareId: fileShareDownloads.shareId,
              fileId: fileShareDownloads.fileId,
              fileName: fileShareFiles.fileName,
              at: fileShareDownloads.downloadedAt,
              userAgent: fileShareDownloads.userAgent,
            })
            .from(fileShareDownloads)
            .innerJoin(fileShareFiles, eq(fileShareFiles.id, fileShareDownloads.fileId))
            .where(inArray(fileShareDownloads.shareId, ids))
            .orderBy(desc(fileShareDownloads.downloadedAt), desc(fileShareDownloads.id));
    const now = clock.now();
    return rows.map((row) => ({
      id: row.id,
      recipientEmail: row.recipientEmail,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      status: statusOf(row, now),
      hasPassword: row.passwordHash !== null,
      files: (files.get(row.id) ?? []).map((file) => ({ id: file.id, name: file.fileName, size: file.size })),
      downloads: downloads
        .filter((download) => download.shareId === row.id)
        .map((download) => ({
          fileId: download.fileId,
          fileName: download.fileName,
          at: download.at.toISOString(),
          userAgent: download.userAgent,
        })),
    }));
  }

  const linkOf = (token: string) => `${config.publicUrl}${SHARED_PAGE_PATH}/${token}`;

  function mailOf(input: {
    sender: string;
    files: { name: string; size: number }[];
    message: string | null;
    expiresAt: Date;
    link: string;
    withPassword: boolean;
  }) {
    const brand = config.brand.name;
    const count = input.files.length;
    const text = translate('mails.shareBody', {
      brand,
      sender: input.sender,
      count: translate(count === 1 ? 'mails.shareFileCount_one' : 'mails.shareFileCount_other', { count }),
      files: input.files.map((file) => `- ${file.name} (${formatFileSize(file.size)})`).join('\n'),
      message: input.message
        ? translate('mails.shareMessage', { sender: input.sender, message: input.message })
        : '',
      // To the minute: a link made today for 7 days works until this time 7 days on.
      expires: `${formatDate(input.expiresAt)} om ${formatTime(input.expiresAt)}`,
      link: input.link,
      password: input.withPassword ? translate('mails.sharePassword', { sender: input.sender }) : '',
    });
    return {
      subject: translate('mails.shareSubject', { brand, sender: input.sender }),
      text: `${text}\n\n${translate('mails.signature', { brand })}`,
    };
  }

  /** The live share a token opens; null for an unknown, expired or revoked one (never said which). */
  async function liveShare(token: string, executor: Db = db): Promise<ShareRow | null> {
    if (!TOKEN.test(token)) return null;
    const [row] = await executor
      .select()
      .from(fileShares)
      .where(eq(fileShares.tokenHash, hashToken(token)));
    if (!row || statusOf(row, clock.now()) !== 'active') return null;
    return row;
  }

  /** Whether wrong passwords have locked the share now (SHARE_PASSWORD_TRIES within the hour since the first). */
  const lockedNow = (row: ShareRow, now: Date) =>
    row.failedSince !== null &&
    now.getTime() - row.failedSince.getTime() < HOUR_MS &&
    row.failedTries >= SHARE_PASSWORD_TRIES;

  async function infoOf(row: ShareRow): Promise<SharedInfo> {
    const files = (await filesOf(db, [row.id])).get(row.id) ?? [];
    return {
      files: files.map((file) => ({ id: file.id, name: file.fileName, size: file.size })),
      expiresAt: row.expiresAt.toISOString(),
      message: row.message,
      sharedBy: (await deps.users.nameOf(row.createdBy)) ?? config.brand.name,
    };
  }

  return {
    async create(
      caller: SharesCaller,
      uploadCaller: UploadCaller,
      body: Required<Pick<CreateShareBody, 'sessionId' | 'fileIds' | 'recipientEmail'>> &
        Pick<CreateShareBody, 'message' | 'password' | 'expiresInDays'>,
    ): Promise<
      CreatedShare | Failure<'UPLOAD_SESSION_NOT_FOUND' | 'FILE_NOT_FOUND' | 'FILE_STILL_ANALYSING'>
    > {
      const uploads = await deps.uploads.read(uploadCaller, body.sessionId, body.fileIds);
      if (isFailure(uploads)) return uploads;
      const now = clock.now();
      const days = body.expiresInDays ?? SHARE_DEFAULT_DAYS;
      const expiresAt = new Date(now.getTime() + days * DAY_MS);
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      const message = body.message?.trim() ? body.message.trim() : null;
      const files = uploads.map((upload, position) => ({
        id: randomUUID(),
        fileName: upload.fileName,
        size: upload.size,
        position,
        from: upload.storageKey,
      }));

      // The bytes first, under the share's own keys: the upload session may close tomorrow.
      const copied: string[] = [];
      const removeCopies = async () => {
        for (const key of copied)
          await storage
            .remove(key)
            .catch((error: unknown) => log.warn({ err: error }, 'could not remove a share copy'));
      };
      try {
        for (const file of files) {
          await storage.copy(file.from, shareFileKey(file.id));
          copied.push(shareFileKey(file.id));
        }
      } catch (error) {
        await removeCopies();
        if (error instanceof StoredFileMissingError) return fail('FILE_NOT_FOUND');
        throw error;
      }

      const token = newToken();
      const link = linkOf(token);
      try {
        const sender = (await deps.users.nameOf(caller.userId)) ?? config.brand.name;
        const share = await db.transaction(async (transaction) => {
          const tx = transaction as Db;
          const [row] = await tx
            .insert(fileShares)
            .values({
              tokenHash: hashToken(token),
              createdBy: caller.userId,
              recipientEmail: body.recipientEmail,
              message,
              createdAt: now,
              expiresAt,
              passwordHash,
            })
            .returning();
          await tx
            .insert(fileShareFiles)
            .values(files.map(({ from: _from, ...file }) => ({ ...file, shareId: row!.id })));
          await deps.mail.queue(
            {
              recipient: body.recipientEmail,
              ...mailOf({
                sender,
                files: files.map((file) => ({ name: file.fileName, size: file.size })),
                message,
                expiresAt,
                link,
                withPassword: passwordHash !== null,
              }),
            },
            tx,
          );
          const [view] = await viewsOf(tx, [row!]);
          return view!;
        });
        deps.mail.notifyQueued();
        return { share, link };
      } catch (error) {
        await removeCopies();
        throw error;
      }
    },

    /** The caller's own shares, newest first, with their files and downloads. */
    async list(caller: SharesCaller): Promise<{ shares: Share[] }> {
      const rows = await db
        .select()
        .from(fileShares)
        .where(eq(fileShares.createdBy, caller.userId))
        .orderBy(desc(fileShares.createdAt), desc(fileShares.id));
      return { shares: await viewsOf(db, rows) };
    },

    /** Revokes one of the caller's shares (again: unchanged). Another's is SHARE_NOT_FOUND. */
    async revoke(caller: SharesCaller, shareId: string): Promise<Share | Failure<'SHARE_NOT_FOUND'>> {
      const now = clock.now();
      await db
        .update(fileShares)
        .set({ revokedAt: now })
        .where(
          and(
            eq(fileShares.id, shareId),
            eq(fileShares.createdBy, caller.userId),
            isNull(fileShares.revokedAt),
          ),
        );
      const [row] = await db
        .select()
        .from(fileShares)
        .where(and(eq(fileShares.id, shareId), eq(fileShares.createdBy, caller.userId)));
      if (!row) return fail('SHARE_NOT_FOUND');
      const [view] = await viewsOf(db, [row]);
      return view!;
    },

    /**
     * The live share of a token for the recipient. `unlocked` says whether the request proves the
     * password (the route's signed cookie); a share with a password answers SHARE_PASSWORD_REQUIRED without.
     */
    async open(
      token: string,
      unlocked: (shareId: string) => boolean,
    ): Promise<ShareRow | Failure<'SHARE_LINK_INVALID' | 'SHARE_PASSWORD_REQUIRED'>> {
      const row = await liveShare(token);
      if (!row) return fail('SHARE_LINK_INVALID');
      if (row.passwordHash !== null && !unlocked(row.id)) return fail('SHARE_PASSWORD_REQUIRED');
      return row;
    },

    info: infoOf,

    /**
     * Checks a share's password. Each try is counted before the hash is checked (in one
     * statement, so parallel tries cannot pass the limit): SHARE_PASSWORD_TRIES wrong ones in an
     * hour lock the share until that hour has passed; the right one clears the count.
     */
    async unlock(
      token: string,
      password: string,
    ): Promise<ShareRow | Failure<'SHARE_LINK_INVALID' | 'SHARE_PASSWORD_WRONG' | 'SHARE_LOCKED'>> {
      const row = await liveShare(token);
      if (!row) return fail('SHARE_LINK_INVALID');
      if (row.passwordHash === null) return row;
      const now = clock.now();
      const windowStart = new Date(now.getTime() - HOUR_MS);
      const [counted] = await db
        .update(fileShares)
        .set({
          failedTries: sql`case when ${fileShares.failedSince} is null or ${fileShares.failedSince} <= ${windowStart} then 1 else ${fileShares.failedTries} + 1 end`,
          failedSince: sql`case when ${fileShares.failedSince} is null or ${fileShares.failedSince} <= ${windowStart} then ${now} else ${fileShares.failedSince} end`,
        })
        .where(
          and(
            eq(fileShares.id, row.id),
            sql`(${fileShares.failedSince} is null or ${fileShares.failedSince} <= ${windowStart} or ${fileShares.failedTries} < ${SHARE_PASSWORD_TRIES})`,
          ),
        )
        .returning({ id: fileShares.id });
      if (!counted) return fail('SHARE_LOCKED');
      if (!(await verifyPassword(row.passwordHash, password))) return fail('SHARE_PASSWORD_WRONG');
      await db.update(fileShares).set({ failedTries: 0, failedSince: null }).where(eq(fileShares.id, row.id));
      return row;
    },

    lockedNow,

    /**
     * A file of a share the recipient may read, recorded as a download unless `record` is false
     * (a resumed download's later ranges are the same download).
     */
    async download(
      share: ShareRow,
      fileId: string,
      by: DownloadBy,
      record: boolean,
    ): Promise<{ name: string; file: StoredDownload } | Failure<'SHARE_LINK_INVALID'>> {
      const [file] = await db
        .select()
        .from(fileShareFiles)
        .where(and(eq(fileShareFiles.id, fileId), eq(fileShareFiles.shareId, share.id)));
      if (!file) return fail('SHARE_LINK_INVALID');
      const size = await storage.size(shareFileKey(file.id));
      if (size === null) return fail('SHARE_LINK_INVALID');
      if (record)
        await db.insert(fileShareDownloads).values({
          shareId: share.id,
          fileId: file.id,
          downloadedAt: clock.now(),
          ipHash: by.ipHash,
          userAgent: by.userAgent.slice(0, 300),
        });
      return { name: file.fileName, file: { storage, key: shareFileKey(file.id), size } };
    },

    /**
     * The daily purge: shares whose end (expiry or revocation) is SHARE_KEEP_DAYS past go with
     * their records; their copied bytes after the commit.
     */
    async purge(): Promise<number> {
      const before = new Date(clock.now().getTime() - SHARE_KEEP_DAYS * DAY_MS);
      let removed = 0;
      // In batches, each its own transaction, until none is left.
      for (;;) {
        const batch = await db.transaction(async (transaction) => {
          const tx = transaction as Db;
          const ended = await tx
            .select({ id: fileShares.id })
            .from(fileShares)
            .where(lt(sql`coalesce(${fileShares.revokedAt}, ${fileShares.expiresAt})`, before))
            .limit(PURGE_BATCH);
          if (ended.length === 0) return { shares: 0, files: [] as string[] };
          const ids = ended.map((row) => row.id);
          const files = await tx
            .select({ id: fileShareFiles.id })
            .from(fileShareFiles)
            .where(inArray(fileShareFiles.shareId, ids));
          await tx.delete(fileShares).where(inArray(fileShares.id, ids));
          return { shares: ended.length, files: files.map((file) => file.id) };
        });
        for (const id of batch.files)
          await storage
            .remove(shareFileKey(id))
            .catch((error: unknown) =>
              log.warn({ err: error, fileId: id }, 'could not remove a shared file'),
            );
        removed += batch.shares;
        if (batch.shares < PURGE_BATCH) return removed;
      }
    },
  };
}
export type SharesService = ReturnType<typeof createSharesService>;
