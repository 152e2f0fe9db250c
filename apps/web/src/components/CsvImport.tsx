import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_TOO_LARGE,
  countOf,
  formatNumber,
  toCsv,
  type CsvImportColumn,
  csvImportActionLabels,
  labelIn,
} from '@back-office/domain';
import { print } from 'graphql';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { CsvImportCheckFieldsFragment, CsvImportResultFieldsFragment } from './csv-import.generated';
import { downloadCsv } from './list/csv';
import { sendFile } from './UploadInput';

/*
 * A CSV import (the server's platform/csv-import.ts): the template to fill in, the file chosen and
 * checked at once with nothing written, what it would create and change and every error with its
 * line, then Confirm, which sends the same file to be written whole or not at all.
 */

/** What the page can show of the planned rows and the errors at once; the counts cover them all. */
const SHOWN_ROWS = 200;

interface CsvImportProps {
  columns: readonly CsvImportColumn[];
  /** The template's file name, without `.csv`. */
  templateName: string;
  /** For sentences: "menus". */
  what: string;
  /** The same for one: "menu". */
  whatOne: string;
  check: TypedDocumentNode<{ check: CsvImportCheckFieldsFragment | null }, { file: unknown }>;
  confirm: TypedDocumentNode<{ result: CsvImportResultFieldsFragment | null }, { file: unknown; checksum: string }>;
  /** Shown once written, beside the result: a link back to the list. */
  done?: ReactNode;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; what: 'check' | 'confirm'; fraction: number }
  | { kind: 'checked'; check: CsvImportCheckFieldsFragment }
  | { kind: 'written'; result: CsvImportResultFieldsFragment };

const operation = (document: TypedDocumentNode<unknown, never>, variables: Record<string, unknown> = {}) => {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return { query: print(document), operationName: definition?.name?.value ?? '', variables };
};

