import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of the long hub form: its fields in two columns on a wide screen, one on a narrow one. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 2, alignItems: 'start' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A field that takes the whole width of its section, e.g. an address. */
export function WideField({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
