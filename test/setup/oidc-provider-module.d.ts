/**
 * The few parts of `oidc-provider` (v9, ships no types) that the tests use. Only as wide as needed:
 * the configuration is passed through as the library documents it.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled?: boolean }>;
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default Provider;
}
