import { useLingui } from '@lingui/react/macro';
import { Box, Dialog, DialogContent, DialogTitle, Divider } from '@mui/material';
import type { FormEvent } from 'react';
import { type TEmailTemplate, ZEmailTemplateInput } from '../../../shared/schemas/email';
import { useLocale } from '../../i18n/language';
import { useIsMobile } from '../../lib/useIsMobile';
import { useLastNonNull } from '../../lib/useLastNonNull';
import { useZodForm } from '../../lib/useZodForm';
import { FormDialogActions } from '../common/FormDialogActions';
import { PlaceholderList } from './PlaceholderList';
import { TemplateFields } from './TemplateFields';
import { newTemplate, templateInput, templateValues } from './templateModel';
import type { TemplateMutations } from './useTemplateMutations';

/** Which template form is open: a new one, or an existing template; `key` starts each opening afresh. */
export type TemplateFormTarget = { key: number; template: TEmailTemplate | null };

function TemplateForm({
  template,
  mutations,
  onClose,
}: {
  template: TEmailTemplate | null;
  mutations: TemplateMutations;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  // A new template starts in the page's language; an existing one shows the language it is written in.
  const form = useZodForm(template ? templateValues(template) : newTemplate(locale));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = templateInput(form.values);
    if (!form.check(ZEmailTemplateInput, input)) return;
    if (template) mutations.update(template.id, input, onClose);
    else mutations.create(input, onClose);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle>{template ? t`Edit Template` : t`Create Template`}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <TemplateFields form={form} />
          <Divider sx={{ my: 2.5 }} />
          <PlaceholderList dense />
        </Box>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={template ? t`Save Changes` : t`Create Template`}
        pendingLabel={t`Saving…`}
        pending={mutations.saving}
      />
    </Box>
  );
}

/** Create or edit a template (spec 03 §2.6, §2.7, §5) with the shared schema's messages. */
export function TemplateFormDialog({
  target,
  mutations,
  onClose,
}: {
  target: TemplateFormTarget | null;
  mutations: TemplateMutations;
  onClose: () => void;
}) {
  const shown = useLastNonNull(target);
  const isMobile = useIsMobile();
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={isMobile}>
      {shown && (
        <TemplateForm key={shown.key} template={shown.template} mutations={mutations} onClose={onClose} />
      )}
    </Dialog>
  );
}
