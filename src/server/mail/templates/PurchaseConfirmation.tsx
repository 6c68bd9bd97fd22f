import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { type EmailStudio, howToPayFor } from './studio';

export interface PurchaseConfirmationProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  /** "10-Class Card" or "Unlimited Monthly". */
  product: string;
  kind: 'pack' | 'membership';
  /** The facts of the sale, in `locale`: classes and validity, or allowance and billing. */
  facts: [string, string][];
  /** What was added to what the student owes ("$180.00"), or null when nothing was. */
  amount: string | null;
}

/** A class pack sold or a membership started: what it is and what it costs. */
export function PurchaseConfirmation({
  studio,
  locale,
  name,
  product,
  kind,
  facts,
  amount,
}: PurchaseConfirmationProps) {
  const t = translatorFor(locale);
  return (
    <Layout
      studio={studio}
      locale={locale}
      preview={
        kind === 'pack'
          ? t(msg('{product}: your class pack', { product }))
          : t(msg('{product}: your membership', { product }))
      }
    >
      <Greeting name={name} locale={locale} />
      <P>
        {kind === 'pack'
          ? t(
              msg(
                'Your class pack {product} is ready: book classes from your dashboard and they are taken from it.',
                { product },
              ),
            )
          : t(
              msg(
                'Your membership {product} has started: book classes from your dashboard and they are covered by it.',
                { product },
              ),
            )}
      </P>
      <Facts rows={facts} locale={locale} />
      {amount !== null && (
        <P>
          {t(
            msg('{amount} is added to what you owe. How to pay: {howToPay}', {
              amount,
              howToPay: howToPayFor(studio, locale),
            }),
          )}
        </P>
      )}
    </Layout>
  );
}
