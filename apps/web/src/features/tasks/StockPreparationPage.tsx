import { useQuery } from '@apollo/client/react';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, GlobalStyles, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatQuantity } from '@back-office/domain';
import { useState } from 'react';
import { FullPageSpinner } from '../../base/guards';
import { ErrorState } from '../../components/ErrorState';
import { LazyDayInput } from '../../components/LazyDayInput';
import { addDays, companyDayOf } from './company-day';
import { StockPreparationDocument } from './tasks.generated';

/** On paper only the sheet: the app bar, the sidebar and the page's own controls stay on screen. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, .MuiDrawer-root, .no-print, a[href="#main-content"]': { display: 'none !important' },
        'main#main-content': { padding: '0 !important' },
        'main#main-content > .MuiToolbar-root': { display: 'none !important' },
        '.preparation-sheet': { breakInside: 'avoid', boxShadow: 'none !important', border: '1px solid #999' },
      },
    }}
  />
);

/** Stock Preparation: per refiller, the sums of each ingredient and packaging to load for a day's tasks, printable. */
export default function StockPreparationPage() {
  const [date, setDate] = useState(() => addDays(companyDayOf(new Date()), 1));
  const { data, error, loading, refetch } = useQuery(StockPreparationDocument, { variables: { date }, skip: !date, fetchPolicy: 'cache-and-network' });
  const people = data?.stockPreparation ?? [];
  return (
    <Stack spacing={2}>
      {PRINT_STYLES}
      <Stack direction="row" spacing={2} className="no-print" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <LazyDayInput label="Day" value={date} onChange={setDate} sx={{ width: 200 }} />
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={people.length === 0}>
          Print
        </Button>
      </Stack>
      <Typography component="h2" variant="h6">
        To load for {formatDate(date)}
      </Typography>
      {!data && loading && <FullPageSpinner />}
      {!data && error && <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />}
      {data && people.length === 0 && <Alert severity="info">No open tasks with something to bring on this day.</Alert>}
      {people.map((person) => (
        <TableContainer key={person.userId} component={Paper} className="preparation-sheet" sx={{ p: 2, maxWidth: 720 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {person.user.name} · {person.tasks} {person.tasks === 1 ? 'task' : 'tasks'}
          </Typography>
          <Table size="small" aria-label={`What ${person.user.name} loads`}>
            <TableHead>
              <TableRow>
                <TableCell>Ingredient</TableCell>
                <TableCell>Packaging</TableCell>
                <TableCell align="right">Sum</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {person.details.map((detail) => (
                <TableRow key={`${detail.kind}-${detail.itemId}`}>
                  <TableCell>{detail.ingredientName ?? ''}</TableCell>
                  <TableCell>{detail.packagingName ?? ''}</TableCell>
                  <TableCell align="right">
                    {formatQuantity(detail.sum, detail.unit)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ))}
    </Stack>
  );
}
