import { useEffect, useRef, useState } from 'react';
import { copyToClipboard } from './clipboard';
import { useToast } from './toast';
import { COPY_CONFIRMATION_MS } from './uiConstants';

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
      toast({
        title: 'Copy Failed',
        description: `Select ${manualHint} and copy it manually.`,
        variant: 'destructive',
      });
    }
  };
  return { copied, copy };
}
