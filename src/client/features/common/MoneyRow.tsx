import { Box, ListItem, ListItemButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One line of a money dialog: who (and what), the details under it, and the amount on the right.
 * With `onOpen` the line opens the student's profile; its name is its text (WCAG 2.5.3: what it shows).
 */
export function MoneyRow({
  title,
  details,
  amount,
  amountLabel,
  onOpen,
  divider,
}: {
  title: string;
  details: ReactNode;
  amount: string;
  /** What the amount is, for screen readers ("overdue"). */
  amountLabel?: string;
  onOpen?: () => void;
  divider?: boolean;
}) {
  const content = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', width: '100%', minWidth: 0 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      </Box>
      <Typography
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        aria-label={amountLabel ? `${amount} ${amountLabel}` : undefined}
      >
        {amount}
      </Typography>
    </Box>
  );
  return (
    <ListItem disablePadding divider={divider}>
      {onOpen ? (
        <ListItemButton onClick={onOpen}>{content}</ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1, width: '100%' }}>{content}</Box>
      )}
    </ListItem>
  );
}
