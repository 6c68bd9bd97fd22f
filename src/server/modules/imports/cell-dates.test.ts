import { describe, expect, it } from 'vitest';
import { readTime } from './cell-dates';

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
