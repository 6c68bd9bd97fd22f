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
    noun: 'Students',
    one: 'Student',
    made: 'created',
  },
  balances: {
    procedures: { dryRun: trpc.imports.balancesDryRun, apply: trpc.imports.balances },
    fields: BALANCE_IMPORT_FIELDS,
    mappingOf: (f: TImportFile): Mapping => f.balanceMapping,
    noun: 'Opening Balances',
    one: 'Opening Balance',
    made: 'recorded',
  },
  passes: {
    procedures: { dryRun: trpc.imports.passesDryRun, apply: trpc.imports.passes },
    fields: PASS_IMPORT_FIELDS,
    mappingOf: (f: TImportFile): Mapping => f.passMapping,
    noun: 'Class Packs and Memberships',
    one: 'Class Pack or Membership',
    made: 'recorded',
  },
  bookings: {
    procedures: { dryRun: trpc.imports.bookingsDryRun, apply: trpc.imports.bookings },
    fields: BOOKING_IMPORT_FIELDS,
    mappingOf: (f: TImportFile): Mapping => f.bookingMapping,
    noun: 'Bookings',
    one: 'Booking',
    made: 'recorded',
  },
} as const;

const FILE_LABEL: Record<ImportKind, string> = {
  students: 'Students CSV file',
  balances: 'Balances CSV file',
  passes: 'Class packs and memberships CSV file',
  bookings: 'Bookings CSV file',
};

const count = (n: number) => n.toLocaleString('en-US');

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
            label={f.label}
            value={column === undefined || column === null ? NONE : String(column)}
            onChange={(e) =>
              onChange({ ...mapping, [f.key]: e.target.value === NONE ? null : Number(e.target.value) })
            }
            helperText={
              column !== undefined && column !== null && file.sample[0]
                ? `e.g. ${file.sample[0][column] || '(blank)'}`
                : ' '
            }
          >
            <MenuItem value={NONE}>Not imported</MenuItem>
            {file.headers.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
              <MenuItem key={i} value={String(i)}>
                {h || `Column ${i + 1}`}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
}

function Report({ kind, fileName, report }: { kind: ImportKind; fileName: string; report: TImportReport }) {
  const verb = report.dryRun ? 'would be ' : '';
  const made = KINDS[kind].made;
  return (
    <Stack spacing={1.5} aria-label={report.dryRun ? 'Dry run report' : 'Import report'} role="region">
      <Alert severity={report.skipped > 0 ? 'warning' : 'success'} role="status">
        {report.message}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={`${report.created} ${verb}${made}`} color="success" variant="outlined" />
        {kind === 'students' && (
          <Chip label={`${report.updated} ${verb}updated`} color="info" variant="outlined" />
        )}
        <Chip label={`${report.unchanged} unchanged`} variant="outlined" />
        <Chip
          label={`${report.skipped} skipped`}
          color={report.skipped > 0 ? 'warning' : 'default'}
          variant="outlined"
        />
      </Stack>
      {report.problems.length > 0 && (
        <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label="Problem rows">
          <Table size="small" stickyHeader aria-label="Problem rows">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Problem</TableCell>
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
          Download Report
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
    toast({ title, description: errorMessage(error, 'Please try again'), variant: 'destructive' });

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
      toast({ title: `${KINDS[kind].noun} Imported`, description: done.message });
    } catch (error) {
      // A part writes in batches: what a stopped one wrote stays, and is never written twice.
      const stopped = done
        ? `The first ${count(done.processed)} of ${count(chosen.rowCount)} rows were imported.`
        : 'It stopped before its first part was done.';
      toast({
        title: 'Import Stopped',
        description: `${errorMessage(error, 'Please try again')} ${stopped} Run the dry run and import again to go on: nothing is imported twice.`,
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
      onError: failed('File Not Read'),
    });
  };
  const changeMapping = (m: Mapping) => {
    setMapping(m);
    setReport(null);
  };
  const checked = report?.dryRun === true;
  /** What the dry run found to create or update: Import writes nothing when there is none. */
  const toImport = checked ? report.created + report.updated : 0;

  return (
    <Stack spacing={2.5}>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
          {file ? 'Choose Another CSV File' : 'Choose CSV File'}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={FILE_LABEL[kind]}
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
            aria-label="Importing"
          />
          <Typography variant="body2" color="text.secondary" role="status">
            Imported {count(progress)} of {count(file.rowCount)} rows...
          </Typography>
        </Stack>
      ) : (
        busy && <LinearProgress aria-label="Reading the file" />
      )}
      {file && (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.fileName} · {count(file.rowCount)} rows · {file.encoding}
          </Typography>
          {kind === 'students' && file.stoppedAfter > 0 && !report && (
            <Alert severity="info">
              An earlier import of this file stopped after {count(file.stoppedAfter)} of{' '}
              {count(file.rowCount)} rows. With the same columns, Import goes on from there.
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
                  { onSuccess: setReport, onError: failed('Dry Run Refused') },
                )
              }
            >
              {dryRun.isPending ? 'Checking...' : 'Dry Run'}
            </Button>
            <Button
              variant="contained"
              disabled={busy || !checked || toImport === 0}
              onClick={() => void runImport(file)}
            >
              {importing
                ? 'Importing...'
                : !checked
                  ? 'Import'
                  : toImport === 0
                    ? 'Nothing to Import'
                    : `Import ${count(toImport)} ${toImport === 1 ? KINDS[kind].one : KINDS[kind].noun}`}
            </Button>
          </Stack>
          {!checked && !report && (
            <Typography variant="body2" color="text.secondary">
              Run a dry run first: Import is available once it has shown what would change.
            </Typography>
          )}
          {report && <Report kind={kind} fileName={file.fileName} report={report} />}
        </>
      )}
    </Stack>
  );
}
