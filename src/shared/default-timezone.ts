/**
 * The studio's timezone until the administrator sets one (the `timezone` setting's default). Its own
 * module, free of zod, so the client's first script can start in it without the settings schema.
 */
export const DEFAULT_TIMEZONE = 'America/Vancouver';
