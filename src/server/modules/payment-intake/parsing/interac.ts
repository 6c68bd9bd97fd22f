/**
 * Interac e-Transfer notifications, English and French, as the recipient receives them from
 * notify@payments.interac.ca / catch@payments.interac.ca (display name: the payer or the sending bank):
 *
 *   Autodeposit, since 2024 —
 *     "Interac e-Transfer: You've received $200.00 from CAI FANG WU and it has been automatically deposited."
 *     "Funds Deposited!" / $200.00 / "Your funds have been automatically deposited into your account at …"
 *     "Transfer Details": Message: / Date: / Reference Number: / Sent From: / Amount: (label and value on
 *     separate lines)
 *     "Virement Interac : Vous avez reçu 175,00 $ de … et ce montant a été déposé automatiquement."
 *     "Les fonds ont été déposés!" … Message : / Date : / Numéro de référence : / Envoyé par : / Montant :
 *   Autodeposit, older —
 *     "INTERAC e-Transfer: A money transfer from … has been automatically deposited."
 *     "… has sent you a money transfer for the amount of $5.25 (CAD) and the money has been automatically
 *     deposited into your bank account at …" / "… has sent you $12.00 (CAD) and the money has been …"
 *     Message: … / Reference Number : …
 *   Not yet deposited (security question) —
 *     "INTERAC e-Transfer: … sent you money." / "Virement INTERAC : … vous a envoyé de l'argent."
 *
 * Refused as look-alikes: reminders, cancelled / declined / expired / failed transfers, the sender's
 * own copy ("Your $5,000.00 transfer to … has been successfully deposited", "… accepted your money
 * transfer", a bank's "Interac e-Transfer sent" alert), requests for money, Autodeposit registration.
 */
import { en } from '../../../../shared/i18n/msg';
import {
  type AmountCandidate,
  cleanName,
  cleanReference,
  decideAmount,
  emailIn,
  fieldAmount,
  firstMatch,
  type LookalikeRule,
  type Message,
  matchLookalike,
  moneyAfter,
  notPayment,
  payment,
  unrecognised,
  uw,
} from './common';
import { parseStatedDate } from './dates';
import { readBlock, readField, splitAtLabels } from './fields';
import { bankByDomain, INTERAC_DOMAINS, underAny } from './institutions';
import type { ParseResult } from './types';

const LABELS = [
  'Message',
  'Date',
  'Reference Number',
  'Reference #',
  'Numéro de référence',
  'No de référence',
  'Sent From',
  'Sent By',
  'Envoyé par',
  'Sent On',
  'Envoyé le',
  'Amount',
  'Montant',
  'Expires',
  'Expire le',
  "Date d'expiration",
  'Account ending in',
];

