import { type AuthenticateResult, authenticate, type DNSResolver } from 'mailauth';
import { en } from '../../../../shared/i18n/msg';
import { judgeDkim } from './dkim-signatures';
import { systemResolver } from './dns-resolver';
import { domainOfAddress, isWithin, normalizeDomain } from './domains';
import type { AuthenticityVerdict, VerifyPaymentEmailOptions } from './types';

/**
 * Is this raw message really from the institution? Decision 009: trusted only when a DKIM
 * signature of one of `expectedDomains` passes and is aligned with the From domain, which must be
 * inside those domains too. Never throws: a failure to check is a verdict that is not trusted.
 */
export async function verifyPaymentEmail(
  raw: Buffer | string,
  opts: VerifyPaymentEmailOptions,
): Promise<AuthenticityVerdict> {
  const expectedDomains = opts.expectedDomains.map(normalizeDomain).filter((domain) => domain !== '');
  const institution = opts.institution ?? (expectedDomains.join(' or ') || 'the institution');

  let auth: AuthenticateResult;
  try {
    auth = await authenticate(raw, {
      // mailauth's types want the resolver's answer shape; ours passes DNS answers through untouched.
      resolver: (opts.resolver ?? systemResolver) as DNSResolver,
      ip: opts.ip,
      helo: opts.helo,
      sender: opts.sender,
      // Received headers are written by whoever relayed the message, so they say nothing we can trust.
      trustReceived: false,
      rejectRsaSha1: true,
      // A payment needs the institution's own signature: ARC (a forwarder's word) and BIMI (logos,
      // fetched over HTTPS) add nothing to that.
      disableArc: true,
      disableBimi: true,
    });
  } catch (error) {
    return unchecked(
      `The message could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  const sender = senderOf(auth, expectedDomains, institution);
  const fromDomain = sender.domain;
  const reasons = sender.problem ? [sender.problem] : [];

  const dkim = judgeDkim(auth.dkim.results, { fromDomain, expectedDomains, institution });
  reasons.push(...dkim.reasons);

  return {
    trusted: sender.problem === null && dkim.accepted,
    dkim: { result: dkim.result, domains: dkim.domains },
    // Without the connecting IP mailauth still answers (temperror); that answer means nothing.
    spf: opts.ip && auth.spf ? { result: auth.spf.status.result, domain: auth.spf.domain ?? null } : null,
    dmarc: auth.dmarc ? { result: auth.dmarc.status.result, policy: auth.dmarc.policy ?? null } : null,
    fromDomain,
    reasons,
  };
}

function senderOf(
  auth: AuthenticateResult,
  expectedDomains: readonly string[],
  institution: string,
): { domain: string | null; problem: string | null } {
  const addresses = auth.dkim.headerFrom;
  if (auth.dkim.fromFields > 1 || addresses.length > 1) {
    return {
      domain: null,
      problem: en('The message names more than one sender (From), so it cannot be attributed'),
    };
  }
  const address = addresses[0];
  const domain = address === undefined ? null : domainOfAddress(address);
  if (address === undefined || domain === null) {
    return { domain: null, problem: en('The message has no sender address (From)') };
  }
  if (!isWithin(domain, expectedDomains)) {
    return { domain, problem: `The message is not from a domain of ${institution} (${address})` };
  }
  return { domain, problem: null };
}

function unchecked(reason: string): AuthenticityVerdict {
  return {
    trusted: false,
    dkim: { result: 'temperror', domains: [] },
    spf: null,
    dmarc: null,
    fromDomain: null,
    reasons: [reason],
  };
}
