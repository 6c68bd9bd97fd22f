/** PostgreSQL's unique_violation, however the driver (postgres.js, PGlite, drizzle) wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * A deadlock (40P01) or serialization failure (40001): the database aborted the transaction so that
 * another could go on, and running it again from the start is safe.
 */
export function isRetryableConflict(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '40P01' || code === '40001';
}
