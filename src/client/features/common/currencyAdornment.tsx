import { i18n } from '@lingui/core';
import { InputAdornment } from '@mui/material';

/**
 * The "$" of an amount field where the page's language writes it: before the amount in English
 * ("$20.00"), after it in French ("20,00 $"). Called at render, in the page's language.
 */
export function currencyAdornment() {
  return i18n.locale === 'fr-CA'
    ? { endAdornment: <InputAdornment position="end">$</InputAdornment> }
    : { startAdornment: <InputAdornment position="start">$</InputAdornment> };
}
