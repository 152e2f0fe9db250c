import { useQuery } from '@apollo/client/react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { FullPageSpinner } from '../../base/guards';
import { ErrorState } from '../../components/ErrorState';
import { ShopPosOutletsDocument } from './shop-pos.generated';
import { posCounterUrl } from './routes';

/** The outlets the cashier may sell at: one tap opens that outlet's counter. */
export default function PosOutletsPage() {
  const { data, error, refetch } = useQuery(ShopPosOutletsDocument, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <FullPageSpinner />;
  if (data.shopPosOutlets.length === 0) return <Alert severity="info">There is no active outlet you may sell at.</Alert>;
  return (
    <Stack spacing={2}>
      <Typography>Choose the outlet you sell at.</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {data.shopPosOutlets.map((outlet) => (
          <Button key={outlet.id} component={Link} to={posCounterUrl(outlet.id)} variant="outlined" size="large" sx={{ minWidth: 220, minHeight: 64, justifyContent: 'flex-start' }}>
            {outlet.hubNo} · {outlet.name}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
