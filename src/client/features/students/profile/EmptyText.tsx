import { Typography } from '@mui/material';

/** What a profile tab says when it has nothing to list. */
export function EmptyText({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
