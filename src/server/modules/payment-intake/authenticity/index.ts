export { dnsResolverFor } from './dns-resolver';
export type { AuthenticityVerdict, DkimResult, DnsResolver, VerifyPaymentEmailOptions } from './types';
export { verifyPaymentEmail } from './verify-payment-email';
