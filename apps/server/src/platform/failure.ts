import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import type { Db } from '../db/database';

/**
 * An expected business failure (a link that expired, a file that is not there): services return
 * one instead of throwing, and their signatures name the codes they can return. The route layer
 * turns it into `{ error, message }` with the status of packages/shared/src/api/error-status.ts.
 * Only the unexpected throws.
 */
export class Failure<Code extends ErrorCode = ErrorCode> {
  constructor(
    readonly code: Code,
    /** A message other than the catalogue's text for the code (a domain restriction's own). */
    readonly message?: string,
  ) {}
}

export function fail<Code extends ErrorCode>(code: Code, message?: string): Failure<Code> {
  return new Failure(code, message);
}

export function isFailure(value: unknown): value is Failure {
  return value instanceof Failure;
}

/**
 * For code below a service that must unwind a stream or a nested call (the chunk store): it
 * throws this, and the service returns the failure inside with `failureFrom`.
 */
export class FailureError<Code extends ErrorCode = ErrorCode> extends Error {
  constructor(readonly failure: Failure<Code>) {
    super(failure.code);
    this.name = 'FailureError';
  }
}

export function raise<Code extends ErrorCode>(code: Code): never {
  throw new FailureError(new Failure(code));
}

/** The failure a FailureError carries; anything else is unexpected and thrown on. */
export function failureFrom(error: unknown): Failure {
  if (error instanceof FailureError) return error.failure;
  throw error;
}

class RollbackForFailure extends Error {
  constructor(readonly failure: Failure) {
    super('rolled back for a business failure');
  }
}

/**
 * Runs `work` in one transaction. When it returns a Failure, everything it wrote is rolled back
 * and the failure returned, so a failed business rule never leaves half a change.
 */
export async function inTransaction<T, Code extends ErrorCode>(
  db: Db,
  work: (tx: Db) => Promise<T | Failure<Code>>,
): Promise<T | Failure<Code>> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx as Db);
      if (outcome instanceof Failure) throw new RollbackForFailure(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RollbackForFailure) return error.failure as Failure<Code>;
    throw error;
  }
}
