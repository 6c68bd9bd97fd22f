import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  contentLine,
  escapeText,
  foldLine,
  icsText,
  localDateTime,
  utcDateTime,
  utcOffset,
} from './ical-writer';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('drops control characters but keeps tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
  it('round-trips through a real parser', () => {
    const text = 'Room 2, back; door\\side\nBring water';
    const ics = icsText([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//t//EN',
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20260101T100000Z',
      contentLine('LOCATION', escapeText(text)),
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('location')).toBe(text);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a continuation line', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, continuation space included', () => {
    const lines = foldLine(`DESCRIPTION:${'abcdefghij'.repeat(30)}`).split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
  });

  it('never splits a multi-byte character (2, 3 and 4 octets)', () => {
    const value = `SUMMARY:${'é'.repeat(40)}${'日本語'.repeat(20)}${'🧘'.repeat(30)}`;
    const lines = foldLine(value).split('\r\n');
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // Each physical line is valid UTF-8 by itself: no replacement character when decoded alone.
      expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\ufffd');
    }
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(value);
  });

  it('unfolds back to the same text in a real parser', () => {
    const summary = `Yoga — ${'Ωmega 🧘 '.repeat(20)}`.trim();
    const ics = icsText([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//t//EN',
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20260101T100000Z',
      contentLine('SUMMARY', escapeText(summary)),
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(ics.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(summary);
  });
});

describe('icsText and the value forms', () => {
  it('ends every line with CRLF', () => {
    expect(icsText(['A:1', 'B:2'])).toBe('A:1\r\nB:2\r\n');
  });
  it('quotes a parameter value holding a colon, semicolon or comma', () => {
    expect(contentLine('DTSTART', '20260101T100000', { TZID: 'America/Vancouver' })).toBe(
      'DTSTART;TZID=America/Vancouver:20260101T100000',
    );
    expect(contentLine('X', 'v', { P: 'a:b' })).toBe('X;P="a:b":v');
  });
  it('writes UTC and wall-clock date-times and offsets', () => {
    expect(utcDateTime(new Date('2026-11-01T09:05:07.900Z'))).toBe('20261101T090507Z');
    expect(localDateTime('2026-11-01', '19:30')).toBe('20261101T193000');
    expect(localDateTime('2026-11-01', '19:30:15')).toBe('20261101T193015');
    expect(utcOffset(-480)).toBe('-0800');
    expect(utcOffset(330)).toBe('+0530');
    expect(utcOffset(0)).toBe('+0000');
    expect(utcOffset(-210)).toBe('-0330');
  });
});
