import type { Clock } from '../../lib/clock';
import { type Failure, fail } from '../../platform/failure';
import { ownerOf, type UploadCaller } from './upload-owner';
import type { SessionOwner, UploadSessionRow, UploadsRepository } from './uploads.repository';

/** Sessions that left their browser (their uploads in progress go) and those closed (their files go). */
export type EndedSessions = { ended: string[]; closed: string[] };

type Deps = {
  repository: UploadsRepository;
  clock: Clock;
  /** Whether a login is live (accounts). */
  loginIsLive: (loginSessionId: string, userId: string) => Promise<boolean>;
  /** What follows when sessions leave their browser other than at this browser's logout. */
  afterEnding: (sessions: EndedSessions) => Promise<void>;
};

/**
 * The files of an upload session that a logout keeps for the user's next login: another
 * feature's say (the cart's files, decision 0041), since uploads knows nothing of a cart.
 */
export type FilesKeptAtLogout = (sessionId: string) => Promise<string[]>;

/** How long a parked session waits for its user's next login before its files go (decision 0041). */
export const PARKED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Upload sessions (decision 0009): one open session per browser and user, and per login
 * (decision 0066), bound to the httpOnly upload-session cookie; every file query goes through
 * the session's owner check.
 * A logout parks a session whose files another feature keeps, for the user's next login
 * (decision 0041).
 */
export function createUploadSessionsService(deps: Deps) {
  const { repository, clock } = deps;
  const keepers: FilesKeptAtLogout[] = [];
  const parkedSince = () => new Date(clock.now().getTime() - PARKED_SESSION_MS);

  async function keptAtLogout(sessionId: string): Promise<string[]> {
    const kept = new Set<string>();
    for (const keeper of keepers) for (const fileId of await keeper(sessionId)) kept.add(fileId);
    return [...kept];
  }

  /**
   * Ends a browser's open sessions of a user as a logout there does: one with files to keep is
   * parked and its other files go to a closed session, one without is closed.
   */
  async function endSessionsOf(owner: SessionOwner): Promise<EndedSessions> {
    const ended: string[] = [];
    const closed: string[] = [];
    for (const sessionId of await repository.openSessionIds(owner)) {
      const at = clock.now();
      const keep = await keptAtLogout(sessionId);
      if (keep.length > 0) {
        const parked = await repository.parkSession(owner, sessionId, keep, at);
        if (!parked) continue;
        ended.push(sessionId);
        if (parked.discarding) closed.push(parked.discarding);
      } else if (await repository.closeSession(owner, sessionId, at)) {
        ended.push(sessionId);
        closed.push(sessionId);
      }
    }
    return { ended, closed };
  }

  /**
   * The user's sessions open in other browsers end as at a logout there when their login has
   * ended without a logout (it expired, or was ended elsewhere; decision 0062), or when it is
   * this very login: a login holds one open session, so a call without the browser's cookie
   * (cookies cleared, a restart with 'Ingelogd blijven', a script) does not add one (decision
   * 0066). Their cart is parked for this browser to take up, and files nobody can reach any
   * more stop counting against the quota.
   */
  async function endSessionsElsewhere(owner: SessionOwner, loginSessionId: string): Promise<void> {
    for (const other of await repository.openSessionsElsewhere(owner)) {
      const sameLogin = other.loginSessionId === loginSessionId;
      if (!sameLogin && (await deps.loginIsLive(other.loginSessionId, owner.userId))) continue;
      await endInBrowser(other.visitorHash, owner.userId);
    }
  }

  /** Ends the user's sessions in one browser as a logout there does, and what hangs on them. */
  async function endInBrowser(visitorHash: string, userId: string): Promise<void> {
    await deps.afterEnding(await endSessionsOf({ visitorHash, userId }));
  }

  return {
    /**
     * This browser's open upload session for this user; made on first use, from the user's
     * newest parked session when there is one (a session elsewhere of this login, or of a login
     * that ended without a logout, is parked first, so that its cart comes along).
     */
    async session(caller: UploadCaller, loginSessionId: string): Promise<{ sessionId: string }> {
      const owner = ownerOf(caller);
      await endSessionsElsewhere(owner, loginSessionId);
      const session = await repository.findOrCreateSession(owner, clock.now(), parkedSince());
      await repository.bindLogin(session.id, loginSessionId);
      return { sessionId: session.id };
    },

    /** The session when this caller owns it and it is open. */
    async owned(
      caller: UploadCaller,
      sessionId: string,
    ): Promise<UploadSessionRow | Failure<'UPLOAD_SESSION_NOT_FOUND'>> {
      return (
        (await repository.findOwnedSession(sessionId, ownerOf(caller))) ?? fail('UPLOAD_SESSION_NOT_FOUND')
      );
    },

    /** Another feature names files that a logout keeps (see FilesKeptAtLogout). */
    keepAtLogout(keeper: FilesKeptAtLogout): void {
      keepers.push(keeper);
    },

    /**
     * Ends this browser's open sessions of this user (logout): one with files to keep is
     * parked and its other files go to a closed session, one without is closed. Returns the
     * sessions that left the browser (their uploads in progress go) and the closed ones (their
     * files go).
     */
    endAtLogout(caller: UploadCaller): Promise<EndedSessions> {
      return endSessionsOf(ownerOf(caller));
    },

    /**
     * Ends the user's sessions open under these logins, in whichever browser, as a logout there
     * does: for logins ended by a newer login past the user's limit (decision 0067). A parked
     * cart waits for the user's next login.
     */
    async endForLogins(userId: string, loginSessionIds: string[]): Promise<void> {
      for (const visitorHash of await repository.browsersOfLogins(userId, loginSessionIds))
        await endInBrowser(visitorHash, userId);
    },

    /**
     * Closes the user's sessions in every browser, and the parked ones (a password reset): an
     * old cookie then reads no preview and sends no chunk, and no later login brings a file
     * back. Returns their ids.
     */
    closeAllOf(userId: string): Promise<string[]> {
      return repository.closeSessionsOfUser(userId, clock.now());
    },

    /** Closes the sessions parked longer than PARKED_SESSION_MS; returns their ids. */
    closeExpiredParked(): Promise<string[]> {
      return repository.closeParkedBefore(parkedSince(), clock.now());
    },
  };
}
export type UploadSessionsService = ReturnType<typeof createUploadSessionsService>;
