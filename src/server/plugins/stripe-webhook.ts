import type { FastifyInstance } from 'fastify';
import { STRIPE_WEBHOOK_PATH } from '../../shared/schemas/card-payments';
import { receiveStripeWebhook } from '../modules/card-payments/webhook.service';
import type { Services } from '../trpc/services';

/**
 * POST /api/webhooks/stripe, in a scope of its own: Stripe signs the exact bytes it sends, so this one
 * route reads its JSON body as raw bytes (no parse, no re-serialise) for the package's verification.
 * No session and no CSRF token: the signature is the proof (Stripe's servers send no Origin).
 */
export async function registerStripeWebhook(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['stripe-signature'];
      const answer = await receiveStripeWebhook(
        { db: services.database.db, outbox: services.outbox, adminId: null, ip: req.ip },
        { box: services.secretBox, config: services.config },
        raw,
        typeof header === 'string' ? header : undefined,
        (outcome, event) => req.log.info({ stripeEvent: event, outcome }, 'Stripe webhook'),
      );
      if (answer.status !== 200) req.log.warn({ outcome: answer.body.error }, 'Stripe webhook refused');
      return reply.code(answer.status).send(answer.body);
    });
  });
}
