import { useLingui } from '@lingui/react/macro';
import { MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../shared/i18n/locales';
import { useToast } from '../lib/toast';
import { trpc } from '../lib/trpc';
import { activateLocale, useLocale } from './language';

/**
 * The signed-in person's own choice: saved on their account (their e-mails follow it), remembered on
 * this device, and shown at once. Null goes back to the studio's language.
 */
function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.setLanguage.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.auth.studentSession.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.auth.adminSession.queryKey() }),
        ]);
      },
    }),
  );
}

/** Each language is named in itself ("Français"), so a person who cannot read the other finds theirs. */
const OPTIONS = LOCALES.map((locale) => (
  <MenuItem key={locale} value={locale} lang={locale}>
    {LANGUAGE_NAMES[locale]}
  </MenuItem>
));

/**
 * A signed-in person's language (the student's settings, the admin header): saved on their account.
 * Compact: no label, for a toolbar.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const choose = useChooseLanguage();
  const { toast } = useToast();
  const change = (language: Locale) =>
    choose.mutate(
      { language },
      {
        onSuccess: async () => {
          await activateLocale(language);
          toast({ title: t`Language saved` });
        },
        onError: (error) => toast({ title: t`Error`, description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      variant={compact ? 'standard' : 'outlined'}
      label={compact ? undefined : t`Language`}
      value={locale}
      disabled={choose.isPending}
      onChange={(event) => change(event.target.value as Locale)}
      slotProps={compact ? { htmlInput: { 'aria-label': t`Language` } } : undefined}
      sx={compact ? undefined : { minWidth: 180 }}
    >
      {OPTIONS}
    </TextField>
  );
}
