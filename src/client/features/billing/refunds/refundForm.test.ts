import { describe, expect, it } from 'vitest';
import { MISSING_INFORMATION, refundProblem, refundRequest } from './refundForm';

const form = { amount: '10.00', reason: 'Studio flooded', emailNotify: true };

describe('refundRequest', () => {
  it('refunds the amount as credit with the spec reason prefix and the e-mail switch', () => {
    expect(refundRequest(7, form)).toEqual({
      id: 7,
      reason: 'Admin refund: Studio flooded',
      refundable: true,
      refundAmount: '10.00',
      emailNotify: true,
    });
    expect(
      refundRequest(7, { ...form, reason: 'Admin refund: x', amount: '20', emailNotify: false }),
    ).toMatchObject({
      reason: 'Admin refund: x',
      refundAmount: '20.00',
      emailNotify: false,
    });
  });

  it('money back sends the method; account credit sends none (the server default)', () => {
    expect(refundRequest(7, { ...form, giveBack: 'e_transfer' })).toMatchObject({
      refundMethod: 'e_transfer',
    });
    expect(refundRequest(7, { ...form, giveBack: 'credit' })).not.toHaveProperty('refundMethod');
    expect(refundRequest(7, { ...form, amount: '0', giveBack: 'cash' })).not.toHaveProperty('refundMethod');
  });

  it('No Refund keeps the charge: no credit, no e-mail', () => {
    expect(refundRequest(7, { ...form, amount: '0.00' })).toEqual({
      id: 7,
      reason: 'Admin refund: Studio flooded',
      refundable: false,
    });
  });

  it('a missing or blank reason, an empty, negative, over 1000 or over-precise amount: nothing to send', () => {
    for (const bad of [
      { reason: '   ' },
      { reason: '' },
      { amount: '' },
      { amount: '-1' },
      { amount: '1000.01' },
      { amount: '1.234' },
      { amount: 'abc' },
    ]) {
      expect(refundRequest(7, { ...form, ...bad })).toBeNull();
    }
    expect(refundRequest(7, { ...form, amount: '1000' })).not.toBeNull();
  });

  it('names the rule a refund breaks: missing fields, over 1000.00, more than 2 decimals, a word', () => {
    expect(refundProblem({ ...form, reason: ' ' })).toEqual(MISSING_INFORMATION);
    expect(refundProblem({ ...form, amount: '' })).toEqual(MISSING_INFORMATION);
    const invalid = (description: string) => ({ title: 'Invalid Amount', description });
    expect(refundProblem({ ...form, amount: '2000' })).toEqual(
      invalid('Refund amount cannot exceed 1000.00'),
    );
    expect(refundProblem({ ...form, amount: '99999999' })).toEqual(
      invalid('Refund amount cannot exceed 1000.00'),
    );
    expect(refundProblem({ ...form, amount: '12.345' })).toEqual(
      invalid('Amount can have at most 2 decimal places'),
    );
    expect(refundProblem({ ...form, amount: '-1' })).toEqual(invalid('Amount cannot be negative'));
    expect(refundProblem({ ...form, amount: 'ten' })).toEqual(invalid('Amount must be a number, like 12.50'));
    expect(refundProblem({ ...form, amount: '1000' })).toBeNull();
    expect(refundProblem({ ...form, amount: '0' })).toBeNull();
  });
});
