import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BALANCE_IMPORT_FIELDS,
  BOOKING_IMPORT_FIELDS,
  type ImportKind,
  PASS_IMPORT_FIELDS,
  STUDENT_IMPORT_FIELDS,
  type TImportFile,
  type TImportReport,
} from '../../../shared/schemas/imports';
import { tr } from '../../i18n/tr';
import { useToast } from '../../lib/toast';
import { errorMessage, trpc } from '../../lib/trpc';
import { uploadCsv } from './importApi';
import { addImportPart } from './importParts';
import { importReportCsv } from './importReportCsv';

const NONE = '';

/** Which column fills each field (0-based); null or absent: none. */
type Mapping = Partial<Record<string, number | null>>;

const KINDS = {
  students: {
    procedures: { dryRun: trpc.imports.studentsDryRun, apply: trpc.imports.students },
    fields: STUDENT_IMPORT_FIELDS,
    mappingOf: (f: TImportFile): Mapping => f.mapping,
    imported: msg`Students Imported`,
    made: 'created',
  },
  balances: {
    procedures: { dryRun: trpc.imports.balancesDryRun, apply: trpc.imports.balances },
    fields: BALANCE_IMPORT_FIELDS,
    mappingOf: (f: TImportFile): Mapping => f.balanceMapping,
    imported: msg`Opening Balances Imported`,
    made: 'recorded',
  },
  passes: {
    procedures: { dryRun: trpc.imports.passesDryRun, apply: trpc.imports.passes },
    fields: PASS_IMPORT_FIELDS,
    mappingOf: (f: TImportFile): Mapping => f.passMapping,
    imported: msg`Class Packs and Memberships Imported`,
    made: 'recorded',
  },
  bookings: {
    procedures: { dryRun: trpc.imports.bookingsDryRun, apply: trpc.imports.bookings },
    fields: BOOKING_IMPORT_FIELDS,
    mappingOf: (f: TImportFile): Mapping => f.bookingMapping,
    imported: msg`Bookings Imported`,
    made: 'recorded',
  },
} as const;

const FILE_LABEL: Record<ImportKind, MessageDescriptor> = {
  students: msg`Students CSV file`,
  balances: msg`Balances CSV file`,
  passes: msg`Class packs and memberships CSV file`,
  bookings: msg`Bookings CSV file`,
};

/** Import's label once the dry run found rows to write: "Import 3 Students", "Import 1 Booking". */
function importLabel(kind: ImportKind, n: number): string {
  switch (kind) {
    case 'students':
      return plural(n, { one: 'Import # Student', other: 'Import # Students' });
    case 'balances':
      return plural(n, { one: 'Import # Opening Balance', other: 'Import # Opening Balances' });
    case 'passes':
      return plural(n, {
        one: 'Import # Class Pack or Membership',
        other: 'Import # Class Packs and Memberships',
      });
    case 'bookings':
      return plural(n, { one: 'Import # Booking', other: 'Import # Bookings' });
  }
}

const count = (n: number) => i18n.number(n);

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

