import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { parseMailboxUrl } from './mailbox-address';

describe('parseMailboxUrl', () => {
  it('imaps:// is TLS on 993 by default, imap:// plain (STARTTLS when offered) on 143', () => {
    expect(parseMailboxUrl('imaps://box:pw@imap.example')).toMatchObject({
      host: 'imap.example',
      port: 993,
      secure: true,
      server: 'imap.example:993',
    });
    expect(parseMailboxUrl('imap://box:pw@imap.example')).toMatchObject({ port: 143, secure: false });
    expect(parseMailboxUrl('imap://box:pw@127.0.0.1:1430')).toMatchObject({
      port: 1430,
      server: '127.0.0.1:1430',
    });
  });

  it('user and password are percent-decoded; the key and the server never hold the password', () => {
    const address = parseMailboxUrl('imaps://studio%40example.com:p%40ss%3Aw0rd@Mail.Example.com:993');
    expect(address).toMatchObject({ user: 'studio@example.com', password: 'p@ss:w0rd' });
    expect(address.key).toBe('studio@example.com@mail.example.com:993/INBOX');
    expect(`${address.key} ${address.server}`).not.toContain('w0rd');
  });

  it('anything else is a 409 saying how to write it', () => {
    for (const bad of ['not a url', 'https://u:p@mail.example', 'imap://mail.example', 'pop3://u:p@x']) {
      expect(() => parseMailboxUrl(bad)).toThrow(AppError);
      expect(() => parseMailboxUrl(bad)).toThrow(/^IMAP_URL is not a valid mailbox address/);
    }
  });
});
