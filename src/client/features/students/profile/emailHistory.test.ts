import { beforeEach, describe, expect, it } from 'vitest';
import type { TStudentEmail } from '../../../../shared/schemas/email';
import { setTestStudioClock, TORONTO } from '../../../lib/studioClockFixture';
import { bodyPreview, emailHistory } from './emailHistory';

beforeEach(() => setTestStudioClock(TORONTO));

const email = (over: Partial<TStudentEmail>): TStudentEmail => ({
  id: 1,
  direction: 'outgoing',
  subject: 'Welcome',
  body: 'Hello Ann',
  fromEmail: 'studio@example.com',
  toEmail: 'ann@example.com',
  status: 'queued',
  statusText: 'Queued',
  sentAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

describe('emailHistory', () => {
  it('is newest first, with direction Sent/Received and status only for outgoing mail', () => {
    const items = emailHistory([
      email({ id: 1, createdAt: '2026-11-20T15:00:00.000Z' }),
      email({
        id: 1,
        direction: 'incoming',
        subject: 'Re: Welcome',
        status: null,
        statusText: 'Received',
        sentAt: '2026-11-21T15:00:00.000Z',
      }),
      email({ id: 2, status: 'sent', statusText: 'Sent', sentAt: '2026-11-19T15:00:00.000Z' }),
    ]);
    expect(items.map((i) => [i.key, i.direction, i.status])).toEqual([
      ['incoming-1', 'Received', null],
      ['outgoing-1', 'Sent', 'Queued'],
      ['outgoing-2', 'Sent', 'Sent'],
    ]);
    expect(items[0]!.date).toBe('Nov 21, 2026 10:00 AM');
  });

  it('says "Invalid date" for an unreadable date and lists it last', () => {
    const items = emailHistory([
      email({ id: 3, createdAt: 'garbage' }),
      email({ id: 4, createdAt: '2026-11-20T15:00:00.000Z' }),
    ]);
    expect(items.map((i) => i.date)).toEqual(['Nov 20, 2026 10:00 AM', 'Invalid date']);
  });

  it('says "No date" when there is none', () => {
    expect(emailHistory([email({ createdAt: '' })])[0]!.date).toBe('No date');
  });

  it('names a message without a subject', () => {
    expect(emailHistory([email({ subject: ' ' })])[0]!.subject).toBe('(no subject)');
  });
});

describe('bodyPreview', () => {
  it('puts the body on one line', () => {
    expect(bodyPreview('Hello\n\n  Ann,\tsee you')).toBe('Hello Ann, see you');
  });

  it('cuts a long body at a word', () => {
    const preview = bodyPreview('word '.repeat(100), 22);
    expect(preview).toBe('word word word word…');
    expect(preview.length).toBeLessThanOrEqual(23);
  });
});
