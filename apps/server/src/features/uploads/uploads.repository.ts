import type { DpisPerPage, FileFacts, PageAnalysis } from '@portal/shared/schemas/analysis';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AnalysisResult } from './analysis/analyse-file';
import { uploadedFiles, uploadSessions } from './uploads.tables';

export type UploadSessionRow = typeof uploadSessions.$inferSelect;
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFile = typeof uploadedFiles.$inferInsert;

/**
 * A file as its answers need it: every column but the per-page detail, which may hold 20,000
 * pages and would make every poll parse and send it (issue 10 point 5, decision 0037), and the
 * text layer, up to a million characters that only the file store reads (decision 0122). The
 * database picks out what the answer shows of the pages: the first page's size and the DPIs of
 * the pages with images (none while the analysis runs).
 */
export type UploadedFileSummaryRow = Omit<UploadedFileRow, 'pages' | 'textLayer'> & {
  firstPage: Pick<PageAnalysis, 'widthMm' | 'heightMm'> | null;
  dpisPerPage: DpisPerPage;
};

const { pages: _perPageDetail, textLayer: _textLayer, ...summaryColumns } = getTableColumns(uploadedFiles);
const fileSummary = {
  ...summaryColumns,
  firstPage: sql<UploadedFileSummaryRow['firstPage']>`${uploadedFiles.pages} -> 0`,
  dpisPerPage: sql<DpisPerPage>`case when ${uploadedFiles.status} = 'ANALYZING' then '[]'::jsonb else coalesce(
    (select jsonb_agg(jsonb_build_object('page', p -> 'page', 'dpis', p -> 'dpis') order by n)
       from jsonb_array_elements(${uploadedFiles.pages}) with ordinality as e(p, n)
      where jsonb_array_length(p -> 'dpis') > 0),
    '[]'::jsonb) end`,
};

/**
 * The list's order (decision 0036): the position the browser gave each file as it was added, a
 * zip's entries in zip order; files from before positions existed (0) by their upload.
 */
const listOrder = [
  asc(uploadedFiles.position),
  asc(uploadedFiles.positionInZip),
  asc(uploadedFiles.createdAt),
  asc(uploadedFiles.fileName),
];

/** The owner of an upload session: this browser (its cookie's hash) and this user. */
export type SessionOwner = { visitorHash: string; userId: string };

/** An upload session as the owner check needs it, with its files. */
export type SessionWithFiles = Pick<UploadSessionRow, 'visitorHash' | 'userId' | 'closedAt'> & {
  files: UploadedFileSummaryRow[];
};

export class DuplicateNameError extends Error {}

/**
 * The first key of the storage quota's advisory locks, the second being the user's: decision
 * 0025's number, used by no other lock.
 */
const STORAGE_LOCK_CLASS = 25;

