import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/** The person behind a "Google" account on the local provider; `sub` is also what one types to log in. */
export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts the provider knows; add or change them at any time (the provider reads them per request). */
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on a random local port, with one confidential client whose
 * only redirect URI is `redirectUri`. It logs people in through its built-in development interaction
 * pages (login form + consent form) and requires PKCE S256 for every authorization request.
 */
export async function startOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'studio-test-client';
  const clientSecret = randomBytes(24).toString('hex');
  const accounts = new Map<string, OidcAccount>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: true } },
    // The default requires PKCE only for public clients; Google accepts it for ours, so insist on it.
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test' }] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...accounts.get(sub)! }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

interface StoredCookie {
  host: string;
  name: string;
  value: string;
  path: string;
}

/**
 * A small browser cookie jar: cookies are kept per host (host:port, so the app and the provider
 * never see each other's) and per path, and removed when the server expires them.
 */
export class CookieJar {
  private cookies: StoredCookie[] = [];

  store(url: URL, setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair, ...attrs] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      let path = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
      let expired = false;
      for (const attr of attrs) {
        const [key = '', ...rest] = attr.trim().split('=');
        const val = rest.join('=');
        const k = key.toLowerCase();
        if (k === 'path' && val.startsWith('/')) path = val;
        if (k === 'max-age' && Number(val) <= 0) expired = true;
        if (k === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      this.cookies = this.cookies.filter((c) => !(c.host === url.host && c.name === name && c.path === path));
      if (!expired) this.cookies.push({ host: url.host, name, value, path });
    }
  }

  private matching(url: URL) {
    return this.cookies.filter(
      (c) =>
        c.host === url.host &&
        (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
    );
  }

  header(url: URL): string {
    return this.matching(url)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  get(url: URL | string, name: string): string | undefined {
    return this.matching(new URL(url)).find((c) => c.name === name)?.value;
  }

  /** Forget everything a host set, e.g. the user signs out of Google or uses another account there. */
  clear(origin: URL | string): void {
    const { host } = new URL(origin);
    this.cookies = this.cookies.filter((c) => c.host !== host);
  }
}

const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** The first POST form of a page: where it goes and the fields a browser would send (hidden ones as is). */
export function parseForm(html: string, base: URL) {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const attrs = attributes(form[1]!);
  const fields = new Map<string, { type: string; value: string }>();
  for (const input of form[2]!.matchAll(/<input\b([^>]*)>/gi)) {
    const a = attributes(input[1]!);
    if (a.name) fields.set(a.name, { type: (a.type ?? 'text').toLowerCase(), value: a.value ?? '' });
  }
  return {
    action: new URL(attrs.action ?? base.href, base),
    method: (attrs.method ?? 'get').toUpperCase(),
    fields,
  };
}

export interface BrowseOptions {
  /** Jar of the "browser" (shared between app and provider hosts, as one browser would). */
  jar: CookieJar;
  /** The account typed into the provider's login form. */
  login?: string;
  /** Stop when a redirect leads to this origin's `/` (the SPA). */
  appOrigin: string;
  /** Lets a test change a redirect target before it is followed (e.g. tamper with `state`). */
  rewrite?: (url: URL) => URL;
  /** Press the provider's "Cancel" link instead of submitting its form. */
  cancel?: boolean;
  maxSteps?: number;
}

export interface BrowseResult {
  /** Where the browser landed on the app (`/?...`). */
  landing: URL;
  /** Every URL requested, in order. */
  trail: string[];
}

/**
 * Walks a browser through redirects and the provider's HTML forms with plain fetch: manual redirects,
 * cookies per host, the login form filled with `login` and any password, the consent form submitted.
 */
export async function browse(start: string | URL, options: BrowseOptions): Promise<BrowseResult> {
  const { jar, appOrigin, login, rewrite = (u) => u, cancel = false, maxSteps = 25 } = options;
  const trail: string[] = [];
  let url = new URL(start);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < maxSteps; step++) {
    trail.push(`${method} ${url.href}`);
    const cookie = jar.header(url);
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        'user-agent': 'studio-integration-test',
      },
      body,
    });
    jar.store(url, res.headers.getSetCookie());
    if (res.status >= 300 && res.status < 400) {
      await res.arrayBuffer();
      const next = rewrite(new URL(res.headers.get('location')!, url));
      if (next.origin === appOrigin && next.pathname === '/') {
        trail.push(`landed ${next.href}`);
        return { landing: next, trail };
      }
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const text = await res.text();
    const form = res.status === 200 ? parseForm(text, url) : undefined;
    if (form?.method !== 'POST') {
      throw new Error(
        `Unexpected ${res.status} at ${url.href}:\n${text.slice(0, 2000)}\n${trail.join('\n')}`,
      );
    }
    if (cancel) {
      const abort = [...text.matchAll(/<a\b([^>]*)>/gi)]
        .map((a) => attributes(a[1]!).href)
        .find((href) => href?.endsWith('/abort'));
      if (!abort) throw new Error(`No cancel link at ${url.href}`);
      url = new URL(abort, url);
      method = 'GET';
      body = undefined;
      continue;
    }
    const fields = new URLSearchParams();
    for (const [name, { type, value }] of form.fields) {
      if (type === 'password') fields.set(name, 'any-password');
      else if (name === 'login') {
        if (!login) throw new Error('The provider asks to log in but no login was given');
        fields.set(name, login);
      } else fields.set(name, value);
    }
    url = form.action;
    method = 'POST';
    body = fields;
  }
  throw new Error(`No landing on the app after ${maxSteps} steps:\n${trail.join('\n')}`);
}
export { freePort } from './free-port';
