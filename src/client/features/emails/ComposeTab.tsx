import { Trans, useLingui } from '@lingui/react/macro';
import Send from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TEmailTemplate, TQueuedEmail } from '../../../shared/schemas/email';
import { ZComposeEmailInput } from '../../../shared/schemas/email';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { composePreviewRequest, composeRequest, usedPlaceholders } from './composeModel';
import { DeliveryNote } from './DeliveryNote';
import { composeToast } from './deliveryOutcome';
import { EmailPreview } from './EmailPreview';
import { localPreview } from './emailDocument';
import { PlaceholderList } from './PlaceholderList';
import { PlaceholderValueFields } from './PlaceholderValueFields';
import { valueFieldNames, valuesFor } from './placeholderFields';
import { TemplatePicker } from './TemplatePicker';
import type { ComposeState } from './useComposeState';
import type { useDeliveryFollower } from './useDeliveryFollower';
import { useEmailPreview } from './useEmailPreview';

/**
 * Compose (spec 03 §2.6, §5): to, an optional name, subject and body, an optional template that fills
 * them, values for the placeholders only the sender knows; the placeholder list and a live preview
 * beside it. The answer says what is true: queued (then sent or failed, followed), or not sent.
 */
export function ComposeTab({
  compose,
  templates,
  templatesLoading,
  follower,
}: {
  compose: ComposeState;
  templates: TEmailTemplate[];
  templatesLoading: boolean;
  follower: ReturnType<typeof useDeliveryFollower>;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { form, typed, setValue } = compose;
  const { values } = form;
  const send = useMutation(trpc.emails.send.mutationOptions());
  const [last, setLast] = useState<TQueuedEmail | null>(null);

  const used = usedPlaceholders(values);
  const hasDraft = values.subject.trim() !== '' || values.body.trim() !== '';
  const preview = useEmailPreview(hasDraft ? composePreviewRequest(values, used, typed) : null);
  const names = valueFieldNames(used, preview.data?.missing ?? [], typed);

  const local = localPreview(values.subject, values.body, valuesFor(names, typed));
  const server = preview.data;
  const content = server
    ? {
        to: server.recipient
          ? server.recipient.name
            ? `${server.recipient.name} <${server.recipient.email}>`
            : server.recipient.email
          : null,
        subject: server.subject,
        bodyHtml: server.bodyHtml,
        missing: server.missing,
        unknown: server.unknown,
        refused: server.refused,
      }
    : { to: values.to.trim() || null, ...local };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = composeRequest(values, names, typed);
    if (!form.check(ZComposeEmailInput, input)) return;
    send.mutate(input, {
      onSuccess: (result) => {
        toast(composeToast(result));
        setLast(result.email);
        if (result.mailConfigured) follower.follow([result.email.id], result.email.email);
        compose.clear();
      },
      onError: (error) =>
        toast({
          title: t`Failed to send email`,
          description: errorMessage(error, t`Please try again`),
          variant: 'destructive',
        }),
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.emails.sent.pathFilter());
        void queryClient.invalidateQueries(trpc.settings.mailStatus.pathFilter());
      },
    });
  };

  const followed = last ? (follower.rows?.find((r) => r.id === last.id) ?? last) : undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        gap: 2.5,
        alignItems: 'start',
      }}
    >
      <Card component="section" aria-labelledby="compose-heading">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="compose-heading" variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
            <Trans>Compose Email</Trans>
          </Typography>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2.5}>
              <TemplatePicker
                templates={templates}
                value={values.templateId}
                onChange={compose.applyTemplate}
                loading={templatesLoading}
              />
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                  gap: 2,
                }}
              >
                <TextField
                  {...form.text('to')}
                  label={t`To`}
                  type="email"
                  autoComplete="off"
                  required
                  fullWidth
                  helperText={form.errors.to ?? t`A student's address fills in their own details`}
                />
                <TextField
                  {...form.text('toName', t`Used for name placeholders when the address is not a student`)}
                  label={t`Recipient name (optional)`}
                  autoComplete="off"
                  fullWidth
                />
              </Box>
              <TextField {...form.text('subject')} label={t`Subject`} required fullWidth />
              <TextField {...form.text('body')} label={t`Message`} required multiline minRows={8} fullWidth />
              <PlaceholderValueFields names={names} values={typed} onChange={setValue} />
              {last && <DeliveryNote to={last.email} row={followed} following={follower.following} />}
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={compose.clear} disabled={send.isPending}>
                  <Trans>Clear</Trans>
                </Button>
                <Button type="submit" variant="contained" startIcon={<Send />} disabled={send.isPending}>
                  {send.isPending ? t`Sending…` : t`Send Email`}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Stack spacing={2.5} sx={{ minWidth: 0 }}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
            <PlaceholderList dense />
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
            <EmailPreview content={content} updating={preview.updating} error={preview.error} />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
