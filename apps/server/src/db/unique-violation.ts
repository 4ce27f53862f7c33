/**
 * Whether a write failed on a unique index (PostgreSQL's unique_violation, SQLSTATE 23505), on
 * PGlite and PostgreSQL alike: Drizzle wraps the driver's error, so the code sits on the error or
 * on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown })?.cause) === '23505';
}
