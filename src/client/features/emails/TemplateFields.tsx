import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { TEMPLATE_CATEGORIES } from '../../../shared/schemas/email';
import type { ZodForm } from '../../lib/useZodForm';
import { CATEGORY_LABELS } from './templateGroups';
import type { TemplateValues } from './templateModel';

/** Name, category, subject, description, body and whether the template may be sent. */
export function TemplateFields({ form }: { form: ZodForm<TemplateValues> }) {
  const category = form.select('category');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 2,
        }}
      >
        <TextField {...form.text('name')} label="Template name" required fullWidth autoFocus />
        <TextField
          select
          label="Category"
          required
          fullWidth
          value={category.value}
          onChange={(e) => category.onChange(e.target.value)}
          error={category.error}
          helperText={category.helperText}
        >
          {TEMPLATE_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField {...form.text('subject')} label="Subject" required fullWidth />
      <TextField {...form.text('description', 'Optional: when to use it')} label="Description" fullWidth />
      <TextField
        {...form.text('body', 'Plain text; blank lines start new paragraphs.')}
        label="Template body"
        required
        multiline
        minRows={8}
        fullWidth
      />
      <FormControlLabel
        control={
          <Switch checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />
        }
        label="Active (can be sent)"
      />
    </Box>
  );
}
