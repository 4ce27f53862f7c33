import { createHmac } from 'node:crypto';
import {
  createShare,
  downloadSharedFile,
  getSharedFiles,
  listShares,
  revokeShare,
  unlockSharedFiles,
} from '@portal/shared/api/shares.api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock';
import { attachment, contentTypeOf } from '../../lib/content-disposition';
import { deriveKey } from '../../lib/tokens';
import { visitorIdOf } from '../../lib/visitor';
import { isFailure } from '../../platform/failure';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import { requestedRange, sendStoredFile } from '../../platform/storage/send-stored-file';
import type { SharesCaller, SharesService } from './shares.service';

/** The cookie that proves a share's password was given: signed, httpOnly, for that link's path only. */
export const SHARE_ACCESS_COOKIE = 'share_access';
const ACCESS_MS = 60 * 60 * 1000;

const sharedPath = (token: string) => `/api/v3/shared/${token}`;

/** Nothing a recipient reads is kept by a cache on the way. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Sharing over HTTP (decision 0123): staff make, list and revoke their shares; the recipient reads
 * a share by its link. The password's proof is a cookie signed by the server (the cookie plugin's
 * secret) naming the share and until when it holds, scoped to the link's own path.
 */
export function sharesRoutes(
  service: SharesService,
  deps: { clock: Clock; secret: string },
): RouteDefinition[] {
  const ipKey = deriveKey(deps.secret, 'share-download-address');
  const callerOf = (caller: Caller): SharesCaller => ({ userId: caller.user.id });

  const unlocked = (request: FastifyRequest) => (shareId: string) => {
    const raw = request.cookies[SHARE_ACCESS_COOKIE];
    if (!raw) return false;
    const { valid, value } = request.unsignCookie(raw);
    if (!valid || !value) return false;
    const [id, until] = value.split('.');
    return id === shareId && Number(until) > deps.clock.now().getTime();
  };

  const grant = (request: FastifyRequest, reply: FastifyReply, token: string, shareId: string) => {
    const until = deps.clock.now().getTime() + ACCESS_MS;
    reply.setCookie(SHARE_ACCESS_COOKIE, `${shareId}.${until}`, {
      path: sharedPath(token),
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      signed: true,
      maxAge: ACCESS_MS / 1000,
    });
  };

  const downloader = (request: FastifyRequest) => ({
    ipHash: createHmac('sha256', ipKey).update(request.ip).digest('hex'),
    userAgent: request.headers['user-agent'] ?? '',
  });

  // Wrong passwords are also limited per share in the database (5 an hour); this limits one address's pace.
  const recipientLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  return [
    route(
      createShare,
      async ({ caller, body, request, reply }) =>
        service.create(
          callerOf(caller),
          { visitorId: visitorIdOf(request, reply), userId: caller.user.id },
          body,
        ),
      { invalidInput: 'SHARE_INVALID' },
    ),
    route(listShares, async ({ caller, reply }) => {
      reply.header('cache-control', 'private, no-cache');
      return service.list(callerOf(caller));
    }),
    route(revokeShare, async ({ caller, params }) => service.revoke(callerOf(caller), params.shareId)),
    route(
      getSharedFiles,
      async ({ params, request, reply }) => {
        noStore(reply);
        const share = await service.open(params.token, unlocked(request));
        if (isFailure(share)) return share;
        return service.info(share);
      },
      recipientLimit,
    ),
    route(
      unlockSharedFiles,
      async ({ params, body, request, reply }) => {
        noStore(reply);
        const share = await service.unlock(params.token, body.password);
        if (isFailure(share)) return share;
        if (share.passwordHash !== null) grant(request, reply, params.token, share.id);
        return service.info(share);
      },
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    ),
    route(
      downloadSharedFile,
      async ({ params, request, reply }) => {
        const share = await service.open(params.token, unlocked(request));
        if (isFailure(share)) return share;
        // A resumed download's later ranges are the download already recorded.
        const range = requestedRange(request.headers.range, Number.MAX_SAFE_INTEGER);
        const first = range === undefined || range === 'unsatisfiable' || range.start === 0;
        const found = await service.download(share, params.fileId, downloader(request), first);
        if (isFailure(found)) return found;
        noStore(reply).header('content-disposition', attachment(found.name)).type(contentTypeOf(found.name));
        return sendStoredFile(request, reply, found.file);
      },
      // A share of 100 files downloaded at once, some resumed: more than a page's calls.
      { rateLimit: { max: 300, timeWindow: '1 minute' } },
    ),
  ];
}
