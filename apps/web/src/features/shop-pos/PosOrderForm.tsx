import { useQuery } from '@apollo/client/react';
import { formatRupiah, shopPaymentMethodLabels } from '@back-office/domain';
import { Alert, Autocomplete, Box, Button, FormLabel, MenuItem, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../base/errors';
import type { ShopOrderType, ShopPaymentMethod } from '../../gql/types';
import type { Cart, CartCustomer, CartMove } from './pos-cart';
import { ShopPosCustomersDocument } from './shop-pos.generated';

const ORDER_TYPES: ShopOrderType[] = ['DINE_IN', 'PICK_UP', 'GO_FOOD'];
const PAYMENT_METHODS: ShopPaymentMethod[] = ['CASH', 'GOPAY', 'SHOPEE_PAY', 'LINKAJA', 'CREDIT_CARD', 'JUMPSTART'];

export interface PosOrderFormProps {
  cart: Cart;
  onChange: (move: CartMove) => void;
  partners: readonly { id: number; name: string; active: boolean }[] | null;
  canPickCustomer: boolean;
  canSaveDraft: boolean;
  paidAmount: number | undefined;
  voucherError: string | undefined;
  submitError: unknown;
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
  onSaveDraft: () => void;
}

/** How the order is paid and for whom, and the buttons that place it, keep it as a draft or start again. */
export function PosOrderForm({ cart, onChange, partners, canPickCustomer, canSaveDraft, paidAmount, voucherError, submitError, canSubmit, busy, onSubmit, onSaveDraft }: PosOrderFormProps) {
  const { t } = useTranslation();
  const set = (change: Extract<CartMove, { kind: 'set' }>['change']) => onChange({ kind: 'set', change });
  const inDraft = cart.draftId != null;
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 'none' }} component="section" aria-labelledby="pos-payment-title">
      <Typography id="pos-payment-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pos.payment')}
      </Typography>
      <Stack spacing={1.5}>
        <Box>
          <FormLabel id="pos-payment-method">{t('pos.paymentMethod')}</FormLabel>
          <ToggleButtonGroup exclusive value={cart.paymentMethod} onChange={(_event, value: ShopPaymentMethod | null) => value && set({ paymentMethod: value })} aria-labelledby="pos-payment-method" sx={{ display: 'flex' }}>
            {PAYMENT_METHODS.map((method) => (
              <ToggleButton key={method} value={method} sx={{ minHeight: 48, flex: '1 1 auto', px: 0.75, lineHeight: 1.2 }}>
                {shopPaymentMethodLabels[method]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField select label={t('pos.orderType')} value={cart.type} onChange={(event) => set({ type: event.target.value as ShopOrderType })} sx={{ minWidth: 160 }}>
            {ORDER_TYPES.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`pos.orderTypes.${each}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('pos.nameToCallOut')} value={cart.customerName} onChange={(event) => set({ customerName: event.target.value })} fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {canPickCustomer && <CustomerPicker value={cart.customer} onChange={(customer) => set({ customer })} />}
          {partners && (
            <TextField select label={t('pos.partner')} value={cart.partnerId ?? ''} onChange={(event) => set({ partnerId: event.target.value === '' ? null : Number(event.target.value) })} sx={{ flex: 1, minWidth: 0 }}>
              <MenuItem value="">{t('pos.none')}</MenuItem>
              {partners
                .filter((partner) => partner.active || partner.id === cart.partnerId)
                .map((partner) => (
                  <MenuItem key={partner.id} value={partner.id}>
                    {partner.name}
                  </MenuItem>
                ))}
            </TextField>
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          component="form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onChange({ kind: 'applyVoucher' });
          }}
        >
          <TextField label={t('pos.voucherCode')} value={cart.voucherText} onChange={(event) => set({ voucherText: event.target.value })} error={!!voucherError} helperText={voucherError ?? ' '} sx={{ flex: 1 }} />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', minHeight: 40 }}>
            {t('pos.apply')}
          </Button>
        </Stack>
        {submitError != null && !voucherError && <Alert severity="error">{errorMessage(submitError)}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" disabled={!canSubmit} onClick={onSubmit} sx={{ minHeight: 56 }}>
            {inDraft ? t('pos.acceptDraft') : t('pos.submitOrder')}
            {paidAmount !== undefined ? ` · ${formatRupiah(paidAmount)}` : ''}
          </Button>
          {canSaveDraft && (
            <Button variant="outlined" size="large" disabled={cart.lines.length === 0 || busy} onClick={onSaveDraft} sx={{ minHeight: 56 }}>
              {inDraft ? t('pos.saveDraft') : t('pos.saveAsDraft')}
            </Button>
          )}
          <Button size="large" disabled={cart.lines.length === 0 && !inDraft} onClick={() => onChange({ kind: 'clear' })} sx={{ minHeight: 56 }}>
            {t('pos.newOrder')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A registered customer, found by name or phone number. */
function CustomerPicker({ value, onChange }: { value: CartCustomer | null; onChange: (customer: CartCustomer | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = text.trim();
  const { data, loading } = useQuery(ShopPosCustomersDocument, { variables: { search }, skip: search.length < 2 });
  const options: CartCustomer[] = search.length < 2 ? (value ? [value] : []) : (data?.shopCustomers?.results ?? []);
  return (
    <Autocomplete
      sx={{ flex: 1, minWidth: 0 }}
      value={value}
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => (option.phoneNo ? `${option.name} · ${option.phoneNo}` : option.name)}
      onInputChange={(_event, typed) => setText(typed)}
      onChange={(_event, chosen) => onChange(chosen)}
      noOptionsText={search.length < 2 ? t('pos.customerHelp') : t('pos.noCustomer')}
      renderInput={(params) => <TextField {...params} label={t('pos.customer')} />}
    />
  );
}
