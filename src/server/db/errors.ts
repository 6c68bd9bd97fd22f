/** PostgreSQL's unique_violation, however the driver (postgres.js, PGlite, drizzle) wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
