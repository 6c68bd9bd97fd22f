// Test support: a real RSA key, real DKIM signatures by mailauth, and a local DNS zone.
import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth';
import type { DnsResolver } from './types';

export interface TestKey {
  privateKeyPem: string;
  /** The TXT record a domain publishes at `<selector>._domainkey.<domain>`. */
  dkimRecord: string;
}

export function createTestKey(): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    dkimRecord: `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
  };
}

export class DnsError extends Error {
  constructor(readonly code: string) {
    super(`queryTxt ${code}`);
  }
}

/**
 * A resolver answering from `records`, keyed "<name> <TYPE>", the way node:dns/promises does:
 * TXT as string[][]; a name it does not hold is ENOTFOUND. It records every question.
 */
export function dnsZone(records: Record<string, string[]>): { resolver: DnsResolver; queries: string[] } {
  const queries: string[] = [];
  const resolver: DnsResolver = async (name, rrtype) => {
    const question = `${name.toLowerCase()} ${rrtype}`;
    queries.push(question);
    const answer = records[question];
    if (!answer) throw new DnsError('ENOTFOUND');
    return rrtype === 'TXT' ? answer.map((text) => [text]) : answer;
  };
  return { resolver, queries };
}

export interface SignOptions {
  domain: string;
  selector: string;
  key: TestKey;
  algorithm?: 'rsa-sha256' | 'rsa-sha1';
  /** The l= tag: how many body bytes the signature covers. */
  maxBodyLength?: number;
}

/** The message with the DKIM-Signature header mailauth makes for it prepended. */
export async function signMessage(message: string, options: SignOptions): Promise<string> {
  // mailauth's types declare the key at the top level; its code reads only signatureData.
  const signed = await dkimSign(message, {
    signatureData: [
      {
        signingDomain: options.domain,
        selector: options.selector,
        privateKey: options.key.privateKeyPem,
        ...(options.algorithm ? { algorithm: options.algorithm } : {}),
        ...(options.maxBodyLength === undefined ? {} : { maxBodyLength: options.maxBodyLength }),
      },
    ],
  } as Parameters<typeof dkimSign>[1]);
  if (signed.errors.length > 0 || signed.signatures === '') {
    throw new Error(`test message not signed: ${signed.errors.map((e) => e.err.message).join(', ')}`);
  }
  return signed.signatures + message;
}

export const INTERAC_BODY = [
  'Hi STUDIO ARTS,',
  '',
  'JOHN DOE sent you $1,250.00 (CAD) and the money has been automatically deposited into your bank account at',
  'Royal Bank of Canada.',
  '',
  'Message: April classes for Emma',
  '',
  'Reference Number: C1AbCdEfGhIj',
  '',
  'Please do not reply to this email.',
  '',
].join('\r\n');

/** An Interac e-Transfer auto-deposit notice, with CRLF line ends as it arrives over IMAP. */
export function interacNotice({
  from = 'Interac e-Transfer <notify@payments.interac.ca>',
  body = INTERAC_BODY,
  extraHeaders = [],
}: {
  from?: string;
  body?: string;
  extraHeaders?: string[];
} = {}): string {
  return [
    ...extraHeaders,
    `From: ${from}`,
    'To: payments@studio.example',
    'Subject: INTERAC e-Transfer: A money transfer from JOHN DOE has been automatically deposited.',
    'Date: Wed, 25 Nov 2026 09:00:00 -0800',
    'Message-ID: <CA1AbCdEfGhIj.20261125@payments.interac.ca>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    body,
  ].join('\r\n');
}
