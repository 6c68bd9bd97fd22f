import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, parseMessage } from './parse-message';

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');

describe('parseMessage', () => {
  it('an HTML-only message: text made from the HTML, remote content removed, NUL characters dropped', async () => {
    const outcome = await parseMessage(
      crlf([
        'From: "Bank\u0000 Notify" <notify@bank.test>',
        'To: studio@studio.test, other@studio.test',
        'Subject: Deposit\u0000 made',
        'Message-ID: <n1@bank.test>',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Deposit of <b>$25.00</b>\u0000</p><img src="https://t.example/p.gif">',
      ]),
      null,
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.message).toMatchObject({
      messageId: '<n1@bank.test>',
      fromEmail: 'notify@bank.test',
      fromName: 'Bank Notify',
      toEmail: 'studio@studio.test, other@studio.test',
      subject: 'Deposit made',
      bodyText: 'Deposit of $25.00',
      bodyHtml: '<p>Deposit of <b>$25.00</b></p>',
    });
  });

  it('the received date: the server’s, else the Date header, else now', async () => {
    const source = crlf(['From: a@x.test', 'Date: Tue, 06 Oct 2026 10:00:00 +0000', 'Subject: s', '', 'b']);
    const server = new Date('2026-10-07T00:00:00Z');
    const a = await parseMessage(source, server);
    const b = await parseMessage(source, null);
    expect(a.ok && a.message.receivedAt.toISOString()).toBe(server.toISOString());
    expect(b.ok && b.message.receivedAt.toISOString()).toBe('2026-10-06T10:00:00.000Z');
    const undated = await parseMessage(
      crlf(['From: a@x.test', 'Date: someday', 'Subject: s', '', 'b']),
      null,
    );
    expect(undated.ok && Math.abs(undated.message.receivedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('no sender address, or too large: skipped with the reason', async () => {
    expect(await parseMessage(crlf(['Subject: who?', '', 'b']), null)).toEqual({
      ok: false,
      reason: 'Malformed message: no sender address',
    });
    expect(
      await parseMessage(crlf(['From: undisclosed-recipients:;', 'Subject: s', '', 'b']), null),
    ).toMatchObject({
      ok: false,
    });
    const huge = Buffer.alloc(MAX_MESSAGE_BYTES + 1, 0x61);
    expect(await parseMessage(huge, null)).toEqual({
      ok: false,
      reason: 'Too large: 10.0 MB (the limit is 10 MB)',
    });
  });
});
