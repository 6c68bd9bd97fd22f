import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { memo } from 'react';
import type { BulkRecipient } from './BulkEmailDialog';
import { recipientKey } from './bulkEmailModel';

const LIST_HEIGHT = '16rem';

/**
 * The recipients with a select-all. Rows are plain labels and native checkboxes styled from the list
 * (no component per row), so a thousand of them stay quick; memoised so typing the message does not
 * redraw them.
 */
export const BulkRecipientChecklist = memo(function BulkRecipientChecklist({
  recipients,
  ticked,
  onToggle,
  onToggleAll,
  disabled,
}: {
  /** Each address once (uniqueRecipients). */
  recipients: readonly BulkRecipient[];
  /** Ticked recipients by recipientKey. */
  ticked: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const count = recipients.filter((r) => ticked.has(recipientKey(r.email))).length;
  const all = recipients.length > 0 && count === recipients.length;
  const selected = count.toLocaleString();
  const total = recipients.length.toLocaleString();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <FormControlLabel
          label={t`Select all`}
          control={
            <Checkbox
              size="small"
              checked={all}
              indeterminate={count > 0 && !all}
              disabled={disabled || recipients.length === 0}
              onChange={(e) => onToggleAll(e.target.checked)}
            />
          }
          sx={{ mr: 0 }}
        />
        <Typography component="legend" variant="body2" color="text.secondary" aria-live="polite">
          <Trans>
            Recipients: {selected} of {total} selected
          </Trans>
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={t`Recipients`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          height: LIST_HEIGHT,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '& li + li': { borderTop: 1, borderColor: 'divider' },
          '& label': {
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 1.5,
            py: 0.75,
            cursor: 'pointer',
            minWidth: 0,
          },
          '& label:hover': { bgcolor: 'action.hover' },
          '& input': {
            width: 18,
            height: 18,
            m: 0,
            flexShrink: 0,
            accentColor: (t) => t.palette.primary.main,
          },
          '& .who': { display: 'grid', minWidth: 0 },
          '& .name, & .email': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          '& .name': { typography: 'body2', fontWeight: 600 },
          '& .email': { typography: 'caption', color: 'text.secondary' },
          '& .none': { typography: 'body2', color: 'text.secondary', p: 2, textAlign: 'center' },
        }}
      >
        {recipients.length === 0 && <li className="none">{t`No students to email`}</li>}
        {recipients.map((r) => {
          const key = recipientKey(r.email);
          return (
            <li key={key}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked.has(key)}
                  onChange={(e) => onToggle(key, e.target.checked)}
                />
                <span className="who">
                  <span className="name">{r.name || r.email}</span>
                  <span className="email">{r.email}</span>
                </span>
              </label>
            </li>
          );
        })}
      </Box>
    </Box>
  );
});
