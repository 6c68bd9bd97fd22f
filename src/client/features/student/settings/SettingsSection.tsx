import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled card of settings. Only `labelled` sections become named regions: a region named "Emergency
 * Contact & Medical" would also match a search for the "Emergency Contact" field by its label.
 */
export function SettingsSection({
  id,
  title,
  description,
  labelled = false,
  children,
}: {
  id: string;
  labelled?: boolean;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={labelled ? `${id}-title` : undefined}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
        <Box sx={{ mt: 2.5 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
