import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  caption: ReactNode;
  icon: ReactNode;
  /** The icon's tint, a palette colour. */
  tone: 'primary' | 'warning' | 'success';
  loading?: boolean;
  /** Makes the whole card a button that opens its detail (the admin dashboard's cards). */
  onOpen?: () => void;
}

/** One figure on top of the dashboard: a labelled region so it can be found by its name. */
export function StatCard({ label, value, caption, icon, tone, loading, onOpen }: StatCardProps) {
  const layout = {
    height: '100%',
    p: { xs: 1.5, sm: 2.5 },
    display: 'flex',
    gap: { xs: 1.5, sm: 2 },
    alignItems: 'center',
  } as const;
  const body = (
    <>
      <Box
        aria-hidden
        sx={{
          width: { xs: 40, sm: 48 },
          height: { xs: 40, sm: 48 },
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: `${tone}.main`,
          bgcolor: (theme) => `color-mix(in srgb, ${theme.palette[tone].main} 12%, transparent)`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {loading ? <Skeleton width={72} /> : value}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {loading ? <Skeleton width={120} /> : caption}
        </Typography>
      </Box>
    </>
  );
  return (
    <Card component="section" aria-label={label} aria-busy={loading || undefined} sx={{ height: '100%' }}>
      {onOpen ? (
        <CardActionArea onClick={onOpen} aria-haspopup="dialog" sx={layout}>
          {body}
        </CardActionArea>
      ) : (
        <Box sx={layout}>{body}</Box>
      )}
    </Card>
  );
}