function MappingFields({
  kind,
  file,
  mapping,
  onChange,
}: {
  kind: ImportKind;
  file: TImportFile;
  mapping: Mapping;
  onChange: (m: Mapping) => void;
}) {
  const { t } = useLingui();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {KINDS[kind].fields.map((f) => {
        const column = mapping[f.key];
        return (
          <TextField
            key={f.key}
            select
            size="small"
            label={tr(f.label)}
            value={column === undefined || column === null ? NONE : String(column)}
            onChange={(e) =>
              onChange({ ...mapping, [f.key]: e.target.value === NONE ? null : Number(e.target.value) })
            }
            helperText={
              column !== undefined && column !== null && file.sample[0]
                ? exampleOf(file.sample[0][column] || t`(blank)`)
                : ' '
            }
          >
            <MenuItem value={NONE}>
              <Trans>Not imported</Trans>
            </MenuItem>
            {file.headers.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
              <MenuItem key={i} value={String(i)}>
                {h || columnName(i + 1)}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
}

const exampleOf = (example: string) => t`e.g. ${example}`;
const columnName = (number: number) => t`Column ${number}`;

/** The counts' chips: "4 created", "4 would be recorded", "2 unchanged". */
function countChips(kind: ImportKind, r: TImportReport) {
  const { created, updated, unchanged, skipped } = r;
  const recorded = KINDS[kind].made === 'recorded';
  return {
    created: r.dryRun
      ? recorded
        ? t`${created} would be recorded`
        : t`${created} would be created`
      : recorded
        ? t`${created} recorded`
        : t`${created} created`,
    updated: r.dryRun ? t`${updated} would be updated` : t`${updated} updated`,
    unchanged: t`${unchanged} unchanged`,
    skipped: t`${skipped} skipped`,
  };
}

function Report({ kind, fileName, report }: { kind: ImportKind; fileName: string; report: TImportReport }) {
  const { t } = useLingui();
  const chips = countChips(kind, report);
  return (
    <Stack spacing={1.5} aria-label={report.dryRun ? t`Dry run report` : t`Import report`} role="region">
      <Alert severity={report.skipped > 0 ? 'warning' : 'success'} role="status">
        {report.message}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={chips.created} color="success" variant="outlined" />
        {kind === 'students' && <Chip label={chips.updated} color="info" variant="outlined" />}
        <Chip label={chips.unchanged} variant="outlined" />
        <Chip label={chips.skipped} color={report.skipped > 0 ? 'warning' : 'default'} variant="outlined" />
      </Stack>
      {report.problems.length > 0 && (
        <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={t`Problem rows`}>
          <Table size="small" stickyHeader aria-label={t`Problem rows`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Line</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Problem</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.problems.map((p) => (
                <TableRow key={`${p.line}-${p.reason}`}>
                  <TableCell>{p.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box>
        <Button
          size="small"
          onClick={() =>
            download(
              `import-report-${fileName.replace(/\.[^.]*$/, '')}.csv`,
              importReportCsv(fileName, report),
            )
          }
        >
          <Trans>Download Report</Trans>
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * Settings → Import: choose a CSV (students, opening balances, packs and memberships, or upcoming
 * bookings), check the mapping the headers suggest, run a dry run (nothing is written; each problem row
 * is listed by its line), then import, part after part with the bar moving. No one is e-mailed.
 */
export function CsvImport({ kind }: { kind: ImportKind }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<TImportFile | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [report, setReport] = useState<TImportReport | null>(null);
  const upload = useMutation({ mutationFn: uploadCsv });
  // One kind per card: its dry run and its import.
  const dryRun = useMutation(KINDS[kind].procedures.dryRun.mutationOptions());
  const apply = useMutation(KINDS[kind].procedures.apply.mutationOptions());
  /** Rows handled so far while an import runs its parts; null when none runs. */
  const [progress, setProgress] = useState<number | null>(null);
  const importing = progress !== null;
  const busy = upload.isPending || dryRun.isPending || importing;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, t`Please try again`), variant: 'destructive' });

  /** Runs the import part after part (each its own request), the bar moving with each. */
  const runImport = async (chosen: TImportFile) => {
    setProgress(0);
    let done: TImportReport | null = null;
    try {
      let from: number | undefined;
      do {
        const part = await apply.mutateAsync({ fileId: chosen.id, mapping, from });
        done = addImportPart(kind, done, part);
        setReport(done);
        setProgress(part.processed);
        from = part.next ?? undefined;
      } while (from !== undefined);
      toast({ title: i18n._(KINDS[kind].imported), description: done.message });
    } catch (error) {
      // A part writes in batches: what a stopped one wrote stays, and is never written twice.
      const problem = errorMessage(error, t`Please try again`);
      const processed = done ? count(done.processed) : '';
      const rows = count(chosen.rowCount);
      toast({
        title: t`Import Stopped`,
        description: done
          ? t`${problem} The first ${processed} of ${rows} rows were imported. Run the dry run and import again to go on: nothing is imported twice.`
          : t`${problem} It stopped before its first part was done. Run the dry run and import again to go on: nothing is imported twice.`,
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      for (const key of [trpc.students, trpc.imports, trpc.billing, trpc.products, trpc.bookings]) {
        void queryClient.invalidateQueries({ queryKey: key.pathKey() });
      }
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setReport(null);
    upload.mutate(chosen, {
      onSuccess: (read) => {
        setFile(read);
        setMapping(KINDS[kind].mappingOf(read));
      },
      onError: failed(t`File Not Read`),
    });
  };
  const changeMapping = (m: Mapping) => {
    setMapping(m);
    setReport(null);
  };
  const checked = report?.dryRun === true;
  /** What the dry run found to create or update: Import writes nothing when there is none. */
  const toImport = checked ? report.created + report.updated : 0;
  const progressCount = count(progress ?? 0);
  const fileRows = file?.rowCount ?? 0;
  const rowCount = count(fileRows);
  const stoppedAfter = count(file?.stoppedAfter ?? 0);

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
          {file ? t`Choose Another CSV File` : t`Choose CSV File`}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={i18n._(FILE_LABEL[kind])}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      </Box>
      {importing && file ? (
        <Stack spacing={0.5}>
          <LinearProgress
            variant="determinate"
            value={file.rowCount === 0 ? 100 : Math.round((100 * progress) / file.rowCount)}
            aria-label={t`Importing`}
          />
          <Typography variant="body2" color="text.secondary" role="status">
            <Trans>
              Imported {progressCount} of {rowCount} rows...
            </Trans>
          </Typography>
        </Stack>
      ) : (
        busy && <LinearProgress aria-label={t`Reading the file`} />
      )}
      {file && (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.fileName} · {plural(fileRows, { one: '# row', other: '# rows' })} · {file.encoding}
          </Typography>
          {kind === 'students' && file.stoppedAfter > 0 && !report && (
            <Alert severity="info">
              <Trans>
                An earlier import of this file stopped after {stoppedAfter} of {rowCount} rows. With the same
                columns, Import goes on from there.
              </Trans>
            </Alert>
          )}
          <MappingFields kind={kind} file={file} mapping={mapping} onChange={changeMapping} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant={checked ? 'outlined' : 'contained'}
              disabled={busy}
              onClick={() =>
                dryRun.mutate(
                  { fileId: file.id, mapping },
                  { onSuccess: setReport, onError: failed(t`Dry Run Refused`) },
                )
              }
            >
              {dryRun.isPending ? t`Checking...` : t`Dry Run`}
            </Button>
            <Button
              variant="contained"
              disabled={busy || !checked || toImport === 0}
              onClick={() => void runImport(file)}
            >
              {importing
                ? t`Importing...`
                : !checked
                  ? t`Import`
                  : toImport === 0
                    ? t`Nothing to Import`
                    : importLabel(kind, toImport)}
            </Button>
          </Stack>
          {!checked && !report && (
            <Typography variant="body2" color="text.secondary">
              <Trans>Run a dry run first: Import is available once it has shown what would change.</Trans>
            </Typography>
          )}
          {report && <Report kind={kind} fileName={file.fileName} report={report} />}
        </>
      )}
    </Stack>
  );
}
