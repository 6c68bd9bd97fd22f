import type { Locale } from '../../shared/i18n/locales';
import {
  type EmailStudio,
  type RenderedEmail,
  renderLoginInvitation,
  renderPasswordReset,
  renderWelcome,
} from './templates/render';

/**
 * The account e-mails, HTML and text, in the recipient's language (recipientLocale). The temporary
 * password and the reset link are never in the stored bodies: both hold SECRET_MARKER, and the outbox
 * seals the secret and fills it in at delivery.
 */
export function temporaryPasswordMessage(
  studio: EmailStudio,
  locale: Locale,
  name: string,
  loginUrl: string,
  { reissued = false }: { reissued?: boolean } = {},
): Promise<RenderedEmail> {
  return renderWelcome({ studio, locale, name, loginUrl, reissued });
}

export function passwordResetMessage(
  studio: EmailStudio,
  locale: Locale,
  name: string,
): Promise<RenderedEmail> {
  return renderPasswordReset({ studio, locale, name });
}

export function loginInvitationMessage(
  studio: EmailStudio,
  locale: Locale,
  name: string,
): Promise<RenderedEmail> {
  return renderLoginInvitation({ studio, locale, name });
}
