import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { BalanceSummary } from './BalanceSummary';
import { DeleteCreditDialog } from './DeleteCreditDialog';
import { EmptyText } from './EmptyText';
import { type CreditRow, creditRow } from './paymentRows';
import { QueryContent } from './QueryContent';

/** A credit; an available one has a delete button (a used one was spent on a booking and stays). */
function CreditItem({ row, onDelete }: { row: CreditRow; onDelete: () => void }) {
  const { t } = useLingui();
  const amount = row.amount;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{row.amount}</Typography>
        <Chip
          size="small"
          label={row.used ? t`Used` : t`Available`}
          color={row.used ? 'default' : 'success'}
          variant={row.used ? 'outlined' : 'filled'}
        />
        {!row.used && (
          <IconButton
            size="small"
            color="error"
            aria-label={t`Delete credit of ${amount}`}
            aria-haspopup="dialog"
            onClick={onDelete}
            sx={{ my: -0.5, mr: -0.5 }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.reason}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {row.date}
        {row.usedNote && ` · ${row.usedNote}`}
      </Typography>
    </Paper>
  );
}

/** The Credit Balance Summary, then each cancellation credit with its Used / Available badge. */
export function CreditsTab({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const credits = useQuery(trpc.billing.credits.queryOptions({ studentId }));
  const [deleting, setDeleting] = useState<CreditRow | null>(null);
  return (
    <>
      <Stack spacing={2}>
        <BalanceSummary studentId={studentId} />
        <Box component="section" aria-labelledby="cancellation-credits">
          <Typography
            id="cancellation-credits"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            <Trans>Cancellation Credits</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <Trans>
              A credit not used on a booking first pays what the student owes; Available Credit above is what
              is left of them, with anything paid beyond what was owed.
            </Trans>
          </Typography>
          <QueryContent
            query={credits}
            loadingLabel={t`Loading credits`}
            errorFallback={t`Failed to load credits`}
          >
            {(data) => {
              if (data.length === 0) return <EmptyText>{t`No cancellation credits`}</EmptyText>;
              return (
                <Stack component="ul" aria-label={t`Cancellation credits`} spacing={1} sx={{ m: 0, p: 0 }}>
                  {data.map((credit) => {
                    const row = creditRow(credit);
                    return <CreditItem key={credit.id} row={row} onDelete={() => setDeleting(row)} />;
                  })}
                </Stack>
              );
            }}
          </QueryContent>
        </Box>
      </Stack>
      <DeleteCreditDialog studentId={studentId} credit={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
