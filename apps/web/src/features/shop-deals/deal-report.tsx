import { Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router';
import { DetailView, formatValue } from '../../components/DetailView';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { shopDeals } from './links';
import { ShopDealDocument } from './shop-deals.generated';

/**
 * The deal report: its page's impressions and QR scans, and each third-party promo's impressions and
 * clicks, as the ordering app counted them. Voucher claims, uses and amounts come with deal vouchers.
 */
export function ReportPage() {
  const { id, record, gate } = useRecordFromRoute(ShopDealDocument, shopDeals.param, (data) => data.shopDeal, 'network-only');
  if (!record) return gate;
  return (
    <>
      <DetailView
        title={record.name}
        actions={
          <Button component={Link} to={shopDeals.url(id)}>
            Back
          </Button>
        }
        items={[
          { label: 'Partner', value: record.partner.name },
          { label: 'Impression', value: record.impression, format: 'number' },
          { label: 'Scanned', value: record.scanned, format: 'number' },
        ]}
      />
      <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mt: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Third-party Promos
        </Typography>
        <Table size="small" aria-label="Third-party promo report">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Impression</TableCell>
              <TableCell align="right">Click</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.dealThirdPartyPromos.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.thirdPartyPromo.name}</TableCell>
                <TableCell align="right">{formatValue(row.thirdPartyPromo.impression, 'number')}</TableCell>
                <TableCell align="right">{formatValue(row.thirdPartyPromo.click, 'number')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
