// The booking rush's clients (bench/rush-clients.ts starts this worker). Plain JavaScript: a worker
// thread does not get the parent's tsx loader.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

/** One POST on a connection of its own, as each phone has. */
function post({ url, cookie, body }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

parentPort.on('message', async (requests) => {
  parentPort.postMessage(await Promise.all(requests.map(post)));
});
