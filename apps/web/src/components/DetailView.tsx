import { Box, Paper, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@back-office/domain';
import type { ReactNode } from 'react';

export type DetailFormat = 'text' | 'rupiah' | 'date' | 'datetime' | 'boolean' | 'number';

export interface DetailItem {
  label: string;
  value: unknown;
  format?: DetailFormat;
  /** Replaces the formatted value, e.g. with a link. */
  render?: ReactNode;
}

/** Formats a value the way the whole console shows it: 1.000, Rp 25.000, DD-MM-YYYY, DD-MM-YYYY HH:mm. */
export function formatValue(value: unknown, format: DetailFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (format) {
    case 'rupiah':
      return formatRupiah(Number(value));
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'number':
      return formatNumber(Number(value));
    default:
      return String(value);
  }
}

/**
 * Labelled values of one record, a definition list: two columns on a wide screen; on a narrow one
 * each label above its value, the pairs apart. A record with
 * many fields shows several, each with a `title` (e.g. "Location", "Rent").
 */
export function DetailView({ items, actions, title }: { items: DetailItem[]; actions?: ReactNode; title?: string }) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      {(title || actions) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          {title && (
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {title}
            </Typography>
          )}
          {actions && <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>{actions}</Box>}
        </Box>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 1.5 }, m: 0 }}>
        {items.map((item) => (
          // On a phone each label sits small above its value, each pair set apart by a line; wider, they are two columns.
          <Box key={item.label} sx={{ display: { xs: 'block', sm: 'contents' }, py: { xs: 1 }, borderTop: { xs: 1, sm: 0 }, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
            <Typography component="dt" color="text.secondary" sx={{ typography: { xs: 'body2', sm: 'body1' }, fontWeight: { xs: 500, sm: 400 } }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {item.render ?? formatValue(item.value, item.format)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
