import { describe, expect, it } from 'vitest';
import { checkBulkInput } from './bulkInput';

const notice = { content: 'ADA sent you $52.50 (CAD)', senderEmail: 'notify@payments.interac.ca' };

describe('checkBulkInput', () => {
  it('accepts an array of notifications; subject defaults to empty, receivedDate is kept when given', () => {
    const text = JSON.stringify([
      notice,
      { ...notice, subject: 'INTERAC e-Transfer', receivedDate: '2026-11-25T09:00:00-08:00' },
    ]);
    expect(checkBulkInput(text)).toEqual({
      ok: true,
      emails: [
        { ...notice, subject: '' },
        { ...notice, subject: 'INTERAC e-Transfer', receivedDate: '2026-11-25T09:00:00-08:00' },
      ],
    });
  });

  it('drops fields the server does not take', () => {
    const result = checkBulkInput(JSON.stringify([{ ...notice, extra: 1 }]));
    expect(result).toEqual({ ok: true, emails: [{ ...notice, subject: '' }] });
  });

  it.each([
    ['not JSON', 'hello', /not valid JSON/],
    ['an object', JSON.stringify(notice), /JSON array of objects/],
    ['a string', '"x"', /JSON array of objects/],
    ['null', 'null', /JSON array of objects/],
    ['empty', '[]', /empty/],
    ['a number in the array', '[1]', /^Item 1 is not an object/],
    ['a nested array', '[[]]', /^Item 1 is not an object/],
    ['no sender', JSON.stringify([notice, { content: 'x' }]), /^Item 2 needs both/],
    ['blank content', JSON.stringify([{ ...notice, content: '  ' }]), /^Item 1 needs both/],
    ['content not text', JSON.stringify([{ ...notice, content: 5 }]), /^Item 1 needs both/],
    ['subject not text', JSON.stringify([{ ...notice, subject: 3 }]), /"subject" must be text/],
    ['date not text', JSON.stringify([{ ...notice, receivedDate: 3 }]), /"receivedDate"/],
  ])('refuses %s', (_name, text, problem) => {
    const result = checkBulkInput(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(problem);
  });
});
