import { Trans, useLingui } from '@lingui/react/macro';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { PLACEHOLDERS } from '../../../shared/email-placeholders';
import { tr } from '../../i18n/tr';
import { copyToClipboard } from '../../lib/clipboard';
import { COPY_CONFIRMATION_MS } from '../../lib/uiConstants';
import { placeholderToken } from './placeholderFields';

type CopyState = { key: string; ok: boolean } | null;

/**
 * The smart placeholder list (spec 03 §2.6, §9): each one copies `{{name}}` when clicked, and says
 * "Copied" for two seconds. There is no Password placeholder: passwords are never e-mailed
 * (decision 004).
 */
export function PlaceholderList({ dense = false }: { dense?: boolean }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<CopyState>(null);
  const headingId = useId();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = (key: string) =>
    copyToClipboard(placeholderToken(key)).then(
      () => setCopied({ key, ok: true }),
      () => setCopied({ key, ok: false }),
    );

  const copiedToken = copied ? placeholderToken(copied.key) : null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        <Trans>Placeholders</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.25 }}>
        <Trans>
          Click one to copy it, then paste it into the subject or body. Each recipient gets their own values.
        </Trans>
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
      >
        {PLACEHOLDERS.map((p) => {
          const done = copied?.key === p.key && copied.ok;
          const token = placeholderToken(p.key);
          const label = tr(p.label);
          const description = tr(p.description);
          return (
            <li key={p.key}>
              <Tooltip title={t`${token}: ${description}`} describeChild>
                <Chip
                  size={dense ? 'small' : 'medium'}
                  variant={done ? 'filled' : 'outlined'}
                  color={done ? 'success' : 'default'}
                  icon={done ? <Check /> : <ContentCopy />}
                  label={done ? t`Copied` : label}
                  onClick={() => void copy(p.key)}
                  // The visible label leads the name, so voice control ("click Last Name") finds it.
                  aria-label={done ? t`Copied, ${token}` : t`Copy ${label}, ${token}`}
                  sx={{ '& .MuiChip-icon': { fontSize: 16 } }}
                />
              </Tooltip>
            </li>
          );
        })}
      </Box>
      <Typography
        variant="caption"
        role="status"
        aria-live="polite"
        color={copied && !copied.ok ? 'error' : 'success.main'}
        sx={{ display: 'block', minHeight: 20, mt: 0.75 }}
      >
        {copiedToken !== null &&
          (copied?.ok
            ? t`Copied ${copiedToken}`
            : t`Could not copy: select ${copiedToken} and copy it yourself`)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        <Trans>There is no password placeholder: passwords are never sent by e-mail.</Trans>
      </Typography>
    </Box>
  );
}
