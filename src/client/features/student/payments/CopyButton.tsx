import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { copyToClipboard } from '../../../lib/clipboard';
import { useToast } from '../../../lib/toast';
import { COPY_CONFIRMATION_MS } from '../../../lib/uiConstants';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** "Copy" (named after what it copies for screen readers), then "Copied!" for 2 seconds. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyToClipboard(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Select the text and copy it manually.',
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
      aria-live="polite"
      sx={{ flexShrink: 0, minWidth: 96 }}
    >
      {copied ? (
        'Copied!'
      ) : (
        <>
          Copy
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {what}
          </Box>
        </>
      )}
    </Button>
  );
}
