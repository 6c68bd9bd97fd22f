/**
 * Who is who among senders: the payment services' own domains, and the Canadian banks (and the
 * larger credit unions) whose alerts announce deposits, with the name the app shows for each.
 */
import { domainIsUnder } from './text';

export interface Bank {
  name: string;
  /** Registrable domains the bank sends mail from (alerts often come from a subdomain of one). */
  domains: readonly string[];
  /** How the bank is written in a message's text or a sender's display name. */
  pattern: RegExp;
}

export const BANKS: readonly Bank[] = [
  {
    name: 'RBC Royal Bank',
    domains: ['rbc.com', 'rbcroyalbank.com'],
    pattern: /\bRBC\b|\bRoyal Bank\b|\bBanque Royale\b/i,
  },
  {
    name: 'TD Canada Trust',
    domains: ['td.com', 'tdcanadatrust.com', 'tdbank.com'],
    pattern: /\bTD Canada Trust\b|\bTD Bank\b|\bTD\b(?= (?:Alerts?|Alertes?|EasyWeb)\b)/i,
  },
  {
    name: 'Scotiabank',
    domains: ['scotiabank.com', 'scotiaonline.com'],
    pattern: /\bScotia ?bank\b|\bBanque Scotia\b/i,
  },
  {
    name: 'BMO Bank of Montreal',
    domains: ['bmo.com'],
    pattern: /\bBMO\b|\bBank of Montreal\b|\bBanque de Montréal\b/i,
  },
  { name: 'CIBC', domains: ['cibc.com', 'cibc.ca'], pattern: /\bCIBC\b/ },
  {
    name: 'National Bank',
    domains: ['nbc.ca', 'bnc.ca'],
    pattern: /\bNational Bank\b|\bBanque Nationale\b/i,
  },
  { name: 'Desjardins', domains: ['desjardins.com'], pattern: /\bDesjardins\b/i },
  { name: 'Tangerine', domains: ['tangerine.ca'], pattern: /\bTangerine\b/i },
  { name: 'Simplii Financial', domains: ['simplii.com'], pattern: /\bSimplii\b/i },
  { name: 'ATB Financial', domains: ['atb.com'], pattern: /\bATB Financial\b/i },
  { name: 'HSBC', domains: ['hsbc.ca', 'hsbc.com'], pattern: /\bHSBC\b/ },
  {
    name: 'Laurentian Bank',
    domains: ['laurentianbank.ca', 'banquelaurentienne.ca'],
    pattern: /\bLaurentian Bank\b|\bBanque Laurentienne\b/i,
  },
  { name: 'EQ Bank', domains: ['eqbank.ca'], pattern: /\bEQ Bank\b/i },
  { name: 'Vancity', domains: ['vancity.com'], pattern: /\bVancity\b/i },
  { name: 'Coast Capital', domains: ['coastcapitalsavings.com'], pattern: /\bCoast Capital\b/i },
  { name: 'Servus Credit Union', domains: ['servus.ca'], pattern: /\bServus\b/i },
  { name: 'Meridian', domains: ['meridiancu.ca'], pattern: /\bMeridian Credit Union\b/i },
  { name: 'Motusbank', domains: ['motusbank.ca'], pattern: /\bMotusbank\b/i },
];

export function bankByDomain(domain: string | null): Bank | null {
  return BANKS.find((bank) => bank.domains.some((d) => domainIsUnder(domain, d))) ?? null;
}

/** The first bank named in `text`, by position. */
export function bankNamedIn(text: string): Bank | null {
  let best: { bank: Bank; index: number } | null = null;
  for (const bank of BANKS) {
    const m = bank.pattern.exec(text);
    if (m && (!best || m.index < best.index)) best = { bank, index: m.index };
  }
  return best?.bank ?? null;
}

export const INTERAC_DOMAINS = ['interac.ca'] as const;
export const STRIPE_DOMAINS = ['stripe.com'] as const;
export const SQUARE_DOMAINS = ['squareup.com', 'square.com'] as const;
/** PayPal sends from paypal.com and from its country domains (service@paypal.ca, service@intl.paypal.com). */
export const PAYPAL_DOMAINS = [
  'paypal.com',
  'paypal.ca',
  'paypal.co.uk',
  'paypal.com.au',
  'paypal.de',
  'paypal.fr',
  'paypal.it',
  'paypal.es',
  'paypal.nl',
] as const;

export function underAny(domain: string | null, bases: readonly string[]): string | null {
  return bases.find((base) => domainIsUnder(domain, base)) ?? null;
}
