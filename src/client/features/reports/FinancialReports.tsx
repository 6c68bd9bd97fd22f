import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { useStudioToday } from '../../lib/studioClock';
import { trpc } from '../../lib/trpc';
import { useChoiceOrDefault } from '../../lib/useChoiceOrDefault';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { ProductSalesCard } from '../products/ProductSalesCard';
import { AttendanceReport } from './AttendanceReport';
import { ExportReportButton } from './ExportReportButton';
import { JurisdictionCard } from './JurisdictionCard';
import { MonthlyBreakdown } from './MonthlyBreakdown';
import { PeriodPicker, RANGE_ERROR_ID } from './PeriodPicker';
import { csvUrl, type DayRange, type PeriodId, periodRange, presetRange } from './periods';
import { ReceivedByMethod } from './ReceivedByMethod';
import { ReportCards } from './ReportCards';
import { TopStudents } from './TopStudents';

/** The admin shell's "reports" section (spec 03 §2.3 Financial Reports; issue 12 §3). */
export default function FinancialReports() {
  const { i18n, t } = useLingui();
  const today = useStudioToday();
  const [period, setPeriod] = useState<PeriodId>('current-month');
  const [custom, setCustom] = useChoiceOrDefault<DayRange>(presetRange('current-month', today));
  const { range, error } = periodRange(period, today, custom);
  const report = useQuery({
    ...trpc.reports.financial.queryOptions(range ?? { from: today, to: today }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
  const data = range ? report.data : undefined;

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="financial-reports-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="financial-reports-title" variant="h5" component="h2">
            <Trans>Financial Reports</Trans>
          </Typography>
          {range && (
            <Typography variant="body2" color="text.secondary">
              {formatDate(range.from)} – {formatDate(range.to)}
            </Typography>
          )}
        </Box>
        <ExportReportButton href={range ? csvUrl(range) : null} />
      </Box>
      <PeriodPicker
        period={period}
        onPeriod={setPeriod}
        custom={custom}
        onCustom={setCustom}
        rangeInvalid={period === 'custom' && error !== null}
      />
      {error && (
        <Alert id={RANGE_ERROR_ID} severity="warning" role="alert">
          {i18n._(error)}
        </Alert>
      )}
      {range && report.isError && (
        <LoadErrorAlert
          error={report.error}
          fallback={t`Failed to load the report`}
          onRetry={() => void report.refetch()}
        />
      )}
      {range && report.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t`Loading report`} />
        </Box>
      )}
      {data && (
        <>
          <JurisdictionCard report={data} />
          <ReportCards report={data} loading={report.isFetching && report.isPlaceholderData} />
          <MonthlyBreakdown months={data.monthlyBreakdown} />
          <ReceivedByMethod methods={data.byMethod} />
          <TopStudents students={data.topStudents} />
        </>
      )}
      {range && data && (
        <ProductSalesCard from={range.from} to={range.to} title={t`Class Packs & Memberships`} />
      )}
      {range && <AttendanceReport range={range} />}
    </Stack>
  );
}
