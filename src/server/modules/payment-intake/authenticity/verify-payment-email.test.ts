import { beforeAll, describe, expect, it } from 'vitest';
import { createTestKey, DnsError, dnsZone, interacNotice, signMessage, type TestKey } from './test-kit';
import { verifyPaymentEmail } from './verify-payment-email';

const SELECTOR = 'pay2026';
const INTERAC = { expectedDomains: ['interac.ca', 'payments.interac.ca'], institution: 'Interac e-Transfer' };

let bank: TestKey;
let other: TestKey;

beforeAll(() => {
  bank = createTestKey();
  other = createTestKey();
});

/** The bank's DNS: its key and DMARC record, plus whatever a test adds. */
function zone(extra: Record<string, string[]> = {}) {
  return dnsZone({
    [`${SELECTOR}._domainkey.payments.interac.ca TXT`]: [bank.dkimRecord],
    '_dmarc.interac.ca TXT': ['v=DMARC1; p=reject; adkim=r; aspf=r'],
    ...extra,
  });
}

function signedByBank(message = interacNotice()) {
  return signMessage(message, { domain: 'payments.interac.ca', selector: SELECTOR, key: bank });
}

describe('verifyPaymentEmail', () => {
  it('trusts a notice signed by payments.interac.ca, checking the key and DMARC through DNS', async () => {
    const { resolver, queries } = zone();
    const verdict = await verifyPaymentEmail(Buffer.from(await signedByBank()), { ...INTERAC, resolver });
    expect(verdict).toEqual({
      trusted: true,
      dkim: { result: 'pass', domains: ['payments.interac.ca'] },
      spf: null,
      dmarc: { result: 'pass', policy: 'reject' },
      fromDomain: 'payments.interac.ca',
      reasons: [],
    });
    expect(queries).toContain(`${SELECTOR}._domainkey.payments.interac.ca TXT`);
    expect(queries).toContain('_dmarc.interac.ca TXT');
  });

  it('a body changed after signing (the amount raised) is not trusted', async () => {
    const signed = await signedByBank();
    const tampered = signed.replace('$1,250.00', '$9,250.00');
    expect(tampered).not.toBe(signed);
    const verdict = await verifyPaymentEmail(tampered, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.dkim).toEqual({ result: 'fail', domains: [] });
    expect(verdict.reasons).toEqual([
      'The message body was changed after payments.interac.ca signed it (DKIM body hash does not match)',
    ]);
  });

  it("the From header changed after signing is not trusted, though it stays in the bank's domain", async () => {
    const signed = await signedByBank();
    const tampered = signed.replace(
      'From: Interac e-Transfer <notify@payments.interac.ca>',
      'From: Interac e-Transfer <deposits@payments.interac.ca>',
    );
    expect(tampered).not.toBe(signed);
    const verdict = await verifyPaymentEmail(tampered, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.fromDomain).toBe('payments.interac.ca');
    expect(verdict.dkim.result).toBe('fail');
    expect(verdict.reasons).toEqual([
      'The DKIM signature of payments.interac.ca does not verify: the signed headers (From, Subject, …) were changed after signing',
    ]);
  });

  it("a message validly signed by another domain but claiming the bank's From is not trusted", async () => {
    const { resolver } = zone({ [`${SELECTOR}._domainkey.evil.example TXT`]: [other.dkimRecord] });
    const forged = await signMessage(interacNotice(), {
      domain: 'evil.example',
      selector: SELECTOR,
      key: other,
    });
    const verdict = await verifyPaymentEmail(forged, { ...INTERAC, resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.dkim).toEqual({ result: 'pass', domains: ['evil.example'] });
    expect(verdict.dmarc).toEqual({ result: 'fail', policy: 'reject' });
    expect(verdict.reasons).toEqual([
      'DKIM signature of evil.example does not match the sender payments.interac.ca',
    ]);
  });

  it('a message without a signature is not trusted', async () => {
    const verdict = await verifyPaymentEmail(interacNotice(), { ...INTERAC, resolver: zone().resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.dkim).toEqual({ result: 'none', domains: [] });
    expect(verdict.fromDomain).toBe('payments.interac.ca');
    expect(verdict.reasons).toEqual(['The message has no DKIM signature']);
  });

  it('a look-alike domain, however well signed by itself, is not trusted', async () => {
    const { resolver } = zone({ [`${SELECTOR}._domainkey.payments-interac.co TXT`]: [other.dkimRecord] });
    const lookAlike = await signMessage(
      interacNotice({ from: 'Interac e-Transfer <notify@payments-interac.co>' }),
      {
        domain: 'payments-interac.co',
        selector: SELECTOR,
        key: other,
      },
    );
    const verdict = await verifyPaymentEmail(lookAlike, { ...INTERAC, resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.dkim).toEqual({ result: 'pass', domains: ['payments-interac.co'] });
    expect(verdict.fromDomain).toBe('payments-interac.co');
    expect(verdict.reasons).toEqual([
      'The message is not from a domain of Interac e-Transfer (notify@payments-interac.co)',
      'DKIM signature of payments-interac.co is not from a domain of Interac e-Transfer',
    ]);
  });

  it("a signature of the organisation's other subdomain, aligned but not one of the institution's, is not trusted", async () => {
    const { resolver } = zone({ [`${SELECTOR}._domainkey.marketing.interac.ca TXT`]: [other.dkimRecord] });
    const signed = await signMessage(interacNotice(), {
      domain: 'marketing.interac.ca',
      selector: SELECTOR,
      key: other,
    });
    const verdict = await verifyPaymentEmail(signed, {
      expectedDomains: ['payments.interac.ca'],
      institution: 'Interac e-Transfer',
      resolver,
    });
    expect(verdict.trusted).toBe(false);
    expect(verdict.dkim).toEqual({ result: 'pass', domains: ['marketing.interac.ca'] });
    expect(verdict.dmarc?.result).toBe('pass');
    expect(verdict.reasons).toEqual([
      'DKIM signature of marketing.interac.ca is not from a domain of Interac e-Transfer',
    ]);
  });

  it("a From outside the institution's domains is not trusted, even when signed by one of them", async () => {
    const signed = await signedByBank(interacNotice({ from: 'Interac <offers@marketing.interac.ca>' }));
    const verdict = await verifyPaymentEmail(signed, {
      expectedDomains: ['payments.interac.ca'],
      institution: 'Interac e-Transfer',
      resolver: zone().resolver,
    });
    expect(verdict.dkim).toEqual({ result: 'pass', domains: ['payments.interac.ca'] });
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons).toEqual([
      'The message is not from a domain of Interac e-Transfer (offers@marketing.interac.ca)',
    ]);
  });

  it("the studio's own forward of a bank notice is not the bank's message", async () => {
    const { resolver } = zone({ [`${SELECTOR}._domainkey.studio.example TXT`]: [other.dkimRecord] });
    const forward = await signMessage(
      interacNotice({
        from: 'Studio Arts <payments@studio.example>',
        body: `---------- Forwarded message ---------\r\nFrom: Interac e-Transfer <notify@payments.interac.ca>\r\n\r\n${interacNotice()}`,
      }),
      { domain: 'studio.example', selector: SELECTOR, key: other },
    );
    const verdict = await verifyPaymentEmail(forward, { ...INTERAC, resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons[0]).toBe(
      'The message is not from a domain of Interac e-Transfer (payments@studio.example)',
    );
  });

  it('a temporary DNS failure is a verdict that is not trusted, with its reason, never an exception', async () => {
    const signed = await signedByBank();
    const failing = async () => {
      throw new DnsError('ETIMEOUT');
    };
    const verdict = await verifyPaymentEmail(signed, { ...INTERAC, resolver: failing });
    expect(verdict.trusted).toBe(false);
    expect(verdict.dkim).toEqual({ result: 'temperror', domains: [] });
    expect(verdict.dmarc?.result).toBe('temperror');
    expect(verdict.reasons).toEqual([
      'The DKIM key of payments.interac.ca could not be looked up (temporary DNS failure); check the message again later',
    ]);
  });

  it('a source that cannot be read at all (a stored raw source missing) is a verdict, not an exception', async () => {
    const missing = null as unknown as Buffer;
    const verdict = await verifyPaymentEmail(missing, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons).toHaveLength(1);
    expect(verdict.reasons[0]).toMatch(/^The message could not be checked: /);
  });

  it('a key the bank has not published (unknown selector) is not trusted', async () => {
    const signed = await signMessage(interacNotice(), {
      domain: 'payments.interac.ca',
      selector: 'old',
      key: other,
    });
    const verdict = await verifyPaymentEmail(signed, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons).toEqual([
      'The DKIM key of payments.interac.ca (selector old) is not published in DNS',
    ]);
  });

  it('text appended past the signed length (l=) is not trusted', async () => {
    const message = interacNotice();
    const bodyLength = message.length - message.indexOf('\r\n\r\n') - 4;
    const signed = await signMessage(message, {
      domain: 'payments.interac.ca',
      selector: SELECTOR,
      key: bank,
      maxBodyLength: bodyLength,
    });
    const extended = `${signed}\r\nCorrection: the amount deposited is $9,250.00 (CAD).\r\n`;
    const verdict = await verifyPaymentEmail(extended, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.dkim.result).toBe('pass');
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons).toEqual([
      'The DKIM signature of payments.interac.ca covers only the start of the body: text was added after signing',
    ]);
  });

  it('a second From header added above the signed one is not trusted', async () => {
    const signed = await signedByBank();
    const twoSenders = `From: Interac e-Transfer <notify@payments.interac.ca>\r\n${signed}`;
    const verdict = await verifyPaymentEmail(twoSenders, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.dkim.result).toBe('pass');
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons).toEqual([
      'The message names more than one sender (From), so it cannot be attributed',
      'The DKIM signature of payments.interac.ca cannot be matched to a single sender',
    ]);
  });

  it('a key published in testing mode (t=y) proves nothing', async () => {
    const { resolver } = dnsZone({
      [`${SELECTOR}._domainkey.payments.interac.ca TXT`]: [bank.dkimRecord.replace('k=rsa;', 'k=rsa; t=y;')],
    });
    const verdict = await verifyPaymentEmail(await signedByBank(), { ...INTERAC, resolver });
    expect(verdict.dkim.result).toBe('pass');
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons).toEqual([
      'The DKIM key of payments.interac.ca is published in testing mode (t=y), so its signature proves nothing',
    ]);
  });

  it('an rsa-sha1 signature (RFC 8301) is not trusted', async () => {
    const signed = await signMessage(interacNotice(), {
      domain: 'payments.interac.ca',
      selector: SELECTOR,
      key: bank,
      algorithm: 'rsa-sha1',
    });
    const verdict = await verifyPaymentEmail(signed, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.dkim.result).toBe('fail');
    expect(verdict.reasons).toEqual([
      'The DKIM signature of payments.interac.ca uses a weak key or algorithm (weak algorithm)',
    ]);
  });

  it('with the connecting IP, SPF is reported, but SPF and DMARC passing without DKIM is not enough', async () => {
    const { resolver } = zone({ 'payments.interac.ca TXT': ['v=spf1 ip4:192.0.2.0/24 -all'] });
    const verdict = await verifyPaymentEmail(interacNotice(), {
      ...INTERAC,
      resolver,
      ip: '192.0.2.10',
      helo: 'mail.payments.interac.ca',
      sender: 'bounces@payments.interac.ca',
    });
    expect(verdict.spf).toEqual({ result: 'pass', domain: 'payments.interac.ca' });
    expect(verdict.dmarc).toEqual({ result: 'pass', policy: 'reject' });
    expect(verdict.trusted).toBe(false);
    expect(verdict.reasons).toEqual(['The message has no DKIM signature']);
  });

  it('an Authentication-Results header in the message is never believed (read over IMAP, anyone can write one)', async () => {
    const claimed = interacNotice({
      extraHeaders: [
        'Authentication-Results: mx.studio.example; dkim=pass header.d=payments.interac.ca; spf=pass; dmarc=pass',
      ],
    });
    const verdict = await verifyPaymentEmail(claimed, { ...INTERAC, resolver: zone().resolver });
    expect(verdict.trusted).toBe(false);
    expect(verdict.spf).toBeNull();
    expect(verdict.reasons).toEqual(['The message has no DKIM signature']);
  });
});
