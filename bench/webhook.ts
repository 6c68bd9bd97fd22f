// npm run bench:webhook — Stripe's webhook (issue 31): (a) a new checkout.session.completed on every
// request, each recording a payment through billing for its own student; (b) the same events delivered
// again (Stripe's retries: signature checked, the event id found, nothing written); next to (c) a bare
// Fastify route that verifies the same signature and does the one INSERT … ON CONFLICT DO NOTHING the
// webhook starts with, on the same database.

import { createHmac } from 'node:crypto';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeAccount } from '../src/server/db/schema';
import { executeRows } from '../src/server/kernel/sql-rows';
import { STRIPE_WEBHOOK_PATH } from '../src/shared/schemas/card-payments';
import { type Measured, measure, report, startBare, startBenchApp } from './harness';

const SECRET = 'whsec_benchSigningSecret0123456789';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);

const bench = await startBenchApp();
const db = bench.services.database.db;
const box = bench.services.secretBox;
await db.insert(stripeAccount).values({
  publishableKey: 'pk_test_bench0123456789',
  secretKeySealed: box.seal('sk_test_bench0123456789'),
  secretKeyLast4: '6789',
  webhookSecretSealed: box.seal(SECRET),
  webhookSecretLast4: SECRET.slice(-4),
  updatedAt: new Date(),
});
// BENCH_NO_CONFIRMATION=1: the studio sends no payment confirmation e-mails (what rendering one costs).
if (process.env.BENCH_NO_CONFIRMATION) {
  await db.execute(
    sql`insert into settings (key, value) values ('sendPaymentConfirmations', 'false')
        on conflict (key) do update set value = excluded.value`,
  );
}
await db.execute(sql`create table if not exists bench_stripe_events (id text primary key, outcome text)`);
const bare = await startBare((app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/bare', async (req, reply) => {
    const event = Stripe.webhooks.constructEvent(
      req.body as Buffer,
      String(req.headers['stripe-signature']),
      SECRET,
    );
    await db.execute(
      sql`insert into bench_stripe_events (id, outcome) values (${event.id}, 'acting') on conflict do nothing`,
    );
    return reply.send({ received: true });
  });
});

// One student and one open checkout per event, made in two statements.
await db.execute(sql`
  with made as (
    insert into students (name, email, phone)
    select 'Card Bench ' || g, 'card-bench-' || g || '@example.com', '604-555-0101'
    from generate_series(1, ${EVENTS}) g
    returning id
  )
  insert into card_checkouts (student_id, purpose, description, amount_cents, currency, session_id, expires_at)
  select id, 'balance', 'Bench Studio: amount owed', 5400, 'CAD',
         'cs_bench_' || row_number() over (order by id), now() + interval '1 hour'
  from made`);

const sign = (payload: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${payload}`).digest('hex')}`;
};
const paid = (n: number) =>
  JSON.stringify(
    {
      id: `evt_bench_${n}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: `cs_bench_${n}`,
          object: 'checkout.session',
          amount_total: 5400,
          currency: 'cad',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: `pi_bench_${n}`,
          metadata: {},
          client_reference_id: null,
        },
      },
    },
    null,
    2,
  );

const stripePayments = async () =>
  Number(
    (
      await executeRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from payments where method = 'stripe'`,
      )
    )[0]?.n ?? 0,
  );

/** A request per event, in order, over the first `limit` events (then around again: duplicates). */
function events(url: string, limit = EVENTS): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: 'POST',
      path: new URL(url).pathname,
      setupRequest: (req) => {
        n = (n % limit) + 1;
        const body = paid(n);
        return {
          ...req,
          body,
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(body) },
        };
      },
    },
  ];
}

try {
  console.log(
    `database: ${bench.services.database.kind}; connections: ${process.env.BENCH_CONNECTIONS ?? 50}; ${EVENTS} checkouts`,
  );
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rows: Measured[] = [
    await measure('bare Fastify POST /bare (verify + insert the event id)', {
      url: `${bare.url}/bare`,
      method: 'POST',
      requests: events(`${bare.url}/bare`),
    }),
    await measure('POST /api/webhooks/stripe, new events (records a payment each)', {
      url: `${bench.url}${STRIPE_WEBHOOK_PATH}`,
      method: 'POST',
      requests: events(`${bench.url}${STRIPE_WEBHOOK_PATH}`),
    }),
  ];
  // Requests autocannon gave up on at the end of its run may still be committing: let them land.
  await new Promise((r) => setTimeout(r, 3000));
  const recorded = await stripePayments();
  rows.push(
    await measure('POST /api/webhooks/stripe, the same events again (duplicates)', {
      url: `${bench.url}${STRIPE_WEBHOOK_PATH}`,
      method: 'POST',
      requests: events(`${bench.url}${STRIPE_WEBHOOK_PATH}`, Math.max(1, recorded)),
    }),
  );
  await new Promise((r) => setTimeout(r, 3000));
  const after = await stripePayments();
  report(rows, 'bare Fastify POST /bare (verify + insert the event id)');
  console.log(
    `payments recorded by the new events: ${recorded} (of ${EVENTS} checkouts); after the duplicates: ${after}; ${seconds} s each`,
  );
} finally {
  await bare.close();
  await bench.close();
}
