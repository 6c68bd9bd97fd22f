import { Trans, useLingui } from '@lingui/react/macro';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { MAX_SUBJECT } from '../../../shared/schemas/email';
import { useIsMobile } from '../../lib/useIsMobile';
import { BulkEmailPreview } from './BulkEmailPreview';
import { BulkEmailResults } from './BulkEmailResults';
import { BulkRecipientChecklist } from './BulkRecipientChecklist';
import { bulkDraftProblem, recipientKey, sampleName, uniqueRecipients } from './bulkEmailModel';
import { useBulkSend } from './useBulkSend';

/** Where the message names each student, written as is. */
const STUDENT_NAME_PLACEHOLDER = '{{student_name}}';

/** A recipient the bulk e-mail dialog can offer. */
export interface BulkRecipient {
  id?: number;
  name: string;
  email: string;
}

function initialTicks(recipients: readonly BulkRecipient[], preselected: 'all' | string[]): Set<string> {
  if (preselected === 'all') return new Set(recipients.map((r) => recipientKey(r.email)));
  return new Set(preselected.map(recipientKey));
}

function BulkEmailContent({
  recipients,
  preselected,
  onClose,
}: {
  recipients: BulkRecipient[];
  preselected: 'all' | string[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const unique = useMemo(() => uniqueRecipients(recipients), [recipients]);
  const [ticked, setTicked] = useState(() => initialTicks(unique, preselected));
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bulk = useBulkSend();

  const chosen = useMemo(() => unique.filter((r) => ticked.has(recipientKey(r.email))), [unique, ticked]);
  const sample = chosen[0] ?? { name: sampleName() };

  const onToggle = useCallback((key: string, on: boolean) => {
    setProblem(null);
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const onToggleAll = useCallback(
    (on: boolean) => {
      setProblem(null);
      setTicked(on ? new Set(unique.map((r) => recipientKey(r.email))) : new Set());
    },
    [unique],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (bulk.sending) return;
    const draft = { recipients: chosen.map((r) => ({ email: r.email, name: r.name })), subject, body };
    const found = bulkDraftProblem(draft);
    setProblem(found);
    if (!found) bulk.send(draft);
  };

  const sendAnother = () => {
    bulk.reset();
    setSubject('');
    setBody('');
    setProblem(null);
  };

  const title = (
    <DialogTitle id="bulk-email-title" sx={{ pr: 7 }}>
      <Trans>Bulk Email</Trans>
      <IconButton aria-label={t`Close`} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <Close />
      </IconButton>
    </DialogTitle>
  );

  if (bulk.result) {
    return (
      <>
        {title}
        <DialogContent dividers>
          <BulkEmailResults result={bulk.result} rows={bulk.rows} following={bulk.following} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={sendAnother}>
            <Trans>Send Another Email</Trans>
          </Button>
          <Button variant="contained" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </DialogActions>
      </>
    );
  }

  const blank = (text: string) => problem !== null && text.trim() === '';
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      {title}
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <BulkRecipientChecklist
            recipients={unique}
            ticked={ticked}
            onToggle={onToggle}
            onToggleAll={onToggleAll}
            disabled={bulk.sending}
          />
          <TextField
            label={t`Subject`}
            required
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value);
              setProblem(null);
            }}
            error={blank(subject)}
            disabled={bulk.sending}
            slotProps={{ htmlInput: { maxLength: MAX_SUBJECT } }}
          />
          <TextField
            label={t`Message`}
            required
            multiline
            minRows={6}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setProblem(null);
            }}
            error={blank(body)}
            disabled={bulk.sending}
            helperText={t`Write ${STUDENT_NAME_PLACEHOLDER} where each student's name should go.`}
          />
          <BulkEmailPreview subject={subject} body={body} sample={sample} />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={onClose} disabled={bulk.sending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" startIcon={<Send />} disabled={bulk.sending}>
          {bulk.sending ? t`Sending...` : t`Send Email`}
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * Bulk email (spec 02 §2, §5): tick recipients, write a subject and message with `{{student_name}}`,
 * check the preview, send; then each recipient's true status. Mount it with a new key per opening.
 */
export default function BulkEmailDialog({
  open,
  onClose,
  recipients,
  preselected = 'all',
}: {
  open: boolean;
  onClose: () => void;
  /** Who can be ticked. */
  recipients: BulkRecipient[];
  /** Ticked at first: every recipient (default) or only these e-mails. */
  preselected?: 'all' | string[];
}) {
  const isMobile = useIsMobile();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isMobile}
      aria-labelledby="bulk-email-title"
    >
      <BulkEmailContent recipients={recipients} preselected={preselected} onClose={onClose} />
    </Dialog>
  );
}
