import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { copyToClipboard } from './clipboard';
import { useToast } from './toast';
import { COPY_CONFIRMATION_MS } from './uiConstants';

/** The whole sentence for each hint the screens pass, so a translation never joins fragments. */
const MANUAL_COPY = {
  'the text': msg`Select the text and copy it manually.`,
  'the address': msg`Select the address and copy it manually.`,
  'the password': msg`Select the password and copy it manually.`,
} as const;

/**
 * Copy a value and say so for a moment ("Copied!"), or tell the user to copy it by hand when the
 * browser refuses. `manualHint` names what to select ("the text", "the address"); `onCopied` adds to
 * the confirmation (a toast).
 */
export function useCopyConfirmation(value: string, manualHint: string, onCopied?: () => void) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await copyToClipboard(value);
      onCopied?.();
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      const known = Object.hasOwn(MANUAL_COPY, manualHint)
        ? MANUAL_COPY[manualHint as keyof typeof MANUAL_COPY]
        : undefined;
      toast({
        title: t`Copy Failed`,
        description: known ? i18n._(known) : t`Select ${manualHint} and copy it manually.`,

        variant: 'destructive',
      });
    }
  };
  return { copied, copy };
}
