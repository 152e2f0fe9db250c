import { formatNumber } from '@back-office/domain';
import { Box, Card, CardContent, Grid, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FilterCondition } from '../../components/list/filter-model';
import { encodeCondition } from '../../components/list/list-state';

/* The pieces every part of the home page is made of. */

export function Part({ title, loading, wide, children }: { title: string; loading: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6, lg: wide ? 6 : 3 }}>
      <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          {loading ? <Skeleton variant="rounded" height={96} /> : children}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** A count that opens the list of what it counts. */
export function Figure({ label, value, to, tone }: { label: string; value: ReactNode; to?: string; tone?: 'error' | 'warning' }) {
  const content = (
    <>
      <Typography component="span" variant="h4" sx={{ display: 'block', fontWeight: 700, color: tone ? `${tone}.main` : undefined }}>
        {value}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </>
  );
  return (
    <Box sx={{ minWidth: 96 }}>
      {to ? (
        <MuiLink component={Link} to={to} underline="hover" color="inherit" sx={{ display: 'block' }}>
          {content}
        </MuiLink>
      ) : (
        content
      )}
    </Box>
  );
}

/** A count as people read it: 1.204. */
export const wholeNumber = (value: number) => formatNumber(value, 0);

/** A list's address filtered to what a figure counts, as the list's filter bar would write it. */
export const filteredList = (path: string, conditions: FilterCondition[]) => `${path}?${new URLSearchParams(conditions.map((condition) => ['f', encodeCondition(condition)]))}`;

/** A figure of today, and below it the same figure by this time last week with the change. */
export function FigureBesideLastWeek({ label, now, before, format, weekday, to }: { label: string; now: number; before: number; format: (value: number) => string; weekday: string; to: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Figure label={label} value={format(now)} to={to} />
      <Typography variant="body2" color="text.secondary">
        {t('home.lastWeekSoFar', { value: format(before), weekday }) + change(now, before)}
      </Typography>
    </Box>
  );
}

/** The weekday of a company day, e.g. "Monday". */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00+07:00`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'Asia/Jakarta' });

/** "+12%" or "-5%" against last week, nothing when last week had none. */
function change(now: number, before: number): string {
  if (before === 0) return '';
  const percent = Math.round(((now - before) / before) * 100);
  return ` (${percent > 0 ? '+' : ''}${percent}%)`;
}

