import { Trans, useLingui } from '@lingui/react/macro';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Button } from '@mui/material';
import { useCopyConfirmation } from '../../../lib/useCopyConfirmation';

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
  const { t } = useLingui();
  const { copied, copy } = useCopyConfirmation(value, 'the text');

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
        t`Copied!`
      ) : (
        <>
          <Trans>Copy</Trans>

          <Box component="span" sx={visuallyHidden}>
            {' '}
            {what}
          </Box>
        </>
      )}
    </Button>
  );
}