export function CsvImport({ columns, templateName, what, whatOne, check, confirm, done }: CsvImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const sending = step.kind === 'sending';

  const downloadTemplate = () => downloadCsv(`${templateName}.csv`, toCsv(columns.map((column) => ({ header: column.header, value: () => column.example })), [{}]));

  const run = async (chosen: File, what: 'check' | 'confirm', checksum?: string) => {
    setError(null);
    if (chosen.size > CSV_IMPORT_MAX_BYTES) return setError(CSV_IMPORT_TOO_LARGE);
    setStep({ kind: 'sending', what, fraction: 0 });
    const progress = (fraction: number) => setStep({ kind: 'sending', what, fraction });
    try {
      if (what === 'check') {
        const data = await sendFile<{ check: CsvImportCheckFieldsFragment | null }>(operation(check as TypedDocumentNode<unknown, never>), chosen, progress);
        setStep(data.check ? { kind: 'checked', check: data.check } : { kind: 'idle' });
      } else {
        const data = await sendFile<{ result: CsvImportResultFieldsFragment | null }>(operation(confirm as TypedDocumentNode<unknown, never>, { checksum }), chosen, progress);
        setStep(data.result ? { kind: 'written', result: data.result } : { kind: 'idle' });
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      // Checked again after any refusal: the file or the records may have changed.
      setStep({ kind: 'idle' });
    }
  };

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setFile(chosen);
    void run(chosen, 'check');
  };

  const checked = step.kind === 'checked' ? step.check : null;
  const percent = sending ? Math.round(step.fraction * 100) : 0;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Paper component="section" aria-labelledby="csv-template" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="csv-template" variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem', fontWeight: 600 }}>
            1. Fill in the template
          </Typography>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
            Download Template
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          One row per record, under the template&apos;s header; the columns may come in any order. Save it as CSV (UTF-8).
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Columns of the file">
            <TableHead>
              <TableRow>
                <TableCell>Column</TableCell>
                <TableCell>Required</TableCell>
                <TableCell>What to write</TableCell>
                <TableCell>Example</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {columns.map((column) => (
                <TableRow key={column.key}>
                  <TableCell sx={{ fontWeight: 600 }}>{column.header}</TableCell>
                  <TableCell>{column.required ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{column.note}</TableCell>
                  <TableCell>{column.example}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      <Paper component="section" aria-labelledby="csv-file" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="csv-file" variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
          2. Check the file
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Choosing a file checks it at once; nothing is written until you confirm.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={sending}>
            {file ? 'Choose Another File' : 'Choose CSV File'}
            <input ref={input} type="file" hidden accept=".csv,text/csv" aria-label="CSV file" onChange={(event) => choose(event.target.files?.[0])} />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Stack>
        {sending && (
          <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
            <Typography variant="body2">
              {step.fraction < 1 ? `Sending ${file?.name ?? 'the file'}… ${percent}%` : step.what === 'check' ? 'Checking every row…' : `Writing the ${what}…`}
            </Typography>
            {step.fraction < 1 ? (
              <LinearProgress variant="determinate" value={percent} aria-label="Sending the file" />
            ) : (
              <LinearProgress aria-label={step.what === 'check' ? 'Checking the file' : 'Writing the file'} />
            )}
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </Paper>

      {checked && file && <CheckSummary check={checked} onConfirm={() => void run(file, 'confirm', checked.checksum)} />}

      {step.kind === 'written' && (
        <Alert severity="success" role="status" action={done}>
          Written: {countOf(step.result.createCount, whatOne, what)} created, {formatNumber(step.result.changeCount, 0)} changed.
        </Alert>
      )}
    </Stack>
  );
}

function CheckSummary({ check, onConfirm }: { check: CsvImportCheckFieldsFragment; onConfirm: () => void }) {
  const ready = check.errorCount === 0 && check.rowCount > 0;
  return (
    <Paper component="section" aria-labelledby="csv-check" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="csv-check" variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        3. Confirm
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Chip label={countOf(check.rowCount, 'row')} />
        <Chip color="success" variant="outlined" label={`${check.createCount} to create`} />
        <Chip variant="outlined" label={`${check.changeCount} to change`} />
        <Chip color={check.errorCount > 0 ? 'error' : 'default'} variant="outlined" label={countOf(check.errorCount, 'error')} />
      </Stack>
      {check.errorCount > 0 ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            The file has {countOf(check.errorCount, 'error')}. Correct {check.errorCount === 1 ? 'it' : 'them'} in the file and choose it again: nothing is written
            while a row is wrong.
          </Alert>
          <ShownRows
            label="Errors"
            rows={check.errors}
            total={check.errorCount}
            headers={['Line', 'Column', 'Error']}
            cells={(error) => [error.line, error.column ?? '—', error.message]}
          />
        </>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={onConfirm} disabled={!ready}>
            Confirm
          </Button>
          <Typography variant="body2" color="text.secondary">
            {check.rowCount === 1 ? 'Writes the row, or nothing if it fails.' : `Writes all ${countOf(check.rowCount, 'row')} in one go, or nothing if any fails.`}
          </Typography>
        </Stack>
      )}
      {check.lines.length > 0 && (
        <ShownRows
          label={`What the ${check.errorCount > 0 ? 'valid rows would do' : 'file will do'}`}
          rows={check.lines}
          total={check.createCount + check.changeCount}
          headers={['Line', 'Action', 'Record']}
          cells={(line) => [line.line, labelIn(csvImportActionLabels, line.action), line.label]}
        />
      )}
    </Paper>
  );
}

function ShownRows<Row>({ label, rows, total, headers, cells }: { label: string; rows: readonly Row[]; total: number; headers: string[]; cells: (row: Row) => ReactNode[] }) {
  const shown = rows.slice(0, SHOWN_ROWS);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {total > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The first {shown.length} of {total}.
        </Typography>
      )}
      {/* Scrolls: focusable, so that a keyboard can scroll it too. */}
      <TableContainer sx={{ maxHeight: 400 }} tabIndex={0}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={index}>
                {cells(row).map((cell, column) => (
                  <TableCell key={column}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
