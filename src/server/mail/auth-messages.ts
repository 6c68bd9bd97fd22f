import {
  type EmailStudio,
  type RenderedEmail,
  renderLoginInvitation,
  renderPasswordReset,
  renderWelcome,
} from './templates/render';

/**
 * The account e-mails, HTML and text. The temporary password and the reset link are never in the
 * stored bodies: both hold SECRET_MARKER, and the outbox seals the secret and fills it in at delivery.
 */
export function temporaryPasswordMessage(
  studio: EmailStudio,
  name: string,
  loginUrl: string,
  { reissued = false }: { reissued?: boolean } = {},
): Promise<RenderedEmail> {
  return renderWelcome({ studio, name, loginUrl, reissued });
}

export function passwordResetMessage(studio: EmailStudio, name: string): Promise<RenderedEmail> {
  return renderPasswordReset({ studio, name });
}

export function loginInvitationMessage(studio: EmailStudio, name: string): Promise<RenderedEmail> {
  return renderLoginInvitation({ studio, name });
}
