/**
 * Defaults of the settings the student's first screens read before (or without) the studio's own
 * values. Their own module, free of zod, so those screens do not download the settings schema;
 * src/shared/schemas/settings.ts declares them as the settings' defaults.
 */
export const DEFAULT_TIMEZONE = 'America/Vancouver';
export const DEFAULT_CANCELLATION_DEADLINE_HOURS = 24;
