import People from '@mui/icons-material/People';
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { activeStudentsQuery } from './activeStudentsQuery';

/** The Active Students figure; opens the list of them. */
export function ActiveStudentsCard({ onOpen }: { onOpen: () => void }) {
  const first = useQuery(activeStudentsQuery(0));
  const count = first.data?.counts.active;
  return (
    <Card component="section" aria-label="Active Students" sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', p: { xs: 1.5, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (theme) => `color-mix(in srgb, ${theme.palette.primary.main} 12%, transparent)`,
            }}
          >
            <People />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 500 }}>
              Active Students
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {first.isPending ? <Skeleton width={48} /> : (count ?? '—')}
            </Typography>
            {first.isError && (
              <Typography variant="caption" color="error" component="p">
                Could not load students
              </Typography>
            )}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
