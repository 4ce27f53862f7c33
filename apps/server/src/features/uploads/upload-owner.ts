import { createHash } from 'node:crypto';
import type { SessionOwner } from './uploads.repository';

/** Who is calling: the browser's upload-session cookie and the logged-in user. */
export type UploadCaller = { visitorId: string; userId: string };

/** The cookie is a bearer secret for previews: only its hash is stored. */
export const visitorHashOf = (visitorId: string) => createHash('sha256').update(visitorId).digest('hex');

export const ownerOf = (caller: UploadCaller): SessionOwner => ({
  visitorHash: visitorHashOf(caller.visitorId),
  userId: caller.userId,
});
