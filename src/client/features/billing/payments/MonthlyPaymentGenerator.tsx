import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { monthLabel } from '../../../../shared/dates';
import { useStudioToday } from '../../../lib/studioClock';
import { useToast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useChoiceOrDefault } from '../../../lib/useChoiceOrDefault';

/** The year dropdown (spec 03 §9: 2024 to 2028). */
export const GENERATOR_YEARS = [2024, 2025, 2026, 2027, 2028] as const;
/** The month dropdown's names in the page's language ("January", "janvier"): read when shown. */
const monthOptions = () =>
  Array.from({ length: 12 }, (_, i) => ({
    value: i + 1,
    label: monthLabel(`2000-${String(i + 1).padStart(2, '0')}`).replace(' 2000', ''),
  }));

/** The studio month before `today`'s: the month a studio usually bills. */
function lastMonth(today: string): { month: number; year: number } {
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  return month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
}

/**
 * The Generate tab's Monthly Payment Generator (spec 03 §2.2): one bill per student with charges in
 * the month; running it again bills only what is new. "Monthly Payments Generated" with the count.
 */
export function MonthlyPaymentGenerator({ onGenerated }: { onGenerated: () => void }) {
  const { t } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: t stands for the language
  const months = useMemo(monthOptions, [t]);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [{ month, year }, setPeriod] = useChoiceOrDefault(lastMonth(useStudioToday()));
  const generate = useMutation(
    trpc.invoices.generateMonthly.mutationOptions({
      onSuccess: (result) => {
        const created = result.created;
        const newBills = plural(created, { one: '# new bill.', other: '# new bills.' });
        toast({
          title: t`Monthly Payments Generated`,
          description: `${result.message}. ${newBills}`,
        });
        onGenerated();
      },
      onError: (error) =>
        toast({
          title: t`Error Generating Payments`,
          description: errorMessage(error, t`Failed to generate monthly payments`),
          variant: 'destructive',
        }),
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.invoices.pathFilter());
        void queryClient.invalidateQueries(trpc.billing.pathFilter());
      },
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!generate.isPending) generate.mutate({ month, year });
  };
  return (
    <Card component="section" aria-labelledby="generator-title">
      <CardContent>
        <Typography id="generator-title" variant="h6" component="h2" gutterBottom>
          <Trans>Monthly Payment Generator</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            Creates one bill per student for the classes and charges of the month. Running it again only adds
            what is new.
          </Trans>
        </Typography>
        <Box component="form" onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t`Month`}
              value={month}
              onChange={(e) => setPeriod((p) => ({ ...p, month: Number(e.target.value) }))}
              sx={{ minWidth: 160 }}
            >
              {months.map((m) => (
                <MenuItem key={m.value} value={m.value}>
                  {m.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t`Year`}
              value={year}
              onChange={(e) => setPeriod((p) => ({ ...p, year: Number(e.target.value) }))}
              sx={{ minWidth: 120 }}
            >
              {GENERATOR_YEARS.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={generate.isPending}>
              {generate.isPending ? t`Generating...` : t`Generate Bills`}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
