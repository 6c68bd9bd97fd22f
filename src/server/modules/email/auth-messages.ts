import { SECRET_MARKER } from './outbox';

/** Plain-text bodies for the account e-mails; richer react-email versions plug in at delivery. */
export function temporaryPasswordMessage(name: string, loginUrl: string) {
  return {
    subject: 'Your studio account is ready',
    bodyText: [
      `Hi ${name},`,
      '',
      'Welcome! Your account has been created.',
      `Your temporary password is: ${SECRET_MARKER}`,
      '',
      `Sign in at ${loginUrl} with your e-mail address and this password, then choose your own`,
      'password with "Change Password" on your dashboard.',
    ].join('\n'),
  };
}

export function passwordResetMessage(name: string) {
  return {
    subject: 'Reset your password',
    bodyText: [
      `Hi ${name},`,
      '',
      'Someone asked to reset the password of your studio account.',
      `Choose a new password here (the link works once, for one hour): ${SECRET_MARKER}`,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
