import { describe, expect, it } from 'vitest';
import { leavesSettings } from './useUnsavedChangesGuard';

const settings = { pathname: '/', search: { section: 'settings' } };

describe('leavesSettings', () => {
  it('is false while staying on the Settings section', () => {
    expect(leavesSettings(settings, { pathname: '/', search: { section: 'settings' } })).toBe(false);
  });

  it('is true for another section, the dashboard or another page', () => {
    expect(leavesSettings(settings, { pathname: '/', search: { section: 'bookings' } })).toBe(true);
    expect(leavesSettings(settings, { pathname: '/', search: {} })).toBe(true);
    expect(leavesSettings(settings, { pathname: '/payment-ledger', search: { section: 'settings' } })).toBe(
      true,
    );
  });
});
