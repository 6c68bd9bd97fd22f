export type DkimResult = 'pass' | 'fail' | 'none' | 'neutral' | 'temperror' | 'permerror';

export interface AuthenticityVerdict {
  /** DKIM passed for one of the expected domains, aligned with a From domain inside them. */
  trusted: boolean;
  /** `domains`: the signing domains whose signatures passed. */
  dkim: { result: DkimResult; domains: string[] };
  /** Null when no connecting IP is known (a message read from a mailbox). */
  spf: { result: string; domain: string | null } | null;
  dmarc: { result: string; policy: string | null } | null;
  fromDomain: string | null;
  /** Sentences for the administrator; empty when trusted. */
  reasons: string[];
}

export type DnsResolver = (name: string, rrtype: string) => Promise<unknown>;

export interface VerifyPaymentEmailOptions {
  /** The institution's sending domains; a subdomain of one counts as inside it. */
  expectedDomains: string[];
  /** Named in the reasons, e.g. "Interac e-Transfer"; the domains are named when absent. */
  institution?: string;
  /** Answers like node:dns/promises `resolve` (TXT as string[][]); errors carry DNS codes. */
  resolver?: DnsResolver;
  /** The SMTP connection, when the message was received by us directly (SPF needs the IP). */
  ip?: string;
  helo?: string;
  sender?: string;
}
