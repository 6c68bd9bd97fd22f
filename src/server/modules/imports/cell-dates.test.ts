import { describe, expect, it } from 'vitest';
import { dayFirstIn, readDate, readTime } from './cell-dates';

describe('readTime: a class start as exports write it', () => {
  it.each([
    ['18:00', '18:00'],
    ['18:00:00', '18:00'],
    ['6:00 PM', '18:00'],
    ['6 pm', '18:00'],
    ['6:30p.m.', '18:30'],
    ['12:15 am', '00:15'],
    ['12 PM', '12:00'],
    ['7:05', '07:05'],
    ['18h00', '18:00'],
    ['18 h 30', '18:30'],
  ])('%s is %s', (text, time) => expect(readTime(text)).toBe(time));

  it.each(['25:00', '18:75', '13 pm', '0 am', '18', 'noon', '6-30'])('%s is not a time', (text) =>
    expect(readTime(text)).toBe('invalid'),
  );

  it('blank is none', () => expect(readTime('  ')).toBeNull());
});

describe('all-number dates, read in the order their column shows', () => {
  it('a column tells its order by a day over 12, and not when it says both or nothing', () => {
    expect(dayFirstIn(['03/04/2027', '31/03/2027', ''])).toBe(true);
    expect(dayFirstIn(['03/04/2027', '3/31/2027'])).toBe(false);
    expect(dayFirstIn(['03/04/2027', '05/06/2027'])).toBeNull();
    expect(dayFirstIn(['31/03/2027', '03/31/2027'])).toBeNull();
    expect(dayFirstIn(['2027-03-31', 'Mar 31, 2027'])).toBeNull();
  });

  it('reads 03/04/2027 as the column orders it, and refuses it when nothing says', () => {
    expect(readDate('03/04/2027', true)).toBe('2027-04-03');
    expect(readDate('03/04/2027', false)).toBe('2027-03-04');
    expect(readDate('03/04/2027')).toBe('invalid');
    // A date that tells its own order is read so whatever the column says.
    expect(readDate('3/31/2027', true)).toBe('2027-03-31');
    expect(readDate('2027-04-03', false)).toBe('2027-04-03');
  });
});
