import { describe, expect, it } from 'vitest';
import { PAYMENT_EMAIL_MESSAGES as M } from '../../../../shared/schemas/payment-emails';
import { splitReasons } from './reasons';

const NOTE =
  'Pasted text has no signature to check: confirm the payment against your bank before recording it';

describe('splitReasons', () => {
  it('takes out the unsigned-text notice and points the review-list hints below', () => {
    expect(splitReasons([NOTE, M.noStudent])).toEqual({
      unsignedNotice: NOTE,
      others: ['No student matches this payer: pick the student below'],
    });
    expect(splitReasons([NOTE, M.ambiguous]).others).toEqual([
      'More than one student matches this payer: pick the student below',
    ]);
  });

  it("keeps other reasons in the server's words, and no notice when there is none", () => {
    const reason = 'The sender a@gmail.com is not an address of Interac e-Transfer (interac.ca)';
    expect(splitReasons([reason])).toEqual({ unsignedNotice: null, others: [reason] });
    expect(splitReasons([])).toEqual({ unsignedNotice: null, others: [] });
  });
});
