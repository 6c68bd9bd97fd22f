import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/dates';
import { preferredLocale } from '../../shared/i18n/locales';
import { englishOf, localized, msg } from '../../shared/i18n/msg';
import { checkInNotOpenMessage } from '../../shared/schemas/attendance';
import { acceptLanguageTags, askedLocale, requestLocale } from './request-locale';
import { translate } from './translate';

describe('translate', () => {
  it('gives the catalogue French of a text, and its English as written', () => {
    expect(translate('en-CA', 'Invalid email or password')).toBe('Invalid email or password');
    const french = translate('fr-CA', 'Invalid email or password');
    expect(french).not.toBe('Invalid email or password');
    expect(french.length).toBeGreaterThan(10);
  });

  it('writes a localized value (a date) in the reader’s language, and the spec’s English unchanged', () => {
    const message = checkInNotOpenMessage('2026-03-09');
    expect(englishOf(message)).toBe('Check-in opens on the day of the class (Mar 09, 2026)');
    expect(translate('en-CA', message)).toBe('Check-in opens on the day of the class (Mar 09, 2026)');
    const french = translate('fr-CA', message);
    expect(french).toContain('9 mars 2026');
    expect(french).not.toContain('Mar 09');
  });

  it('shows a text the catalogues do not hold as written, never parsed as ICU', () => {
    expect(translate('fr-CA', 'Studio {Lotus} & co')).toBe('Studio {Lotus} & co');
    const custom = msg('Not a catalogue text {day}', { day: localized((l) => formatDate('2026-03-09', l)) });
    expect(englishOf(custom)).toBe('Not a catalogue text Mar 09, 2026');
  });
});

describe('the language a request asks for', () => {
  it('is the first Accept-Language tag we speak, by q value; English when it names none', () => {
    expect(acceptLanguageTags('en-US,en;q=0.9,fr-CA;q=0.95')).toEqual(['en-US', 'fr-CA', 'en']);
    expect(askedLocale({ 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' })).toBe('fr-CA');
    expect(askedLocale({ 'accept-language': 'fr-FR' })).toBe('fr-CA');
    expect(askedLocale({ 'accept-language': 'de-DE' })).toBeNull();
    expect(askedLocale({})).toBeNull();
    expect(requestLocale({})).toBe('en-CA');
    expect(requestLocale({ 'accept-language': 'fr;q=0' })).toBe('en-CA');
    expect(preferredLocale(['es-MX', 'en-GB'])).toBe('en-CA');
  });
});
