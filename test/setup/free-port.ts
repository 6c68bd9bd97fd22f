import { createServer } from 'node:net';

/** A TCP port nothing listens on right now, for a local peer (SMTP, OpenID provider, a server process). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
