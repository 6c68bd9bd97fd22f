import { beforeEach, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES, type TLoginInfo } from '../../../../shared/schemas/students';
import { setTestStudioClock, VANCOUVER } from '../../../lib/studioClockFixture';
import {
  deliveryOptions,
  loginFacts,
  matchesText,
  moreText,
  needsPasswordText,
  passwordStateText,
} from './loginInfoModel';

const row: TLoginInfo = {
  id: 1,
  name: 'Jo Park',
  email: 'jo@example.com',
  status: 'active',
  hasPassword: true,
  passwordIsTemporary: false,
  passwordChangedAt: '2026-03-05T18:30:00.000Z',
  lastSignInAt: null,
  googleLinked: true,
  activeSessions: 2,
};

beforeEach(() => setTestStudioClock(VANCOUVER));

describe('loginFacts', () => {
  it('says whether a password is set and when, never what it is', () => {
    expect(loginFacts(row)).toEqual([
      { label: 'Password', value: 'Set' },
      { label: 'Last changed', value: 'Mar 05, 2026 10:30 AM' },
      { label: 'Last sign-in', value: 'Never' },
      { label: 'Google', value: 'Linked' },
      { label: 'Active sessions', value: '2 signed-in sessions' },
    ]);
  });

  it('names a temporary password and a missing one', () => {
    expect(passwordStateText({ hasPassword: true, passwordIsTemporary: true })).toMatch(/^Temporary/);
    const none = {
      ...row,
      hasPassword: false,
      passwordChangedAt: null,
      activeSessions: 0,
      googleLinked: false,
    };
    const facts = loginFacts(none);
    expect(facts[0]!.value).toBe('Not set');
    expect(facts[1]!.value).toBe('—');
    expect(facts[3]!.value).toBe('Not linked');
    expect(facts[4]!.value).toBe('None');
    expect(needsPasswordText(none)).toBe(STUDENT_MESSAGES.noPassword);
    expect(needsPasswordText(row)).toBeNull();
  });
});

describe('moreText', () => {
  it('only when the server listed fewer than match', () => {
    expect(moreText(50, 50)).toBeNull();
    expect(moreText(1262, 50)).toBe('1,212 more — refine the search');
  });
});

describe('matchesText', () => {
  it('counts', () => {
    expect(matchesText(1)).toBe('1 student');
    expect(matchesText(3)).toBe('3 students');
  });
});

describe('deliveryOptions', () => {
  it('offers show, email and both, naming the address', () => {
    const options = deliveryOptions('jo@example.com');
    expect(options.map((o) => o.value)).toEqual(['show', 'email', 'both']);
    expect(options[1]!.detail).toContain('jo@example.com');
  });
});
