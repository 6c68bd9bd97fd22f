import { Trans } from '@lingui/react/macro';
import { Alert, Box, Typography } from '@mui/material';
import type { TTemporaryPasswordResult } from '../../../../shared/schemas/students';
import { PasswordCopyButton } from './PasswordCopyButton';

/**
 * The answer to issuing a password: the server's message (queued or cannot be e-mailed, sessions
 * ended) and, when asked for, the password itself, shown this once and never again.
 */
export function IssuedPassword({ result }: { result: TTemporaryPasswordResult }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={result.email && !result.email.mailConfigured ? 'warning' : 'success'} role="status">
        {result.message}
      </Alert>
      {result.temporaryPassword && (
        <Box>
          <Typography variant="subtitle2" component="p" id="issued-password-label" sx={{ mb: 0.5 }}>
            <Trans>Temporary password</Trans>
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              p: 1,
              pl: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'grey.50',
            }}
          >
            <Typography
              aria-labelledby="issued-password-label"
              sx={{
                flex: 1,
                minWidth: 0,
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: 18,
                letterSpacing: 1,
                overflowWrap: 'anywhere',
                userSelect: 'all',
              }}
            >
              {result.temporaryPassword}
            </Typography>
            <PasswordCopyButton password={result.temporaryPassword} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>This is the only time it is shown: copy it now and give it to the student.</Trans>
          </Typography>
        </Box>
      )}
    </Box>
  );
}
