import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it.each([
    '604-555-0123',
    '(604) 555-0123',
    '+1 604 555 0123',
    '604.555.0123',
    '6045550123',
    '+44 20 7946 0958',
    '604-555-0123 ext. 12',
    '604-555-0123 x12',
  ])('takes %s', (phone) => expect(isPhoneNumber(phone)).toBe(true));

  it.each([
    'not a phone ☎️ 🙂',
    'call me',
    '555-01',
    '1234567890123456',
    '604-555-0123 ☎️',
    '++1 604 555 0123',
    '604/555/0123',
  ])('refuses %s', (phone) => expect(isPhoneNumber(phone)).toBe(false));
});
