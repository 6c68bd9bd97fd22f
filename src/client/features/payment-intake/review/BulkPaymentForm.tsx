import { useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../lib/toast';
import { BulkResults } from './BulkResults';
import { checkBulkInput } from './bulkInput';
import { invalidFormatToast } from './paymentEmailToasts';
import { useProcessBulk } from './useProcessBulk';

const EXAMPLE = '[{"content": "…", "senderEmail": "notify@payments.interac.ca", "subject": "…"}]';

/**
 * Bulk mode: a JSON array of pasted notifications; Process All records the ones that match one
 * student (paymentEmails.processBulk — asking is the confirmation, each recorded as unverified) and
 * lists what became of each.
 */
export function BulkPaymentForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const bulk = useProcessBulk();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (bulk.isPending) return;
    const checked = checkBulkInput(text);
    if (!checked.ok) {
      toast(invalidFormatToast(checked.problem));
      return;
    }
    bulk.mutate({ emails: checked.emails });
  };

  return (
    <Stack spacing={2.5}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label={t`Emails (JSON array)`}
            multiline
            minRows={8}
            maxRows={20}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={EXAMPLE}
            helperText={t`Each item: content and senderEmail, optionally subject and receivedDate. Only notices that match one student are recorded, as unverified.`}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
            }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={bulk.isPending}>
              {bulk.isPending ? t`Processing…` : t`Process All`}
            </Button>
          </Box>
        </Stack>
      </Box>
      {bulk.data && <BulkResults key={bulk.submittedAt} result={bulk.data} />}
    </Stack>
  );
}
