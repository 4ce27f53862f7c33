import { loginResponseSchema } from '@portal/shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { aUser, type BuiltUser, type UserOptions } from './builders';

/** A user of the test database, logged in through the API: their token goes in the Authorization header. */
export type Caller = BuiltUser & { token: string };

/**
 * Users made and logged in through the real login route, each request from an address of its own
 * in the block `10.<block>.x.y`: the per-address rate limits of the login and the API never see
 * one test's callers as one client. Give each test file its own block.
 */
export function loggedInCallers(deps: { app: () => FastifyInstance; db: () => Db; block: number }) {
  let ips = 0;
  const nextIp = () => {
    ips += 1;
    return `10.${deps.block}.${Math.floor(ips / 250)}.${ips % 250}`;
  };

  async function aCaller(options: UserOptions = {}): Promise<Caller> {
    const user = await aUser(deps.db(), options);
    const response = await deps.app().inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { username: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...user, token: loginResponseSchema.parse(response.json()).jwtToken };
  }

  return { aCaller, nextIp };
}
