import { useLazyQuery, useQuery } from '@apollo/client/react';
import { formatRupiah, shopOrderTypeLabels, shopPaymentMethodLabels, labelledOptions, calculatedPromoKindLabels, labelIn } from '@back-office/domain';
import { Alert, Box, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CalculateShopPosOrderDocument, ShopPromoCheckChoicesDocument } from './shop-promotions.generated';

/** A POS order tried against the running promos: what each line costs and why each promo gave or did not give a discount. */
export function CheckPrice({ menus }: { menus: { value: number; label: string }[] }) {
  const { data } = useQuery(ShopPromoCheckChoicesDocument);
  const [hubId, setHubId] = useState('');
  const [type, setType] = useState<string>('DINE_IN');
  const [paymentMethod, setPaymentMethod] = useState<string>('CASH');
  const [menuId, setMenuId] = useState('');
  const [lines, setLines] = useState<{ menuId: number; amount: number }[]>([]);
  const [calculate, { data: result, error, loading }] = useLazyQuery(CalculateShopPosOrderDocument, { fetchPolicy: 'network-only' });
  const nameOf = (id: number) => menus.find((menu) => menu.value === id)?.label ?? `#${id}`;
  const select = (label: string, value: string, onChange: (value: string) => void, choices: { value: number | string; label: string }[]) => (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 180 }}>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const answer = result?.calculateShopPosOrder;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 2 }}>
        Check Price
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {select('Outlet', hubId, setHubId, (data?.shopHubsAll ?? []).map((hub) => ({ value: hub.id, label: hub.name })))}
        {select('Order Type', type, setType, labelledOptions(shopOrderTypeLabels))}
        {select('Payment Method', paymentMethod, setPaymentMethod, labelledOptions(shopPaymentMethodLabels))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {select('Menu', menuId, setMenuId, menus)}
        <Button
          variant="outlined"
          disabled={!menuId}
          onClick={() => {
            const id = Number(menuId);
            setLines((current) => (current.some((line) => line.menuId === id) ? current.map((line) => (line.menuId === id ? { ...line, amount: line.amount + 1 } : line)) : [...current, { menuId: id, amount: 1 }]));
          }}
        >
          Add Menu
        </Button>
        <Button variant="outlined" disabled={lines.length === 0} onClick={() => setLines([])}>
          Clear
        </Button>
      </Stack>
      {lines.length > 0 && <Typography sx={{ mb: 2 }}>{lines.map((line) => `${line.amount} × ${nameOf(line.menuId)}`).join(', ')}</Typography>}
      <Button
        variant="contained"
        disabled={!hubId || lines.length === 0 || loading}
        onClick={() => void calculate({ variables: { input: { hubId: Number(hubId), type: type as never, paymentMethod: paymentMethod as never, items: lines } } })}
      >
        Check Price
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
      {answer && (
        <Box sx={{ mt: 2 }}>
          <Table size="small" aria-label="Priced lines">
            <TableHead>
              <TableRow>
                <TableCell>Menu</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Discount</TableCell>
                <TableCell align="right">After Discount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{line.amount}</TableCell>
                  <TableCell align="right">{formatRupiah(line.totalPrice)}</TableCell>
                  <TableCell align="right">{formatRupiah(line.itemDiscount + line.orderDiscount)}</TableCell>
                  <TableCell align="right">{formatRupiah(line.totalPriceAfterDiscount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 2 }}>
            Total {formatRupiah(answer.totalItemPrice)}, discount {formatRupiah(answer.totalDiscount)}, paid {formatRupiah(answer.paidAmount)}.
          </Typography>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Applied promos
          </Typography>
          <ul aria-label="Applied promos">
            {answer.appliedPromos.length === 0 && <li>None.</li>}
            {answer.appliedPromos.map((promo) => (
              <li key={`${promo.kind}-${promo.shopPromoId}`}>
                {promo.name} ({labelIn(calculatedPromoKindLabels, promo.kind)}): {formatRupiah(promo.discountUsed)}
              </li>
            ))}
          </ul>
          <Typography variant="subtitle2">Refused promos</Typography>
          <ul aria-label="Refused promos">
            {answer.refusedPromos.length === 0 && <li>None.</li>}
            {answer.refusedPromos.map((promo) => (
              <li key={`${promo.kind}-${promo.shopPromoId}`}>
                {promo.name} ({labelIn(calculatedPromoKindLabels, promo.kind)}): {promo.message}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Paper>
  );
}
