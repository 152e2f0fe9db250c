import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { FullPageSpinner } from '../base/guards';
import { ErrorState } from './ErrorState';

interface Outlet {
  id: number;
  name: string;
  hubNo: string;
}

/** The outlets a person may work at, one large button each: one tap opens that outlet's screen. */
export function OutletChooser({ outlets, error, onRetry, urlOf, intro, empty }: {
  outlets: readonly Outlet[] | undefined;
  error: unknown;
  onRetry: () => void;
  urlOf: (outletId: number) => string;
  intro: string;
  empty: string;
}) {
  if (error && !outlets) return <ErrorState error={error} onRetry={onRetry} />;
  if (!outlets) return <FullPageSpinner />;
  if (outlets.length === 0) return <Alert severity="info">{empty}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography>{intro}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {outlets.map((outlet) => (
          <Button key={outlet.id} component={Link} to={urlOf(outlet.id)} variant="outlined" size="large" sx={{ minWidth: 220, minHeight: 64, justifyContent: 'flex-start' }}>
            {outlet.hubNo} · {outlet.name}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
