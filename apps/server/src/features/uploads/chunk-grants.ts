/** How long a checked upload may send chunks without the database being asked again. */
export const GRANT_MS = 30_000;
const MAX_GRANTS = 10_000;

/**
 * Short-lived proofs that an upload's first chunk on this instance passed the full check
 * (decision 0009): the following chunks of the same upload by the same holder need only the
 * token's signature. Per instance, a cache of checks, never the only record of anything. The
 * customers' chunk intake and the print store's design upload share it.
 *
 * A grant is kept under the upload's key (`<scope>/<identifier>`) for a holder: a string that
 * names everything the full check looked at (login, user, browser, file name and size, …), so
 * a chunk that differs in any of them is checked in full again.
 */
export function createChunkGrants() {
  const grants = new Map<string, { at: number; holder: string }>();
  const forgetOld = (now: number) => {
    for (const [key, grant] of grants) if (now - grant.at >= GRANT_MS) grants.delete(key);
  };

  return {
    /** When the full check behind a live grant of `key` to `holder` ran; undefined when there is none. */
    checkedAt(key: string, holder: string, now: number): number | undefined {
      const grant = grants.get(key);
      return grant !== undefined && now - grant.at < GRANT_MS && grant.holder === holder
        ? grant.at
        : undefined;
    },

    /**
     * Keeps the grant. It runs from the full check that made it (`checkedAt`): chunks do not
     * extend it, so a revoked login is refused at the latest GRANT_MS after that check.
     */
    grant(key: string, holder: string, checkedAt: number, now: number): void {
      grants.set(key, { at: checkedAt, holder });
      if (grants.size > MAX_GRANTS) forgetOld(now);
    },

    forget(key: string): void {
      grants.delete(key);
    },

    /** Every grant of one scope (an upload session, a design). */
    forgetScope(scope: string): void {
      for (const key of grants.keys()) if (key.startsWith(`${scope}/`)) grants.delete(key);
    },
  };
}
export type ChunkGrants = ReturnType<typeof createChunkGrants>;
