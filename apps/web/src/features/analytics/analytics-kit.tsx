import { addDays, formatDate, formatNumber, formatRupiah, formatShortRupiah, jakartaDay } from '@back-office/domain';
import i18next from 'i18next';
import { Box, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { visuallyHidden } from '../../base/theme';
import { LazyDayInput } from '../../components/LazyDayInput';

/*
 * The pieces every analytics page shares: the period filter and its presets, the figures above the
 * charts, a chart's section with its numbers as a table for screen readers, and number formats.
 */

/** Today in Jakarta, as YYYY-MM-DD. */
export const today = () => jakartaDay();
export const daysBefore = (day: string, days: number) => addDays(day, -days);

export const PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom days' },
] as const;
export type Preset = (typeof PRESETS)[number]['value'];

export function periodOf(preset: Preset, custom: { startDate: string; endDate: string }) {
  const end = today();
  if (preset === 'custom') return custom;
  if (preset === 'year') return { startDate: `${end.slice(0, 4)}-01-01`, endDate: end };
  return { startDate: daysBefore(end, Number(preset) - 1), endDate: end };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's query string as the page was opened (or came back to by Back, or reloaded). */
export function useOpeningParams(): URLSearchParams {
  const [params] = useSearchParams();
  return useState(() => new URLSearchParams(params))[0];
}

/**
 * Keeps a page's filters in the address, so a reload, a shared link and Back show the same figures.
 * The page's own state leads and the address follows, replacing its entry: a change of filter is not
 * a step of its own for Back. Not while a day is half typed (`ready` false): a change of address then
 * would redraw the day field under the typing.
 */
export function useKeptInAddress(values: Record<string, string | null | undefined>, ready = true) {
  const [, setSearchParams] = useSearchParams();
  const key = JSON.stringify(values);
  useEffect(() => {
    if (!ready) return;
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string | null>)) if (value) next.set(name, value);
    if (next.toString() !== window.location.search.replace(/^\?/, '')) setSearchParams(next, { replace: true });
  }, [key, ready, setSearchParams]);
}

/**
 * The period a page shows: a preset, or days of the user's choosing, first read from the address
 * (`period`, and `from` and `to` when custom); `complete` once both days are set. `address` is what
 * to keep in the address with `useKeptInAddress`.
 */
export function usePeriod(initial: Preset, opening: URLSearchParams) {
  const [preset, setPreset] = useState<Preset>(() => PRESETS.find((option) => option.value === opening.get('period'))?.value ?? initial);
  const [custom, setCustom] = useState(() => {
    const from = opening.get('from') ?? '';
    const to = opening.get('to') ?? '';
    return DAY.test(from) && DAY.test(to) ? { startDate: from, endDate: to } : { startDate: daysBefore(today(), 6), endDate: today() };
  });
  const period = useMemo(() => periodOf(preset, custom), [preset, custom]);
  const address = { period: preset, from: preset === 'custom' ? custom.startDate : null, to: preset === 'custom' ? custom.endDate : null };
  return { preset, setPreset, custom, setCustom, period, address, complete: Boolean(period.startDate && period.endDate) };
}

/** The period's choice: a preset, with the two days when custom. */
export function PeriodFields({ state }: { state: ReturnType<typeof usePeriod> }) {
  const { preset, setPreset, custom, setCustom } = state;
  return (
    <>
      <TextField select fullWidth={false} size="small" label="Period" value={preset} onChange={(event) => setPreset(event.target.value as Preset)} sx={{ minWidth: 180 }}>
        {PRESETS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <>
          <LazyDayInput label="From" value={custom.startDate} onChange={(startDate) => setCustom((current) => ({ ...current, startDate }))} sx={{ width: 180 }} />
          <LazyDayInput label="To" value={custom.endDate} onChange={(endDate) => setCustom((current) => ({ ...current, endDate }))} sx={{ width: 180 }} />
        </>
      )}
    </>
  );
}

/** The period in words, read out when it changes. */
export function PeriodLabel({ period }: { period: { startDate: string; endDate: string } }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} aria-live="polite">
      {formatDate(period.startDate)} to {formatDate(period.endDate)}
    </Typography>
  );
}

export const percent = (share: number | null | undefined) => (share === null || share === undefined ? '—' : `${formatNumber(share * 100, 2)}%`);
export const hours = (seconds: number) => `${formatNumber(seconds / 3600, 1)} h`;
/** Rupiah in short on an axis, in the console's language: Rp 1,5 jt and Rp 250 rb, or Rp 1,5M and Rp 250K. */
export const shortRupiah = (value: number) => formatShortRupiah(value, i18next.language);
export const cups = (value: number | null) => (value === null ? '' : formatNumber(value, 0));
export const rupiah = (value: number | null) => (value === null ? '' : formatRupiah(value));

/** The label of a point of a series: its day, or its first and last days. */
export function spanLabel(point: { start: string; end: string }) {
  return point.start === point.end ? formatDate(point.start) : `${formatDate(point.start)} – ${formatDate(point.end)}`;
}

export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  numeric?: boolean;
}

/**
 * The numbers a chart shows, as a table read by screen readers and hidden from sight. It is hidden
 * inside a box: a table grows to fit its rows whatever its own height, and would leave its height
 * as blank space at the end of the page.
 */
export function DataTable<Row>({ caption, rows, columns }: { caption: string; rows: Row[]; columns: Column<Row>[] }) {
  return (
    <Box sx={visuallyHidden}>
      <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {columns.map((column, columnIndex) =>
              columnIndex === 0 ? (
                <th key={column.header} scope="row">
                  {column.value(row)}
                </th>
              ) : (
                <td key={column.header}>{column.value(row)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      </table>
    </Box>
  );
}

/**
 * A chart in a region named by its heading, followed by its numbers as a table for screen readers.
 * With `empty` (what there is none of, in words), the chart has nothing to draw and says so instead.
 */
export function ChartSection({ title, children, table, wide, empty }: { title: string; children: ReactNode; table: ReactNode; wide?: boolean; empty?: string | false }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" data-empty-chart>
          {empty}
        </Typography>
      ) : (
        <>
          <Box data-chart>{children}</Box>
          {table}
        </>
      )}
    </Paper>
  );
}

/** One figure of the totals; put them in a `<Figures>` list. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 150, flex: '1 1 150px' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The totals above the charts, a description list named "Totals". */
export function Figures({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" aria-label="Totals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
      {children}
    </Box>
  );
}
