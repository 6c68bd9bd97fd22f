import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(6)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().optional(),
  IMAP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** DNS servers for the DKIM check of payment e-mails ("1.1.1.1,9.9.9.9:53"); the system's by default. */
  DNS_SERVERS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GOOGLE_CLIENT_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** OpenID issuer used for "Google" sign-in; overridable so tests can run a local provider. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * Where the stripe package sends its API calls (https://api.stripe.com by default); tests point it at
   * a local double of the endpoints used.
   */
  STRIPE_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Requests per minute per IP for the whole API (login, signup and reset have their own tighter limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Extra origin allowed for state-changing requests (the Vite dev server). */
  DEV_ORIGIN: z.string().optional(),
});

export type AppConfig = z.infer<typeof ZEnv> & {
  databaseKind: 'pglite' | 'postgres';
  googleEnabled: boolean;
  smtpEnabled: boolean;
  isProduction: boolean;
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const base = parsed.data;
  const merged = { ...base, ...overrides };
  return {
    ...merged,
    databaseKind: merged.DATABASE_URL ? 'postgres' : 'pglite',
    googleEnabled: Boolean(merged.GOOGLE_CLIENT_ID && merged.GOOGLE_CLIENT_SECRET),
    smtpEnabled: Boolean(merged.SMTP_URL),
    isProduction: merged.NODE_ENV === 'production',
    ...overrides,
  };
}
