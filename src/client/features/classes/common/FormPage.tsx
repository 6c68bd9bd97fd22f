import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** A create or edit page's form: one card, the whole card a form. */
export function FormPageCard({
  maxWidth = 820,
  onSubmit,
  children,
}: {
  maxWidth?: number;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Card sx={{ maxWidth }}>
      <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </CardContent>
    </Card>
  );
}

/** The card's heading and a line on what the form creates. */
export function FormPageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {subtitle}
      </Typography>
    </Box>
  );
}

/** The card's last row: the `cancel` link, then the submit button, which says `pendingLabel` while saving. */
export function FormPageActions({
  cancel,
  submitLabel,
  pendingLabel,
  pending,
}: {
  cancel: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 3, justifyContent: 'flex-end' }}
    >
      {cancel}
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
