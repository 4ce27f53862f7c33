import { visitorHashOf } from '../../lib/visitor';
import type { SessionOwner } from './uploads.repository';

/** Who is calling: the browser's upload-session cookie and the logged-in user. */
export type UploadCaller = { visitorId: string; userId: string };

export { visitorHashOf };

export const ownerOf = (caller: UploadCaller): SessionOwner => ({
  visitorHash: visitorHashOf(caller.visitorId),
  userId: caller.userId,
});
