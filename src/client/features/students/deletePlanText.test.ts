import { describe, expect, it } from 'vitest';
import { deletePlanText } from './deletePlanText';

describe('deletePlanText', () => {
  it('deletes a student without history outright', () => {
    const text = deletePlanText('Jo', { hasHistory: false, futureBookings: 0 });
    expect(text.summary).toMatch(/^Jo has no bookings or payments, so they will be deleted permanently/);
    expect(text.effects).toEqual([]);
  });

  it('archives a student with history and names the bookings it cancels', () => {
    const text = deletePlanText('Jo', { hasHistory: true, futureBookings: 2 });
    expect(text.summary).toContain('archived');
    expect(text.effects).toContain('Their 2 upcoming bookings will be cancelled, with credit for the price.');
    expect(text.effects.at(-1)).toBe('All their payments, bookings and reports are kept.');
    expect(deletePlanText('Jo', { hasHistory: true, futureBookings: 1 }).effects).toContain(
      'Their 1 upcoming booking will be cancelled, with credit for the price.',
    );
    expect(deletePlanText('Jo', { hasHistory: true, futureBookings: 0 }).effects.join(' ')).not.toContain(
      'upcoming',
    );
  });
});
