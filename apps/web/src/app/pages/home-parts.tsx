import { Box, Card, CardContent, Grid, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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


/** The weekday of a company day, e.g. "Monday". */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00+07:00`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'Asia/Jakarta' });

/** "+12%" or "-5%" against last week, nothing when last week had none. */
export function change(now: number, before: number): string {
  if (before === 0) return '';
  const percent = Math.round(((now - before) / before) * 100);
  return ` (${percent > 0 ? '+' : ''}${percent}%)`;
}

