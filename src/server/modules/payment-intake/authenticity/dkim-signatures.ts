import type { DKIMResult } from 'mailauth';
import { en } from '../../../../shared/i18n/msg';
import { isWithin, normalizeDomain } from './domains';
import type { DkimResult } from './types';

export interface DkimJudgement {
  result: DkimResult;
  /** Signing domains whose signatures passed. */
  domains: string[];
  /** One passing signature is aligned with the From domain and inside the institution's domains. */
  accepted: boolean;
  /** Why no signature was accepted; empty when one was. */
  reasons: string[];
}

interface Context {
  fromDomain: string | null;
  expectedDomains: readonly string[];
  institution: string;
}

/** Judges mailauth's per-signature DKIM results against the sender and the institution's domains. */
export function judgeDkim(results: readonly DKIMResult[], context: Context): DkimJudgement {
  const signatures = results.filter((row) => row.status.result !== 'none');
  if (signatures.length === 0) {
    return {
      result: 'none',
      domains: [],
      accepted: false,
      reasons: [en('The message has no DKIM signature')],
    };
  }
  const passed = signatures.filter((row) => row.status.result === 'pass');
  const domains = [...new Set(passed.map((row) => normalizeDomain(row.signingDomain ?? '')))];
  const problems = signatures.map((row) => signatureProblem(row, context));
  const accepted = problems.some((problem) => problem === null);
  return {
    result: summarise(signatures),
    domains,
    accepted,
    reasons: accepted ? [] : problems.filter((problem): problem is string => problem !== null),
  };
}

function signatureProblem(
  row: DKIMResult,
  { fromDomain, expectedDomains, institution }: Context,
): string | null {
  const domain = normalizeDomain(row.signingDomain ?? '') || 'an unnamed domain';
  const { status } = row;
  switch (status.result) {
    case 'pass':
      break;
    case 'temperror':
      return `The DKIM key of ${domain} could not be looked up (temporary DNS failure); check the message again later`;
    case 'policy':
      return `The DKIM signature of ${domain} uses a weak key or algorithm (${status.comment ?? 'policy'})`;
    default:
      return failureSentence(domain, row);
  }
  if (status.testing) {
    return `The DKIM key of ${domain} is published in testing mode (t=y), so its signature proves nothing`;
  }
  if (status.underSized) {
    return `The DKIM signature of ${domain} covers only the start of the body: text was added after signing`;
  }
  if (fromDomain === null) {
    return `The DKIM signature of ${domain} cannot be matched to a single sender`;
  }
  if (!status.aligned) {
    return `DKIM signature of ${domain} does not match the sender ${fromDomain}`;
  }
  if (!isWithin(domain, expectedDomains)) {
    return `DKIM signature of ${domain} is not from a domain of ${institution}`;
  }
  return null;
}

function failureSentence(domain: string, row: DKIMResult): string {
  const comment = row.status.comment;
  if (comment === 'body hash did not verify') {
    return `The message body was changed after ${domain} signed it (DKIM body hash does not match)`;
  }
  if (comment === 'bad signature') {
    return `The DKIM signature of ${domain} does not verify: the signed headers (From, Subject, …) were changed after signing`;
  }
  if (comment === 'no key') {
    return `The DKIM key of ${domain} (selector ${row.selector ?? '?'}) is not published in DNS`;
  }
  return `The DKIM signature of ${domain} is not valid (${row.status.result}${comment ? `: ${comment}` : ''})`;
}

// RFC 8601 calls a body hash mismatch "fail"; mailauth's lenient mode reports it as neutral.
function resultOf(row: DKIMResult): DkimResult {
  const { result, comment } = row.status;
  if (comment === 'body hash did not verify') return 'fail';
  switch (result) {
    case 'pass':
    case 'fail':
    case 'neutral':
    case 'temperror':
    case 'permerror':
    case 'none':
      return result;
    case 'temperr':
      return 'temperror';
    default:
      return 'fail';
  }
}

// The best outcome first: one passing signature is enough; a temporary error may pass on a retry.
const PRECEDENCE: readonly DkimResult[] = ['pass', 'temperror', 'fail', 'neutral', 'permerror', 'none'];

function summarise(signatures: readonly DKIMResult[]): DkimResult {
  const results = new Set(signatures.map(resultOf));
  return PRECEDENCE.find((result) => results.has(result)) ?? 'none';
}
