import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { copyToClipboard } from '../../lib/clipboard';
import { useToast } from '../../lib/toast';
import { COPY_CONFIRMATION_MS } from '../../lib/uiConstants';

/** Copies the password just issued: "Password Copied", and the button says "Copied!" for 2 seconds. */
export function PasswordCopyButton({ password }: { password: string }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyToClipboard(password);
      toast({ title: 'Password Copied', description: 'The temporary password is on the clipboard.' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Select the password and copy it manually.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      size="small"
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <Check /> : <ContentCopy />}
      onClick={copy}
      aria-label={copied ? 'Password copied' : 'Copy password'}
      sx={{ flexShrink: 0, minWidth: 96 }}
    >
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
