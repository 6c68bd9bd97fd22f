import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useToast } from '../../../lib/toast';
import { useCopyConfirmation } from '../../../lib/useCopyConfirmation';

/** Copies the password just issued: "Password Copied", and the button says "Copied!" for 2 seconds. */
export function PasswordCopyButton({ password }: { password: string }) {
  const { toast } = useToast();
  const { copied, copy } = useCopyConfirmation(password, 'the password', () =>
    toast({ title: 'Password Copied', description: 'The temporary password is on the clipboard.' }),
  );

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
