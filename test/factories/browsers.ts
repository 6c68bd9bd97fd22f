import type { FastifyInstance, InjectOptions } from 'fastify';
import { TestClient } from '../setup/http';

let next = 0;

/** A distinct client address per call: 10.x.y.z, never 127.0.0.1 (what plain app.inject uses). */
export function nextIp(): string {
  next++;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
}

/**
 * A TestClient whose requests come from their own IP address, as separate browsers on separate
 * networks would. Login, signup and reset are throttled per IP, so tests that are not about the
 * throttle should not all share 127.0.0.1.
 */
export function browserAt(app: FastifyInstance, ip: string = nextIp(), headers: Record<string, string> = {}) {
  const fromIp = {
    inject: (opts: InjectOptions) => app.inject({ remoteAddress: ip, ...opts }),
  } as unknown as FastifyInstance;
  return new TestClient(fromIp, headers);
}
