import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  setCookies: string[];
}

/**
 * A cookie jar over app.inject: it keeps what the server sets and sends it back, as a browser would,
 * so tests exercise the real session cookies.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: Record<string, string> = {},
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      headers: { ...this.defaults, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    const raw = res.headers['set-cookie'];
    const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const c of setCookies) {
      const [pair, ...attrs] = c.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    let body: unknown = res.body;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {}
    return { status: res.statusCode, body, headers: res.headers, setCookies } satisfies Answer as Answer;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, payload, headers);
  put = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, payload, headers);
}
