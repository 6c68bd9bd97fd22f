import { describe, expect, it } from 'vitest';
import { BOOKING_SORT_FIELDS } from '../../../shared/schemas/bookings';
import { DEFAULT_SORT_MODEL, isServerSortable, toPageSize, toServerSort } from './bookingSort';

describe('toServerSort', () => {
  it('maps the sortable grid columns to the server’s fields, keeping the direction', () => {
    expect(toServerSort(DEFAULT_SORT_MODEL)).toEqual({ field: 'classDate', direction: 'desc' });
    expect(toServerSort([{ field: 'studentName', sort: 'asc' }])).toEqual({
      field: 'studentName',
      direction: 'asc',
    });
    expect(toServerSort([{ field: 'className', sort: 'desc' }])).toEqual({
      field: 'className',
      direction: 'desc',
    });
    expect(toServerSort([{ field: 'price', sort: 'asc' }])).toEqual({ field: 'price', direction: 'asc' });
    expect(toServerSort([{ field: 'bookingStatus', sort: 'desc' }])).toEqual({
      field: 'status',
      direction: 'desc',
    });
  });

  it('no sort, a cleared sort or a column the server cannot order by: the server’s default order', () => {
    expect(toServerSort([])).toBeUndefined();
    expect(toServerSort([{ field: 'classDate', sort: null }])).toBeUndefined();
    for (const field of ['studentEmail', 'startTime', 'location', 'cancelledAt', 'actions', 'toString']) {
      expect(toServerSort([{ field, sort: 'asc' }])).toBeUndefined();
      expect(isServerSortable(field)).toBe(false);
    }
  });

  it('only the first column of a multi-column sort counts', () => {
    expect(
      toServerSort([
        { field: 'price', sort: 'desc' },
        { field: 'studentName', sort: 'asc' },
      ]),
    ).toEqual({ field: 'price', direction: 'desc' });
  });

  it('every field it sends is one the server accepts', () => {
    for (const field of ['classDate', 'studentName', 'className', 'price', 'bookingStatus', 'bookedAt']) {
      const sort = toServerSort([{ field, sort: 'asc' }]);
      expect(BOOKING_SORT_FIELDS).toContain(sort?.field);
    }
  });
});

describe('toPageSize', () => {
  it('keeps an offered page size and falls back to 25 otherwise', () => {
    expect([25, 50, 100].map(toPageSize)).toEqual([25, 50, 100]);
    expect([0, 10, 2000, Number.NaN].map(toPageSize)).toEqual([25, 25, 25, 25]);
  });
});
