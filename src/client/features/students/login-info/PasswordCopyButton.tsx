import { useLingui } from '@lingui/react/macro';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useToast } from '../../../lib/toast';
import { useCopyConfirmation } from '../../../lib/useCopyConfirmation';

/** Copies the password just issued: "Password Copied", and the button says "Copied!" for 2 seconds. */
export function PasswordCopyButton({ password }: { password: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { copied, copy } = useCopyConfirmation(password, t`the password`, () =>
    toast({ title: t`Password Copied`, description: t`The temporary password is on the clipboard.` }),
  );

  return (
    <Button
      size="small"
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <Check /> : <ContentCopy />}
      onClick={copy}
      aria-label={copied ? t`Password copied` : t`Copy password`}
      sx={{ flexShrink: 0, minWidth: 96 }}
    >
      {copied ? t`Copied!` : t`Copy`}
    </Button>
  );
}
