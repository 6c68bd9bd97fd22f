import Stripe from 'stripe';
import { en } from '../../../shared/i18n/msg';
import type { AppConfig } from '../../config';

/**
 * The official package, for the studio's own account. STRIPE_API_URL points it elsewhere (the tests'
 * local double); unset, it talks to api.stripe.com. One network retry: the package sends its own
 * idempotency key with it, and our calls carry ours.
 */
export function stripeFor(secretKey: string, config: Pick<AppConfig, 'STRIPE_API_URL'>): Stripe {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'studio-app' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** What Stripe said, in words an administrator can act on (never a key). */
export function stripeProblem(error: unknown): string {
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return en('Stripe refused the secret key (it is wrong, revoked or for another account).');
  }
  if (error instanceof Stripe.errors.StripePermissionError) {
    return en(
      'The key is not allowed to do this: give a restricted key write access to Checkout Sessions and Refunds.',
    );
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return en('Stripe could not be reached. Check the server’s internet connection and try again.');
  }
  if (error instanceof Stripe.errors.StripeError) return error.message;
  return en('Stripe did not answer as expected.');
}
