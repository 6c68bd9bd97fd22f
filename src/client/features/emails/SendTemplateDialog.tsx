import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { placeholdersIn } from '../../../shared/email-placeholders';
import { EMAIL_MESSAGES, type TEmailTemplate, ZTemplateSendInput } from '../../../shared/schemas/email';
import { tr } from '../../i18n/tr';
import { fieldErrors } from '../../lib/fieldErrors';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { useLastNonNull } from '../../lib/useLastNonNull';
import { FormDialogActions } from '../common/FormDialogActions';
import { recipientList } from './composeModel';
import { bulkToast } from './deliveryOutcome';
import { EmailPreview } from './EmailPreview';
import { PlaceholderValueFields } from './PlaceholderValueFields';
import { valueFieldNames, valuesFor } from './placeholderFields';
import { TemplateLanguageChip } from './TemplateLanguageChip';
import { SEND_REWORD, templateSendRequest } from './templateModel';
import type { useDeliveryFollower } from './useDeliveryFollower';
import { useEmailPreview } from './useEmailPreview';

type Follower = ReturnType<typeof useDeliveryFollower>;

function SendForm({
  template,
  follower,
  onClose,
}: {
  template: TEmailTemplate;
  follower: Follower;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const send = useMutation(trpc.emailTemplates.send.mutationOptions());
  const [recipients, setRecipients] = useState('');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();

  const used = placeholdersIn(template.subject, template.body);
  const first = recipientList(recipients)[0];
  const preview = useEmailPreview({
    templateId: template.id,
    to: first,
    placeholderValues: valuesFor(used, typed),
  });
  const names = valueFieldNames(used, preview.data?.missing ?? [], typed);
  const data = preview.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = templateSendRequest(template.id, recipients, names, typed);
    const checked = ZTemplateSendInput.safeParse(input);
    if (!checked.success) {
      // "Please enter at least one email address" (the API's "No recipients specified"), or the
      // address that is wrong, under the field: a toast would cover the dialog's Send button.
      setError(fieldErrors(checked.error, SEND_REWORD).recipients);
      return;
    }
    send.mutate(input, {
      onSuccess: (result) => {
        toast(bulkToast(result));
        if (result.mailConfigured) {
          follower.follow(
            result.results.map((r) => r.id),
            result.results.length === 1 ? result.results[0]!.email : undefined,
          );
        }
        onClose();
      },
      onError: (err) =>
        toast({
          title: t`Failed to send email`,
          description: errorMessage(err, t`Please try again`),
          variant: 'destructive',
        }),
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.emails.sent.pathFilter());
        void queryClient.invalidateQueries(trpc.settings.mailStatus.pathFilter());
      },
    });
  };

  const name = template.name;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        <Trans>Send “{name}”</Trans>{' '}
        <TemplateLanguageChip language={template.language} sx={{ verticalAlign: 'middle', ml: 0.5 }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {!template.isActive && <Alert severity="warning">{tr(EMAIL_MESSAGES.templateInactive)}</Alert>}
          <TextField
            label={t`Recipients`}
            value={recipients}
            onChange={(e) => {
              setRecipients(e.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={
              error !== undefined
                ? tr(error)
                : t`Separate addresses with commas. Each recipient gets their own copy.`
            }
            required
            fullWidth
            autoFocus
            autoComplete="off"
          />
          <PlaceholderValueFields
            names={names}
            values={typed}
            onChange={(name, value) => setTyped((t) => ({ ...t, [name]: value }))}
          />
          <EmailPreview
            content={{
              to: data?.recipient
                ? data.recipient.name
                  ? `${data.recipient.name} <${data.recipient.email}>`
                  : data.recipient.email
                : null,
              subject: data?.subject ?? template.subject,
              bodyHtml: data?.bodyHtml ?? '',
              missing: data?.missing ?? [],
              unknown: data?.unknown ?? [],
              refused: data?.refused ?? [],
            }}
            updating={preview.updating}
            error={preview.error}
            note={first ? t`What the first recipient will see.` : t`Enter a recipient to see their copy.`}
          />
          <Typography variant="caption" color="text.secondary">
            <Trans>
              A student's address fills in their own name and credit; other values come from the fields above.
            </Trans>
          </Typography>
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={t`Send`}
        pendingLabel={t`Sending…`}
        pending={send.isPending}
        disabled={send.isPending || !template.isActive}
      />
    </Box>
  );
}

/**
 * Send a template (spec 03 §2.7, §5, §7): recipients, the values it needs, and a preview; the title
 * says which language the template is written in.
 */
export function SendTemplateDialog({
  target,
  follower,
  onClose,
}: {
  target: { key: number; template: TEmailTemplate } | null;
  follower: Follower;
  onClose: () => void;
}) {
  const shown = useLastNonNull(target);
  const isMobile = useIsMobile();
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={isMobile}>
      {shown && <SendForm key={shown.key} template={shown.template} follower={follower} onClose={onClose} />}
    </Dialog>
  );
}
