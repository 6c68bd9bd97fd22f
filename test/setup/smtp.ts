/**
 * A real SMTP server on a free local port (the `smtp-server` package) that keeps what it receives,
 * parsed with mailparser, and can be told to answer the next messages with an SMTP error or to go away.
 */

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** The answers the next messages get instead of 250 (e.g. 451 then 250, or 550). */
  readonly failures: { code: number; message: string }[] = [];
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(await freePort());
    await smtp.listen();
    return smtp;
  }

  get url(): string {
    return `smtp://tester:secret@127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, cb) => cb(null, { user: 'tester' }),
      onData: (stream, session, cb) => {
        const failure = this.failures.shift();
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          if (failure) {
            const error = Object.assign(new Error(failure.message), { responseCode: failure.code });
            return cb(error);
          }
          const parsed = await simpleParser(Buffer.concat(chunks));
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            parsed,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Stops answering, as a mail server that is down. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `n` messages in all have arrived. */
  async waitFor(n: number, ms = 30_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + ms;
    while (this.received.length < n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} e-mails, received ${this.received.length}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return this.received;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }
}
