import { useLingui } from '@lingui/react/macro';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { isLocale, LANGUAGE_NAMES, LOCALES } from '../../../shared/i18n/locales';
import { TEMPLATE_CATEGORIES } from '../../../shared/schemas/email';
import { tr } from '../../i18n/tr';
import type { ZodForm } from '../../lib/useZodForm';
import { categoryLabel } from './templateGroups';
import type { TemplateValues } from './templateModel';

/**
 * Name, category, language (the one it is written in, named in itself), subject, description, body and
 * whether the template may be sent.
 */
export function TemplateFields({ form }: { form: ZodForm<TemplateValues> }) {
  const { t } = useLingui();
  const category = form.select('category');
  const language = form.select('language');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'minmax(0, 3fr) minmax(0, 2fr) minmax(0, 2fr)',
          },
          gap: 2,
        }}
      >
        <TextField
          {...form.text('name')}
          label={t`Template name`}
          required
          fullWidth
          autoFocus
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        />
        <TextField
          select
          label={t`Category`}
          required
          fullWidth
          value={category.value}
          onChange={(e) => category.onChange(e.target.value)}
          error={category.error}
          helperText={category.helperText}
        >
          {TEMPLATE_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {categoryLabel(c)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t`Language`}
          required
          fullWidth
          value={language.value}
          onChange={(e) => isLocale(e.target.value) && language.onChange(e.target.value)}
          error={language.error}
          helperText={language.helperText && tr(language.helperText)}
        >
          {LOCALES.map((l) => (
            <MenuItem key={l} value={l}>
              <span lang={l}>{LANGUAGE_NAMES[l]}</span>
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField {...form.text('subject')} label={t`Subject`} required fullWidth />
      <TextField
        {...form.text('description', t`Optional: when to use it`)}
        label={t`Description`}
        fullWidth
      />
      <TextField
        {...form.text('body', t`Plain text; blank lines start new paragraphs.`)}
        label={t`Template body`}
        required
        multiline
        minRows={8}
        fullWidth
      />
      <FormControlLabel
        control={
          <Switch checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />
        }
        label={t`Active (can be sent)`}
      />
    </Box>
  );
}