export function createUploadsRepository(db: Db) {
  const ownedBy = (owner: SessionOwner) =>
    and(
      eq(uploadSessions.visitorHash, owner.visitorHash),
      eq(uploadSessions.userId, owner.userId),
      isNull(uploadSessions.closedAt),
    );

  // The cart, the quote and the file list read a session's owner and files with every call
  // (kept while heard, session-files.ts): one query, built once (decision 0049).
  const sessionWithFiles = db
    .select({
      visitorHash: uploadSessions.visitorHash,
      userId: uploadSessions.userId,
      closedAt: uploadSessions.closedAt,
      file: fileSummary,
    })
    .from(uploadSessions)
    .leftJoin(uploadedFiles, eq(uploadedFiles.sessionId, uploadSessions.id))
    .where(eq(uploadSessions.id, sql.placeholder('sessionId')))
    .orderBy(...listOrder)
    .prepare('session_with_files');

  const openOf = async (owner: SessionOwner): Promise<UploadSessionRow | undefined> => {
    const [row] = await db.select().from(uploadSessions).where(ownedBy(owner)).limit(1);
    return row;
  };

  /**
   * Binds the user's newest session parked since `parkedSince` to this browser (decision 0041).
   * Undefined when there is none, or when a parallel call of the same browser has just opened
   * a session (the unique index refuses a second one) or claimed the same one.
   */
  async function claimParkedSession(
    owner: SessionOwner,
    parkedSince: Date,
  ): Promise<UploadSessionRow | undefined> {
    const isParked = and(isNotNull(uploadSessions.parkedAt), isNull(uploadSessions.closedAt));
    const newest = db
      .select({ id: uploadSessions.id })
      .from(uploadSessions)
      .where(and(eq(uploadSessions.userId, owner.userId), isParked, gt(uploadSessions.parkedAt, parkedSince)))
      .orderBy(desc(uploadSessions.parkedAt))
      .limit(1);
    try {
      const [row] = await db
        .update(uploadSessions)
        .set({ visitorHash: owner.visitorHash, parkedAt: null })
        // Still parked when the row is written: of two logins at once, one takes it.
        .where(and(inArray(uploadSessions.id, newest), isParked))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  return {
    /**
     * One open session per browser: another user's session on this cookie (a login that expired
     * without a logout) is closed, since previews are found by the cookie alone. A browser
     * without one takes up the user's newest session parked since `parkedSince` (a cart kept
     * across a logout, decision 0041), or else gets a new, empty one.
     */
    async findOrCreateSession(owner: SessionOwner, at: Date, parkedSince: Date): Promise<UploadSessionRow> {
      await db
        .update(uploadSessions)
        .set({ closedAt: at })
        .where(
          and(
            eq(uploadSessions.visitorHash, owner.visitorHash),
            ne(uploadSessions.userId, owner.userId),
            isNull(uploadSessions.closedAt),
          ),
        );
      const open = (await openOf(owner)) ?? (await claimParkedSession(owner, parkedSince));
      if (open) return open;
      await db
        .insert(uploadSessions)
        .values(owner)
        .onConflictDoNothing({
          target: [uploadSessions.visitorHash, uploadSessions.userId],
          where: sql`${uploadSessions.closedAt} is null`,
        });
      const row = await openOf(owner);
      if (!row) throw new Error('upload session vanished right after it was made');
      return row;
    },

    /**
     * The user's sessions open in browsers other than the owner's, with the login each is bound
     * to (sessions bound to none are left out: they open nothing by themselves).
     */
    async openSessionsElsewhere(
      owner: SessionOwner,
    ): Promise<{ visitorHash: string; loginSessionId: string }[]> {
      const rows = await db
        .select({ visitorHash: uploadSessions.visitorHash, loginSessionId: uploadSessions.loginSessionId })
        .from(uploadSessions)
        .where(
          and(
            eq(uploadSessions.userId, owner.userId),
            isNull(uploadSessions.closedAt),
            isNotNull(uploadSessions.loginSessionId),
            ne(uploadSessions.visitorHash, owner.visitorHash),
          ),
        );
      return rows.flatMap(({ visitorHash, loginSessionId }) =>
        visitorHash && loginSessionId ? [{ visitorHash, loginSessionId }] : [],
      );
    },

    /** The browsers (their cookie hashes) where the user has a session open under one of these logins. */
    async browsersOfLogins(userId: string, loginSessionIds: string[]): Promise<string[]> {
      if (loginSessionIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ visitorHash: uploadSessions.visitorHash })
        .from(uploadSessions)
        .where(
          and(
            eq(uploadSessions.userId, userId),
            isNull(uploadSessions.closedAt),
            isNotNull(uploadSessions.visitorHash),
            inArray(uploadSessions.loginSessionId, loginSessionIds),
          ),
        );
      return rows.flatMap(({ visitorHash }) => (visitorHash ? [visitorHash] : []));
    },

    /** Binds the session to the login using it now (written only when that changed). */
    async bindLogin(sessionId: string, loginSessionId: string): Promise<void> {
      await db
        .update(uploadSessions)
        .set({ loginSessionId })
        .where(
          and(
            eq(uploadSessions.id, sessionId),
            sql`${uploadSessions.loginSessionId} is distinct from ${loginSessionId}`,
          ),
        );
    },

    async findOwnedSession(sessionId: string, owner: SessionOwner): Promise<UploadSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadSessions)
        .where(and(eq(uploadSessions.id, sessionId), ownedBy(owner)))
        .limit(1);
      return row;
    },

    /** A session's owner and its files in list order, whoever asks; undefined when there is no such session. */
    async sessionWithFiles(sessionId: string): Promise<SessionWithFiles | undefined> {
      const rows = await sessionWithFiles.execute({ sessionId });
      const [first] = rows;
      if (!first) return undefined;
      const { visitorHash, userId, closedAt } = first;
      return { visitorHash, userId, closedAt, files: rows.flatMap((row) => (row.file ? [row.file] : [])) };
    },

    async openSessionIds(owner: SessionOwner): Promise<string[]> {
      const rows = await db.select({ id: uploadSessions.id }).from(uploadSessions).where(ownedBy(owner));
      return rows.map((row) => row.id);
    },

    /** Closes this browser's open session `sessionId`; false when it was no longer open. */
    async closeSession(owner: SessionOwner, sessionId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(uploadSessions)
        .set({ closedAt: at })
        .where(and(eq(uploadSessions.id, sessionId), ownedBy(owner)))
        .returning({ id: uploadSessions.id });
      return rows.length > 0;
    },

    /**
     * Parks this browser's open session `sessionId` with the files `keep` (decision 0041): it
     * leaves the browser (no cookie hash) and waits for the user's next login. Its other files
     * move to a closed session of their own, which the discard job empties like any closed one;
     * in one transaction, so no file is ever in neither. Returns that closed session's id (null
     * when every file was kept), or undefined when the session was no longer open.
     */
    async parkSession(
      owner: SessionOwner,
      sessionId: string,
      keep: string[],
      at: Date,
    ): Promise<{ discarding: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [parked] = await tx
          .update(uploadSessions)
          .set({ visitorHash: null, parkedAt: at })
          .where(and(eq(uploadSessions.id, sessionId), ownedBy(owner)))
          .returning({ id: uploadSessions.id });
        if (!parked) return undefined;
        const notKept = and(
          eq(uploadedFiles.sessionId, sessionId),
          keep.length > 0 ? notInArray(uploadedFiles.id, keep) : undefined,
        );
        const [any] = await tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(notKept).limit(1);
        if (!any) return { discarding: null };
        const [closed] = await tx
          .insert(uploadSessions)
          .values({ visitorHash: null, userId: owner.userId, createdAt: at, closedAt: at })
          .returning({ id: uploadSessions.id });
        if (!closed) throw new Error('no closed session for the files a logout did not keep');
        await tx.update(uploadedFiles).set({ sessionId: closed.id }).where(notKept);
        return { discarding: closed.id };
      });
    },

    /** Closes the sessions parked before `before`, which no login took up in time; returns their ids. */
    async closeParkedBefore(before: Date, at: Date): Promise<string[]> {
      const rows = await db
        .update(uploadSessions)
        .set({ closedAt: at })
        .where(
          and(
            isNotNull(uploadSessions.parkedAt),
            isNull(uploadSessions.closedAt),
            lt(uploadSessions.parkedAt, before),
          ),
        )
        .returning({ id: uploadSessions.id });
      return rows.map((row) => row.id);
    },

    /**
     * Closes every session of a user that is not closed yet, open in any browser or parked (a
     * password reset); returns their ids.
     */
    async closeSessionsOfUser(userId: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(uploadSessions)
        .set({ closedAt: at })
        .where(and(eq(uploadSessions.userId, userId), isNull(uploadSessions.closedAt)))
        .returning({ id: uploadSessions.id });
      return rows.map((row) => row.id);
    },

    async nameTaken(sessionId: string, fileName: string): Promise<boolean> {
      const [row] = await db
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), eq(uploadedFiles.fileName, fileName)))
        .limit(1);
      return row !== undefined;
    },

    async takenNames(sessionId: string, fileNames: string[]): Promise<Set<string>> {
      if (fileNames.length === 0) return new Set();
      const rows = await db
        .select({ fileName: uploadedFiles.fileName })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), inArray(uploadedFiles.fileName, fileNames)));
      return new Set(rows.map((row) => row.fileName));
    },

    /**
     * The bytes a user keeps in uploaded files: those of their open sessions (in any browser)
     * and of their parked ones, which a later login shows again (decision 0041). A closed
     * session's files are discarded by a job right after it closes. Files added from the file
     * store do not count (decision 0125): they are what the provider keeps for the customer
     * anyway, not an upload, and the session's file limit bounds them.
     */
    async storedBytesOfUser(userId: string, executor: Db = db): Promise<number> {
      const [row] = await executor
        .select({ bytes: sql`coalesce(sum(${uploadedFiles.size}), 0)`.mapWith(Number) })
        .from(uploadedFiles)
        .innerJoin(uploadSessions, eq(uploadSessions.id, uploadedFiles.sessionId))
        .where(
          and(
            eq(uploadSessions.userId, userId),
            isNull(uploadSessions.closedAt),
            isNull(uploadedFiles.filestoreFileId),
          ),
        );
      return row?.bytes ?? 0;
    },

    /** How many files a session holds: what its files-per-session limit counts. */
    async fileCountOfSession(sessionId: string, executor: Db = db): Promise<number> {
      const [row] = await executor
        .select({ files: sql`count(*)`.mapWith(Number) })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.sessionId, sessionId));
      return row?.files ?? 0;
    },

    /**
     * Makes the user's other storage checks wait until this transaction ends, so that two
     * finalises at once cannot both fit in the room left for one.
     */
    async lockStorageOfUser(userId: string, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_LOCK_CLASS}, hashtext(${userId}))`);
    },

    /**
     * All or nothing: a name taken meanwhile (a parallel finalise) fails the whole insert with
     * DuplicateNameError (inside a transaction, the transaction with it).
     */
    async insertFiles(rows: NewUploadedFile[], executor: Db = db): Promise<UploadedFileRow[]> {
      if (rows.length === 0) return [];
      try {
        return await executor.insert(uploadedFiles).values(rows).returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateNameError();
        throw error;
      }
    },

    /**
     * The session's files added from these file-store files (decision 0125), with the name the
     * list shows: a second add of one of them is reported, not added.
     */
    async fromFilestore(
      sessionId: string,
      filestoreFileIds: string[],
      executor: Db = db,
    ): Promise<{ filestoreFileId: string; fileName: string }[]> {
      if (filestoreFileIds.length === 0) return [];
      const rows = await executor
        .select({ filestoreFileId: uploadedFiles.filestoreFileId, fileName: uploadedFiles.fileName })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.sessionId, sessionId),
            inArray(uploadedFiles.filestoreFileId, filestoreFileIds),
          ),
        );
      return rows.flatMap(({ filestoreFileId, fileName }) =>
        filestoreFileId ? [{ filestoreFileId, fileName }] : [],
      );
    },

    /** Every name the session's list holds: a file added under a name of its own numbers around them. */
    async namesInSession(sessionId: string, executor: Db = db): Promise<Set<string>> {
      const rows = await executor
        .select({ fileName: uploadedFiles.fileName })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.sessionId, sessionId));
      return new Set(rows.map((row) => row.fileName));
    },

    /** These files of the session as the list shows them, in list order. */
    async summariesOf(sessionId: string, fileIds: string[]): Promise<UploadedFileSummaryRow[]> {
      if (fileIds.length === 0) return [];
      return db
        .select(fileSummary)
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), inArray(uploadedFiles.id, fileIds)))
        .orderBy(...listOrder);
    },

    /** A position after every file of the session: for a finalise that names none (decision 0036). */
    async positionAfterLast(sessionId: string, executor: Db = db): Promise<number> {
      const [row] = await executor
        .select({ last: sql`coalesce(max(${uploadedFiles.position}), 0)`.mapWith(Number) })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.sessionId, sessionId));
      return (row?.last ?? 0) + 1;
    },

    /** The files an 'Uitpakken' of the zip `zipId` made, in list order. */
    async filesUnpackedFrom(sessionId: string, zipId: string): Promise<UploadedFileSummaryRow[]> {
      return db
        .select(fileSummary)
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), eq(uploadedFiles.unpackedFrom, zipId)))
        .orderBy(...listOrder);
    },

    async findFile(sessionId: string, fileId: string): Promise<UploadedFileSummaryRow | undefined> {
      const [row] = await db
        .select(fileSummary)
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), eq(uploadedFiles.id, fileId)))
        .limit(1);
      return row;
    },

    /**
     * Pages from..from+count−1 of a file (those that exist) with its page count; undefined when
     * the session holds no such file. Only that slice of the per-page detail leaves the database.
     */
    async filePages(
      sessionId: string,
      fileId: string,
      from: number,
      count: number,
    ): Promise<{ pageCount: number; pages: PageAnalysis[] } | undefined> {
      const [row] = await db
        .select({
          pageCount:
            sql<number>`coalesce(${uploadedFiles.pageCount}, jsonb_array_length(${uploadedFiles.pages}))`.mapWith(
              Number,
            ),
          pages: sql<PageAnalysis[]>`coalesce(
            (select jsonb_agg(p order by n)
               from jsonb_array_elements(${uploadedFiles.pages}) with ordinality as e(p, n)
              where n between ${from} and ${from + count - 1}),
            '[]'::jsonb)`,
        })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), eq(uploadedFiles.id, fileId)))
        .limit(1);
      return row;
    },

    /** A file of an open session of this browser: previews are loaded by <img>, with the cookie only. */
    async findFileForVisitor(
      fileId: string,
      visitorHash: string,
    ): Promise<
      | {
          file: Pick<UploadedFileRow, 'id' | 'status' | 'fileType' | 'pageCount'>;
          session: Pick<UploadSessionRow, 'userId' | 'loginSessionId'>;
        }
      | undefined
    > {
      const [row] = await db
        // Not the per-page detail: a page viewer asks for dozens of previews of a long file at once.
        .select({
          file: {
            id: uploadedFiles.id,
            status: uploadedFiles.status,
            fileType: uploadedFiles.fileType,
            pageCount: uploadedFiles.pageCount,
          },
          session: { userId: uploadSessions.userId, loginSessionId: uploadSessions.loginSessionId },
        })
        .from(uploadedFiles)
        .innerJoin(uploadSessions, eq(uploadSessions.id, uploadedFiles.sessionId))
        .where(
          and(
            eq(uploadedFiles.id, fileId),
            eq(uploadSessions.visitorHash, visitorHash),
            isNull(uploadSessions.closedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async deleteFile(
      sessionId: string,
      fileId: string,
      executor: Db = db,
    ): Promise<{ id: string } | undefined> {
      const [row] = await executor
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), eq(uploadedFiles.id, fileId)))
        .returning({ id: uploadedFiles.id });
      return row;
    },

    /** These files of a session, whole (analysis and text layer): what filing them into the file store copies. */
    async filesByIds(sessionId: string, fileIds: string[]): Promise<UploadedFileRow[]> {
      if (fileIds.length === 0) return [];
      return db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.sessionId, sessionId), inArray(uploadedFiles.id, fileIds)));
    },

    /**
     * Takes these files out of the owner's open session (the file store filed them), in the
     * filing's transaction: only files analysed and not kept for an order. Returns the ids
     * removed; fewer than asked means one changed meanwhile, and the caller rolls back.
     */
    async removeFiledFiles(
      sessionId: string,
      owner: SessionOwner,
      fileIds: string[],
      tx: Db,
    ): Promise<string[]> {
      const rows = await tx
        .delete(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.sessionId, sessionId),
            inArray(uploadedFiles.id, fileIds),
            ne(uploadedFiles.status, 'ANALYZING'),
            eq(uploadedFiles.keptForOrder, false),
            inArray(
              uploadedFiles.sessionId,
              tx
                .select({ id: uploadSessions.id })
                .from(uploadSessions)
                .where(and(eq(uploadSessions.id, sessionId), ownedBy(owner))),
            ),
          ),
        )
        .returning({ id: uploadedFiles.id });
      return rows.map((row) => row.id);
    },

    /** Files of closed sessions, which nobody can reach any more: the discard job's work. */
    async filesOfClosedSessions(limit: number): Promise<{ id: string }[]> {
      return (
        db
          .select({ id: uploadedFiles.id })
          .from(uploadedFiles)
          .innerJoin(uploadSessions, eq(uploadSessions.id, uploadedFiles.sessionId))
          // A file an order took is the order's: it stays when its session is closed.
          .where(and(isNotNull(uploadSessions.closedAt), eq(uploadedFiles.keptForOrder, false)))
          .limit(limit)
      );
    },

    async deleteFileById(fileId: string): Promise<boolean> {
      const rows = await db
        .delete(uploadedFiles)
        .where(eq(uploadedFiles.id, fileId))
        .returning({ id: uploadedFiles.id });
      return rows.length > 0;
    },

    /** What the analysis job needs of a file: not its pages or text, which a finished one may hold. */
    async findFileById(
      fileId: string,
    ): Promise<Pick<UploadedFileRow, 'id' | 'sessionId' | 'status' | 'analyse' | 'fileName'> | undefined> {
      const [row] = await db
        .select({
          id: uploadedFiles.id,
          sessionId: uploadedFiles.sessionId,
          status: uploadedFiles.status,
          analyse: uploadedFiles.analyse,
          fileName: uploadedFiles.fileName,
        })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, fileId))
        .limit(1);
      return row;
    },

    /** First facts; ignored once the full result is in (the two writes may cross). */
    async saveFacts(fileId: string, facts: FileFacts): Promise<void> {
      await db
        .update(uploadedFiles)
        .set({
          fileType: facts.fileType,
          pageCount: facts.pageCount,
          format: facts.format,
          pages: facts.pages.map((page) => ({
            ...page,
            kind: null,
            maxChroma: null,
            inkShare: null,
            dpis: [],
          })),
        })
        .where(and(eq(uploadedFiles.id, fileId), isNull(uploadedFiles.analysedAt)));
    },

    /** The size of what is stored now: an office document's PDF replaced it (decision 0132). */
    async saveStoredSize(fileId: string, size: number): Promise<void> {
      await db.update(uploadedFiles).set({ size }).where(eq(uploadedFiles.id, fileId));
    },

    /** The result of the analysis, with the file's text layer (null for all but a PDF with text). */
    async saveAnalysis(fileId: string, analysis: AnalysisResult, at: Date): Promise<void> {
      await db
        .update(uploadedFiles)
        .set({
          status: analysis.status,
          fileType: analysis.fileType,
          analysed: analysis.analysed,
          format: analysis.format,
          pageCount: analysis.pageCount,
          pagesColour: analysis.pagesColour,
          pagesBW: analysis.pagesBW,
          pagesBlank: analysis.pagesBlank,
          pages: analysis.pages,
          reason: analysis.reason,
          textLayer: analysis.textLayer,
          analysedAt: at,
        })
        .where(eq(uploadedFiles.id, fileId));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
