import { Resolver } from 'node:dns/promises';
import type { DnsResolver } from './types';

// A dead DNS server must not hold a mailbox scan for minutes: 3 s per try, two tries,
// then the lookup fails with ETIMEOUT and the verdict says "temporary DNS failure".
const resolvers = new Map<string, DnsResolver>();

/**
 * The DNS the DKIM check asks: the system's servers, or `servers` ("1.1.1.1,9.9.9.9:53", the
 * DNS_SERVERS setting — a studio whose network filters DNS, and the tests' local server).
 */
export function dnsResolverFor(servers?: string): DnsResolver {
  const key = servers?.trim() ?? '';
  let found = resolvers.get(key);
  if (!found) {
    const resolver = new Resolver({ timeout: 3_000, tries: 2 });
    if (key)
      resolver.setServers(
        key
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    found = (name, rrtype) => resolver.resolve(name, rrtype);
    resolvers.set(key, found);
  }
  return found;
}

export const systemResolver: DnsResolver = dnsResolverFor();
