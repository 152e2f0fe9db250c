import { formatRupiah } from '@back-office/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Divider, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../base/theme';
import type { ShopCalculatedPromoKind } from '../../gql/types';
import type { Line } from './pos-cart';
import type { ShopPosCalculationFieldsFragment } from './shop-pos.generated';

/*
 * The counter's order as the server prices it (docs/pricing.md): each line at its full price, its
 * discounts (the outlet's discounted price, named as the outlet's discount, and its promos), the
 * totals, and the promos not applied with their reasons, folded away until asked for.
 */

type Priced = ShopPosCalculationFieldsFragment;

const money = { whiteSpace: 'nowrap' } as const;
const KIND_WORDS: Record<ShopCalculatedPromoKind, string> = { SHOP_PROMO: 'pos.shopPromo', POS_PROMO: 'pos.posPromo', VOUCHER: 'pos.voucher' };

export function PosCart({ lines, priced, onRemove, alert }: { lines: readonly Line[]; priced: Priced | undefined; onRemove: (key: string) => void; alert?: ReactNode }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Typography color="text.secondary">{t('pos.noItems')}</Typography>;
  const pricedLine = (key: string) => priced?.items.find((item) => item.id === key);
  return (
    <>
      <Table size="small" aria-label={t('pos.orderLines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('pos.item')}</TableCell>
            <TableCell align="right">{t('pos.qty')}</TableCell>
            <TableCell align="right">{t('pos.total')}</TableCell>
            <TableCell align="right">{t('pos.discount')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('pos.remove')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const price = pricedLine(line.key);
            const promoDiscount = price?.discount ?? 0;
            return (
              <TableRow key={line.key}>
                <TableCell>
                  {line.name}
                  {line.choices && <Typography variant="body2" color="text.secondary">{line.choices}</Typography>}
                  {line.note && <Typography variant="body2" color="text.secondary">{t('pos.note', { note: line.note })}</Typography>}
                </TableCell>
                <TableCell align="right">{line.amount}</TableCell>
                <TableCell align="right" sx={money}>
                  {price ? formatRupiah(price.totalPrice + price.outletDiscount) : '…'}
                </TableCell>
                <TableCell align="right">
                  {price && price.outletDiscount > 0 && <Discount amount={price.outletDiscount} name={t('pos.outletDiscount')} />}
                  {promoDiscount > 0 && <Discount amount={promoDiscount} name={t('pos.promoDiscount')} />}
                </TableCell>
                <TableCell padding="none">
                  <IconButton aria-label={t('pos.removeLine', { name: line.name })} onClick={() => onRemove(line.key)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {alert}
      {priced && <Totals priced={priced} />}
    </>
  );
}

/** "−Rp 6.000" over the discount's name in words. */
function Discount({ amount, name }: { amount: number; name: string }) {
  return (
    <Box>
      <Box sx={money}>−{formatRupiah(amount)}</Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {name}
      </Typography>
    </Box>
  );
}

function Totals({ priced }: { priced: Priced }) {
  const { t } = useTranslation();
  const [showRefused, setShowRefused] = useState(false);
  const refused = priced.refusedPromos;
  return (
    <Box sx={{ mt: 1.5 }} aria-live="polite">
      <Total label={t('pos.items')} value={formatRupiah(priced.totalItemPrice + priced.totalOutletDiscount)} />
      {priced.totalOutletDiscount > 0 && <Total label={t('pos.outletDiscount')} value={`−${formatRupiah(priced.totalOutletDiscount)}`} />}
      {priced.appliedPromos.map((promo) => (
        <Total key={`${promo.kind}-${promo.shopPromoId}`} label={`${promo.name} (${t(KIND_WORDS[promo.kind])})`} value={`−${formatRupiah(promo.discountUsed)}`} />
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Total label={t('pos.toPay')} value={formatRupiah(priced.paidAmount)} strong />
      {refused.length > 0 && (
        <Box sx={{ mt: 0.5 }}>
          <Button size="small" onClick={() => setShowRefused((shown) => !shown)} aria-expanded={showRefused} aria-controls="pos-refused-promos" endIcon={showRefused ? <ExpandLessIcon /> : <ExpandMoreIcon />} sx={{ px: 0.5 }}>
            {t('pos.promosNotApplied', { count: refused.length })}
          </Button>
          <Collapse in={showRefused} unmountOnExit>
            <Box component="ul" id="pos-refused-promos" sx={{ m: 0, pl: 2.5 }} aria-label={t('pos.promosNotAppliedList')}>
              {refused.map((promo) => (
                <Typography component="li" variant="body2" key={`${promo.kind}-${promo.shopPromoId}`}>
                  {promo.name}: {promo.message}
                </Typography>
              ))}
            </Box>
          </Collapse>
        </Box>
      )}
    </Box>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, ...money }}>{value}</Typography>
    </Stack>
  );
}
