import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarIcs } from './ical-calendar';
import { parseIcs } from './ical-test-support';
import { offsetChanges, vtimezoneLines } from './vtimezone';

/** The observances of the VTIMEZONE as ical.js reads them back: kind, start, offsets in minutes. */
function observances(timeZone: string, from: number, to: number) {
  const ics = calendarIcs({ name: 't', timeZone, events: [], years: { from, to } });
  const zone = parseIcs(ics).zones[0]!;
  expect(zone.getFirstPropertyValue('tzid')).toBe(timeZone);
  return zone.getAllSubcomponents().map((c) => ({
    kind: c.name,
    start: String(c.getFirstPropertyValue('dtstart')),
    from: (c.getFirstPropertyValue('tzoffsetfrom') as ICAL.UtcOffset).toSeconds() / 60,
    to: (c.getFirstPropertyValue('tzoffsetto') as ICAL.UtcOffset).toSeconds() / 60,
  }));
}

/** The UTC instant of a wall-clock time in the zone, as ical.js works it out from our VTIMEZONE. */
function utcOf(timeZone: string, local: string) {
  const ics = calendarIcs({
    name: 't',
    timeZone,
    years: { from: 2026, to: 2026 },
    events: [
      {
        uid: 'u',
        sequence: 0,
        revisedAt: new Date('2026-01-01T00:00:00Z'),
        date: local.slice(0, 10),
        startTime: local.slice(11),
        endTime: '23:59',
        summary: 's',
        location: null,
        description: '',
        status: 'CONFIRMED',
      },
    ],
  });
  return parseIcs(ics).events[0]!.start;
}

describe('VTIMEZONE from the server zone data', () => {
  it('America/Vancouver: PDT from 2026-03-08 02:00, then −07:00 kept all year as MST from 2026-11-01 (tz 2026b)', () => {
    expect(observances('America/Vancouver', 2026, 2026)).toEqual([
      { kind: 'standard', start: '2025-12-30T16:00:00', from: -480, to: -480 },
      { kind: 'daylight', start: '2026-03-08T02:00:00', from: -480, to: -420 },
      { kind: 'standard', start: '2026-11-01T02:00:00', from: -420, to: -420 },
    ]);
    expect(utcOf('America/Vancouver', '2026-03-07T10:00')).toBe('2026-03-07T18:00:00.000Z');
    expect(utcOf('America/Vancouver', '2026-03-09T10:00')).toBe('2026-03-09T17:00:00.000Z');
    expect(utcOf('America/Vancouver', '2026-10-31T10:00')).toBe('2026-10-31T17:00:00.000Z');
    expect(utcOf('America/Vancouver', '2026-11-02T10:00')).toBe('2026-11-02T17:00:00.000Z');
    expect(utcOf('America/Vancouver', '2026-12-15T10:00')).toBe('2026-12-15T17:00:00.000Z');
    expect(observances('America/Vancouver', 2027, 2027)).toEqual([
      { kind: 'standard', start: '2026-12-30T17:00:00', from: -420, to: -420 },
    ]);
  });

  it('Europe/London: BST from the last Sunday of March at 01:00 GMT to the last of October', () => {
    const found = observances('Europe/London', 2026, 2027);
    expect(found.slice(1)).toEqual([
      { kind: 'daylight', start: '2026-03-29T01:00:00', from: 0, to: 60 },
      { kind: 'standard', start: '2026-10-25T02:00:00', from: 60, to: 0 },
      { kind: 'daylight', start: '2027-03-28T01:00:00', from: 0, to: 60 },
      { kind: 'standard', start: '2027-10-31T02:00:00', from: 60, to: 0 },
    ]);
    expect(utcOf('Europe/London', '2026-07-01T09:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(utcOf('Europe/London', '2026-12-01T09:00')).toBe('2026-12-01T09:00:00.000Z');
  });

  it('Asia/Kolkata has no DST: a single STANDARD at +05:30', () => {
    expect(observances('Asia/Kolkata', 2026, 2027)).toEqual([
      { kind: 'standard', start: '2025-12-31T05:30:00', from: 330, to: 330 },
    ]);
    expect(utcOf('Asia/Kolkata', '2026-06-15T18:00')).toBe('2026-06-15T12:30:00.000Z');
  });

  it('Australia/Sydney: southern DST, daylight over the new year, standard from April', () => {
    expect(observances('Australia/Sydney', 2026, 2026)).toEqual([
      { kind: 'daylight', start: '2025-12-31T11:00:00', from: 660, to: 660 },
      { kind: 'standard', start: '2026-04-05T03:00:00', from: 660, to: 600 },
      { kind: 'daylight', start: '2026-10-04T02:00:00', from: 600, to: 660 },
    ]);
    expect(utcOf('Australia/Sydney', '2026-01-15T09:00')).toBe('2026-01-14T22:00:00.000Z');
    expect(utcOf('Australia/Sydney', '2026-06-15T09:00')).toBe('2026-06-14T23:00:00.000Z');
  });

  it('finds each change to the minute, a change of name alone included', () => {
    const changes = offsetChanges('America/Vancouver', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes.map((c) => new Date(c.at).toISOString())).toEqual([
      '2026-03-08T10:00:00.000Z',
      '2026-11-01T09:00:00.000Z',
    ]);
  });

  it('covers every year asked for and agrees with Intl at each hour of the year', () => {
    const ics = calendarIcs({
      name: 't',
      timeZone: 'Europe/London',
      events: [],
      years: { from: 2026, to: 2026 },
    });
    parseIcs(ics);
    const zone = ICAL.TimezoneService.get('Europe/London')!;
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 * 7) {
      const time = ICAL.Time.fromJSDate(new Date(t), true).convertToZone(zone);
      const intl = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/London',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
      }).format(new Date(t));
      expect(intl.replace(',', '')).toBe(
        `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')} ${String(time.hour).padStart(2, '0')}`,
      );
    }
  });

  it('writes the lines a zone needs once and reuses them', () => {
    expect(vtimezoneLines('Asia/Kolkata', 2026, 2026)).toBe(vtimezoneLines('Asia/Kolkata', 2026, 2026));
  });
});
