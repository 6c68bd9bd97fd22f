import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the few secrets that must wait in the outbox (a temporary password on its way to
 * the student). The key comes from APP_SECRET, which lives outside the database.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly macKey: Buffer;
  constructor(appSecret: string) {
    this.key = createHash('sha256').update(`secret-box:${appSecret}`).digest();
    this.macKey = createHash('sha256').update(`signatures:${appSecret}`).digest();
  }
  /**
   * An HMAC-SHA256 of `message` under a key of its own for each `purpose` (a link that proves who it
   * was made for, such as a reminder unsubscribe link), base64url.
   */
  sign(purpose: string, message: string): string {
    const key = createHmac('sha256', this.macKey).update(purpose).digest();
    return createHmac('sha256', key).update(message).digest('base64url');
  }
  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }
  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) throw new Error('Malformed sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
