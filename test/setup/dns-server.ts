/**
 * A real DNS server on a local UDP port for the app's DKIM checks (design §6: "DKIM is verified by
 * mailauth's real code with a local DNS answer for a test key"): answers TXT questions from a table,
 * NXDOMAIN for anything else. Just enough of RFC 1035 for node:dns's resolver.
 */
import { createSocket, type Socket } from 'node:dgram';

export class TestDnsServer {
  private constructor(
    private readonly socket: Socket,
    readonly port: number,
    private readonly records: Map<string, string[]>,
  ) {}

  /** `records`: "name TXT" → the TXT strings published there. */
  static async start(records: Record<string, string[]>): Promise<TestDnsServer> {
    const socket = createSocket('udp4');
    const table = new Map(Object.entries(records).map(([k, v]) => [k.toLowerCase(), v]));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const server = new TestDnsServer(socket, socket.address().port, table);
    socket.on('message', (query, peer) => {
      const answer = server.answer(query);
      if (answer) socket.send(answer, peer.port, peer.address);
    });
    return server;
  }

  /** For DNS_SERVERS. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  set(name: string, txt: string[]) {
    this.records.set(`${name.toLowerCase()} txt`, txt);
  }

  private answer(query: Buffer): Buffer | null {
    if (query.length < 12) return null;
    const labels: string[] = [];
    let at = 12;
    while (at < query.length && query[at]! > 0) {
      const length = query[at]!;
      labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
      at += 1 + length;
    }
    const questionEnd = at + 5; // the zero label, QTYPE, QCLASS
    if (questionEnd > query.length) return null;
    const qtype = query.readUInt16BE(at + 1);
    const txt = qtype === 16 ? this.records.get(`${labels.join('.').toLowerCase()} txt`) : undefined;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // ID
    header.writeUInt16BE(0x8180 | (txt ? 0 : 3), 2); // response, recursion, NOERROR or NXDOMAIN
    header.writeUInt16BE(1, 4); // one question
    header.writeUInt16BE(txt ? txt.length : 0, 6);
    const question = query.subarray(12, questionEnd);
    const answers = (txt ?? []).map((text) => {
      const bytes = Buffer.from(text, 'utf8');
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length || i === 0; i += 255) {
        const part = bytes.subarray(i, i + 255);
        chunks.push(Buffer.from([part.length]), part);
      }
      const rdata = Buffer.concat(chunks);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      fixed.writeUInt16BE(16, 2); // TXT
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6); // TTL
      fixed.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([fixed, rdata]);
    });
    return Buffer.concat([header, question, ...answers]);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.socket.close(() => resolve()));
  }
}