const LOOKALIKES: readonly LookalikeRule[] = [
  {
    test: /\bautodeposit registration\b|\bregist(?:er|ered|ration) (?:for|to) autodeposit\b|\b(?:inscription|enregistrement) (?:au|à la fonction) dépôt automatique\b/i,
    reason: en('an Autodeposit registration notice — no money moved'),
  },
  {
    test: /^(?:\W*)(?:reminder|rappel)\b|\b(?:reminder|rappel)\s*:/i,
    subjectOnly: true,
    reason: en('a reminder of a transfer already notified — the same money again, not a new payment'),
  },
  {
    test: /\b(?:has |have )?requested (?:money|funds|\$|a payment)|\brequest(?:s|ing)? (?:money|funds)\b|\b(?:money|payment) request\b|\brequest for (?:money|payment|funds)\b|\bdemande (?:d'argent|de fonds|de virement|de paiement)\b|\bvous a demandé\b|\bdemande des fonds\b/i,
    unless: /\bfulfil+ed\b|\ba été (?:acceptée|honorée|réglée)\b/i,
    reason: en('a request for money (someone asking to be paid), not a payment received'),
  },
  {
    test: /\bcancel+ed\b|\bcanceled\b|\bannul(?:é|ée|és|ées)\b|\ba annulé\b/i,
    reason: en('a cancelled transfer — no money arrives'),
  },
  {
    test: /\bdeclined\b|\brefus(?:é|ée|és|ées)\b|\ba refusé\b/i,
    reason: en('a declined transfer — no money arrives'),
  },
  {
    test: /\b(?:has |have |was )?expired\b|\bexpir(?:é|ée|és|ées)\b|\ba expiré\b/i,
    reason: en('an expired transfer — no money arrives'),
  },
  {
    test: /\bfailed\b|\bcould not be (?:deposited|completed|processed)\b|\bn'a pas pu être (?:déposé|effectué|traité)\b|\béchou(?:é|ée)\b/i,
    reason: en('a transfer that could not be deposited'),
  },
  {
    test: /\byour (?:\S+ )?(?:money )?transfer to\b|\btransfer (?:that )?you sent\b|\byou sent\b|\baccepted your (?:money )?transfer\b|\be-?transfer sent\b|\bwas sent using\b|\bvotre virement (?:de fonds )?(?:\S+ )?(?:à|destiné à)\b|\bvous avez envoyé\b|\ba accepté votre virement\b|\bvirement (?:interac )?envoyé\b/i,
    reason: en("the sender's own copy of a transfer the studio sent — money going out, not coming in"),
  },
];

/** Wording that says money came in. Without one of these the message is not a received transfer. */
const RECEIVED =
  /\bsent you (?:money|a money transfer|\$|CA\$|\d)|\b(?:you've|you have) received (?:\$|CA\$|\d|a money transfer|money|an interac)|\bfunds deposited\b|\bfunds have been (?:automatically )?deposited\b|\bmoney transfer from .{1,100}? has been (?:automatically )?deposited\b|\bmoney has been (?:automatically )?deposited\b|\bvous a envoyé (?:de l'argent|un virement|\d)|\bvous avez reçu (?:\d|un virement|de l'argent)|\bles fonds ont été déposés\b|\bdéposée? automatiquement\b|\bdéposés automatiquement\b/i;

/** What marks a real notification when the sender is not Interac's own domain (a forward, a paste). */
const NOTIFICATION_MARK =
  /^(?:interac e-?transfer|virement interac)\s*:|^(?:reference number|numéro de référence)\s*:|^funds deposited!?|^les fonds ont été déposés\s*!?/im;

export function isInteracSender(domain: string | null): boolean {
  return underAny(domain, INTERAC_DOMAINS) !== null;
}

export function parseInterac(msg: Message): ParseResult {
  const lines = splitAtLabels(msg.lines, LABELS).map((line) =>
    // "Message from JOHN SMITH:" → "Message:" (the name is read elsewhere)
    line.replace(/^(message) (?:from|de) [^:]{1,80}\s?:/i, '$1:'),
  );
  const memo = readBlock(lines, ['Message'], LABELS);
  const reason = matchLookalike(msg, LOOKALIKES, memo);
  if (reason) return notPayment('interac', reason);

  const subjectAndBody = `${msg.subject}\n${msg.head}`;
  if (!uw(RECEIVED).test(subjectAndBody))
    return unrecognised(en('Interac e-Transfer wording not recognised as money received'));
  const trusted = isInteracSender(msg.sender.domain) || bankByDomain(msg.sender.domain) !== null;
  if (!trusted && !uw(NOTIFICATION_MARK).test(`${msg.subject}\n${msg.body}`)) {
    return unrecognised(en('mentions an e-Transfer but is not an Interac notification'));
  }

  const body = lines.join('\n');
  const field = readField(lines, ['Amount', 'Montant'], LABELS);
  const candidates: Array<AmountCandidate | null> = [
    fieldAmount(field, 'Amount field'),
    moneyAfter(msg.subject, String.raw`\breceived MONEY from\b`, 'subject'),
    moneyAfter(msg.subject, String.raw`\breçu MONEY de\b`, 'subject'),
    moneyAfter(msg.subject, String.raw`\bsent you MONEY`, 'subject'),
    moneyAfter(body, String.raw`\bsent you (?:a money transfer for the amount of )?MONEY`, 'body'),
    moneyAfter(body, String.raw`\b(?:you've|you have) received MONEY`, 'body'),
    moneyAfter(
      body,
      String.raw`\bvous a envoyé (?:un virement (?:de fonds )?(?:d'un montant )?de )?MONEY`,
      'body',
    ),
    moneyAfter(body, String.raw`\bvous avez reçu MONEY`, 'body'),
    moneyAfter(
      body,
      String.raw`(?:funds deposited|funds have been deposited|fonds ont été déposés) ?!?\s+MONEY`,
      'headline',
    ),
  ];
  const amount = decideAmount(candidates);
  if (!amount.ok) return unrecognised(amount.reason);

  const sentFrom = readField(lines, ['Sent From', 'Sent By', 'Envoyé par'], LABELS);
  const payerName =
    cleanName(sentFrom?.replace(/\s*[(<][^()<>]*[)>]\s*$/, '')) ??
    cleanName(
      firstMatch(
        [msg.subject],
        [
          /\breceived .{1,40}? from (.{2,100}?) and (?:it|this|the)\b/i,
          /\ba money transfer from (.{2,100}?) has been\b/i,
          /^(?:interac e-?transfer|virement interac)\s*:\s*(.{2,100}?) (?:has )?sent you\b/i,
          /\breçu .{1,40}? de (.{2,100}?) et ce montant\b/i,
          /^virement interac\s*:\s*(.{2,100}?) vous a envoyé\b/i,
          /\bun virement (?:de fonds )?de (.{2,100}?) a été déposé\b/i,
        ],
      ),
    ) ??
    cleanName(
      firstMatch(
        [body],
        [
          /^(?:(?:hi|hello|bonjour)\b[^,\n]{0,80},\s*)?(.{2,100}?) (?:has )?sent you\b/im,
          /\b(?:you've|you have) received .{1,40}? from (.{2,100}?)(?:\.|,| and\b|$)/im,
          /^(?:(?:bonjour)\b[^,\n]{0,80},\s*)?(.{2,100}?) vous a envoyé\b/im,
        ],
      ),
    );
  // Not the From display name: it is the payer on some notices and the sending bank or fintech
  // ("Wealthsimple", "Scotiabank") on others — a name taken from it would be a guess.

  const reference = cleanReference(
    readField(lines, ['Reference Number', 'Reference #', 'Numéro de référence', 'No de référence'], LABELS),
  );
  const dateText = readField(lines, ['Date', 'Sent On', 'Envoyé le'], LABELS);
  return payment({
    source: 'interac',
    institution: 'Interac e-Transfer',
    amountCents: amount.cents,
    currency: amount.currency,
    payerName,
    payerEmail: emailIn(sentFrom),
    reference,
    paidAt: parseStatedDate(dateText, msg.receivedAt?.getUTCFullYear()),
    message: memo,
  });
}
