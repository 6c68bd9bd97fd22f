import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ClassRow, classRows } from './classRows';
import { EmptyText } from './EmptyText';
import { confirmedBookingsQuery } from './profileQueries';
import { QueryContent } from './QueryContent';

function ClassItem({ row }: { row: ClassRow }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {row.className}
        </Typography>
        <Chip size="small" color="success" label="Confirmed" />
      </Box>
      <Box
        sx={{
          mt: 0.5,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {row.date} · {row.time}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.location}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{row.price}</Typography>
      </Box>
    </Paper>
  );
}

/** The student's confirmed class bookings. */
export function ClassesTab({ studentId }: { studentId: number }) {
  const bookings = useQuery(confirmedBookingsQuery(studentId));
  return (
    <QueryContent query={bookings} loadingLabel="Loading classes" errorFallback="Failed to load classes">
      {(data) => {
        const rows = classRows(data);
        if (rows.length === 0) return <EmptyText>No confirmed class bookings</EmptyText>;
        return (
          <Stack component="ul" aria-label="Confirmed classes" spacing={1} sx={{ m: 0, p: 0 }}>
            {rows.map((row) => (
              <ClassItem key={row.id} row={row} />
            ))}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
