// The booking rush's 200 clients, in a worker thread of their own: phones are not in the server's
// process, and clients on the app's thread made the app's one thread pay for their CPU too.

import { Worker } from 'node:worker_threads';

export interface RushRequest {
  url: string;
  cookie: string;
  body: unknown;
}
export interface RushAnswer {
  status: number;
  text: string;
  ms: number;
}

/** A worker that sends a batch of requests all at once (node:http, a connection each) and answers them. */
export function startRushClients(): {
  send(requests: RushRequest[]): Promise<RushAnswer[]>;
  close(): Promise<number>;
} {
  const worker = new Worker(new URL('./rush-clients-worker.mjs', import.meta.url));
  return {
    send: (requests) =>
      new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(requests);
      }),
    close: () => worker.terminate(),
  };
}
