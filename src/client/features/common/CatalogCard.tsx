import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One thing the studio offers in a management grid (a class type, a class pack): its name with an
 * on/off chip, its details, and its actions. A switched-off one is dimmed.
 */
export function CatalogCard({
  name,
  on,
  onLabel,
  offLabel,
  children,
  actions,
}: {
  name: string;
  on: boolean;
  onLabel: string;
  offLabel: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: on ? 1 : 0.8 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography
            variant="h6"
            component="h3"
            sx={{ fontWeight: 600, lineHeight: 1.3, wordBreak: 'break-word' }}
          >
            {name}
          </Typography>
          <Chip
            size="small"
            label={on ? onLabel : offLabel}
            color={on ? 'success' : 'default'}
            variant={on ? 'outlined' : 'filled'}
          />
        </Stack>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>{actions}</CardActions>
    </Card>
  );
}
