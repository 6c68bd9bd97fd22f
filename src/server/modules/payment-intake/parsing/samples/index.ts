/** Every sample, for the table-driven test; see README.md for where each format was observed. */
import bankBmoIncomingWire from './bank-bmo-incoming-wire';
import bankCreditCardPayment from './bank-credit-card-payment';
import bankDesjardinsDepotFr from './bank-desjardins-depot-fr';
import bankRbcDepositNotice from './bank-rbc-deposit-notice';
import bankTdDepositReceived from './bank-td-deposit-received';
import bankWithdrawal from './bank-withdrawal';
import interacAutodepositEn from './interac-autodeposit-en';
import interacAutodepositEnHtml from './interac-autodeposit-en-html';
import interacAutodepositEnLegacy from './interac-autodeposit-en-legacy';
import interacAutodepositEnLegacyBankBranded from './interac-autodeposit-en-legacy-bank-branded';
import interacAutodepositFr from './interac-autodeposit-fr';
import interacAutodepositFrNoMemo from './interac-autodeposit-fr-no-memo';
import interacAutodepositRegistration from './interac-autodeposit-registration';
import interacBankAlertSent from './interac-bank-alert-sent';
import interacCancelled from './interac-cancelled';
import interacExpiredFr from './interac-expired-fr';
import interacFrSpacedAmount from './interac-fr-spaced-amount';
import interacReminderEn from './interac-reminder-en';
import interacReminderFr from './interac-reminder-fr';
import interacRequestMoneyEn from './interac-request-money-en';
import interacRequestMoneyFr from './interac-request-money-fr';
import interacSenderCopyAccepted from './interac-sender-copy-accepted';
import interacSenderCopyDeposited from './interac-sender-copy-deposited';
import interacSenderCopyLegacy from './interac-sender-copy-legacy';
import interacSentYouMoneyEn from './interac-sent-you-money-en';
import interacSentYouMoneyFr from './interac-sent-you-money-fr';
import paypalGotMoney from './paypal-got-money';
import paypalGotMoneyForwarded from './paypal-got-money-forwarded';
import paypalInvoicePaid from './paypal-invoice-paid';
import paypalInvoicePaidUsd from './paypal-invoice-paid-usd';
import paypalInvoiceSent from './paypal-invoice-sent';
import paypalPaymentReceived from './paypal-payment-received';
import paypalReceivedHtml from './paypal-received-html';
import paypalRefund from './paypal-refund';
import paypalRequestMoney from './paypal-request-money';
import paypalYouSentPayment from './paypal-you-sent-payment';
import type { PaymentEmailSample } from './sample';
import squareDeposit from './square-deposit';
import squareInvoicePaid from './square-invoice-paid';
import squareInvoicePaidNumber from './square-invoice-paid-number';
import squareNewInvoice from './square-new-invoice';
import squarePaymentReceived from './square-payment-received';
import squareReceipt from './square-receipt';
import squareSalesReport from './square-sales-report';
import stripePaymentFailed from './stripe-payment-failed';
import stripePaymentNotification from './stripe-payment-notification';
import stripePaymentReceivedHtml from './stripe-payment-received-html';
import stripePayout from './stripe-payout';
import stripeReceiptToCustomer from './stripe-receipt-to-customer';
import stripeRefund from './stripe-refund';
import unrecognisedNewsletter from './unrecognised-newsletter';
import unrecognisedStudentEmail from './unrecognised-student-email';

export const SAMPLES: readonly PaymentEmailSample[] = [
  bankBmoIncomingWire,
  bankCreditCardPayment,
  bankDesjardinsDepotFr,
  bankRbcDepositNotice,
  bankTdDepositReceived,
  bankWithdrawal,
  interacAutodepositEnHtml,
  interacAutodepositEnLegacyBankBranded,
  interacAutodepositEnLegacy,
  interacAutodepositEn,
  interacAutodepositFrNoMemo,
  interacAutodepositFr,
  interacAutodepositRegistration,
  interacBankAlertSent,
  interacCancelled,
  interacExpiredFr,
  interacFrSpacedAmount,
  interacReminderEn,
  interacReminderFr,
  interacRequestMoneyEn,
  interacRequestMoneyFr,
  interacSenderCopyAccepted,
  interacSenderCopyDeposited,
  interacSenderCopyLegacy,
  interacSentYouMoneyEn,
  interacSentYouMoneyFr,
  paypalGotMoneyForwarded,
  paypalGotMoney,
  paypalInvoicePaid,
  paypalInvoicePaidUsd,
  paypalInvoiceSent,
  paypalPaymentReceived,
  paypalReceivedHtml,
  paypalRefund,
  paypalRequestMoney,
  paypalYouSentPayment,
  squareDeposit,
  squareInvoicePaid,
  squareInvoicePaidNumber,
  squareNewInvoice,
  squarePaymentReceived,
  squareReceipt,
  squareSalesReport,
  stripePaymentFailed,
  stripePaymentNotification,
  stripePaymentReceivedHtml,
  stripePayout,
  stripeReceiptToCustomer,
  stripeRefund,
  unrecognisedNewsletter,
  unrecognisedStudentEmail,
];
