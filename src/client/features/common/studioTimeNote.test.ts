import { describe, expect, it } from 'vitest';
import { studioTimeNote, utcOffsetLabel, zoneCity } from './studioTimeNote';

describe('utcOffsetLabel', () => {
  it('writes hours, minutes only when there are some, and a real minus sign', () => {
    expect(utcOffsetLabel(-420)).toBe('UTC−7');
    expect(utcOffsetLabel(330)).toBe('UTC+5:30');
    expect(utcOffsetLabel(-210)).toBe('UTC−3:30');
    expect(utcOffsetLabel(345)).toBe('UTC+5:45');
    expect(utcOffsetLabel(60)).toBe('UTC+1');
    expect(utcOffsetLabel(0)).toBe('UTC');
  });
});

describe('zoneCity', () => {
  it("is the zone's last part, underscores as spaces", () => {
    expect(zoneCity('America/Vancouver')).toBe('Vancouver');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

describe('studioTimeNote', () => {
  it("names the studio's city and offset when the device's offset differs", () => {
    expect(studioTimeNote('America/Vancouver', -420, 330)).toBe('Times are studio time (Vancouver, UTC−7)');
    // A phone in Vancouver still on old zone data (−8 in winter) is told as well.
    expect(studioTimeNote('America/Vancouver', -420, -480)).toBe('Times are studio time (Vancouver, UTC−7)');
    expect(studioTimeNote('Asia/Kolkata', 330, -420)).toBe('Times are studio time (Kolkata, UTC+5:30)');
    expect(studioTimeNote('UTC', 0, 60)).toBe('Times are studio time (UTC)');
  });

  it('is nothing when the device is on the studio offset', () => {
    expect(studioTimeNote('America/Vancouver', -420, -420)).toBeNull();
    expect(studioTimeNote('Europe/London', 0, 0)).toBeNull();
  });
});
