import { Alert } from '@mui/material';

/** Who a schedule's lower capacity leaves over, shown until the administrator confirms (issue 28 §5). */
export function OverCapacityAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
