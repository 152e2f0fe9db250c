import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime, formatRupiah, shopPaymentMethodLabels } from '@back-office/domain';
import { Alert, Autocomplete, Box, Button, FormLabel, List, ListItem, MenuItem, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage, serverFieldErrors } from '../../base/errors';
import { FullPageSpinner } from '../../base/guards';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { useNotify } from '../../components/Snackbar';
import { customerLabel } from '../../components/customer-name';
import type { ShopOrderType, ShopPaymentMethod } from '../../gql/types';
import {
  AcceptShopPosDraftOrderDocument,
  CancelShopPosDraftOrderDocument,
  CreateShopPosDraftOrderDocument,
  EditShopPosDraftOrderDocument,
  ShopPosCounterCalculationDocument,
  ShopPosCustomersDocument,
  ShopPosDraftOrdersDocument,
  ShopPosMenusDocument,
  ShopPosOutletsDocument,
  ShopPosPartnersDocument,
  SubmitShopPosOrderDocument,
  type ShopPosDraftFieldsFragment,
} from './shop-pos.generated';
import { POS_HUB_PARAM } from './links';
import { PosCart } from './PosCart';
import { LinePicker } from './PosLinePicker';
import { PosMenuList } from './PosMenuList';
import { PosPayment } from './PosPayment';
import { lineInput, linesOfDraft, type Line, type Menu } from './pos-cart';

/*
 * The counter of one outlet (docs/shop-orders.md, "Point of sale"): find a drink by a few letters,
 * add it with its size, toppings and a note, see the price with each discount and each refused promo
 * as the server prices it, take the payment and submit, or keep the order as a draft to finish later.
 * Everything works by keyboard (type, Enter, Tab) and by touch (large buttons).
 */

type Customer = { id: number; name: string; phoneNo: string | null };

const ORDER_TYPES: ShopOrderType[] = ['DINE_IN', 'PICK_UP', 'GO_FOOD'];
const PAYMENT_METHODS: ShopPaymentMethod[] = ['CASH', 'GOPAY', 'SHOPEE_PAY', 'LINKAJA', 'CREDIT_CARD', 'JUMPSTART'];

/**
 * On a wide screen the counter fills the window below its top and no more: the menu and the order
 * scroll inside their panels, so Payment and Submit stay in sight however long the order grows.
 */
function useFitToWindow(watch: unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!wide) return setHeight(undefined);
    const fit = () => ref.current && setHeight(Math.max(400, Math.floor(window.innerHeight - (ref.current.getBoundingClientRect().top + window.scrollY) - 16)));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [wide, ...watch]);
  return { ref, height };
}

let lineCounter = 0;
const nextKey = () => `line-${(lineCounter += 1)}`;

export default function PosPage() {
  const hubId = Number(useParams()[POS_HUB_PARAM]);
  const { user } = useCurrentUser();
  const { t } = useTranslation();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const outlets = useQuery(ShopPosOutletsDocument);
  const menus = useQuery(ShopPosMenusDocument, { variables: { hubId }, fetchPolicy: 'cache-and-network' });
  const drafts = useQuery(ShopPosDraftOrdersDocument, { variables: { hubId }, fetchPolicy: 'cache-and-network' });
  const partners = useQuery(ShopPosPartnersDocument, { skip: !hasAuthority(user, 'VIEW_SHOP_POS_PARTNER') });
  const [submitOrder, submitting] = useMutation(SubmitShopPosOrderDocument);
  const [createDraft, creatingDraft] = useMutation(CreateShopPosDraftOrderDocument);
  const [editDraft, editingDraft] = useMutation(EditShopPosDraftOrderDocument);
  const [acceptDraft, accepting] = useMutation(AcceptShopPosDraftOrderDocument);
  const [cancelDraft] = useMutation(CancelShopPosDraftOrderDocument);

  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState<Menu | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [type, setType] = useState<ShopOrderType>('DINE_IN');
  const [paymentMethod, setPaymentMethod] = useState<ShopPaymentMethod>('CASH');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [customerName, setCustomerName] = useState('');
  const [partnerId, setPartnerId] = useState<number | ''>('');
  const [voucherText, setVoucherText] = useState('');
  const [voucherCode, setVoucherCode] = useState('');
  const [draftId, setDraftId] = useState<number | null>(null);
  const [placed, setPlaced] = useState<{ id: number; orderNo: string; orderNoAlias: string; stateLabel: string; paidAmount: number } | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const outlet = outlets.data?.shopPosOutlets.find((each) => each.id === hubId);
  const allMenus = useMemo(() => menus.data?.shopPosMenus ?? [], [menus.data]);
  const menuById = useMemo(() => new Map(allMenus.map((menu) => [menu.menuId, menu])), [allMenus]);
  const found = useMemo(() => {
    const words = search.trim().toLowerCase();
    return words ? allMenus.filter((menu) => menu.name.toLowerCase().includes(words)) : allMenus;
  }, [allMenus, search]);

  const input = useMemo(
    () => ({
      hubId,
      type,
      paymentMethod,
      customerId: customer?.id ?? null,
      customerName: customerName.trim() || customer?.name || null,
      promoPartnerId: partnerId === '' ? null : partnerId,
      voucherCode: voucherCode || null,
      items: lines.map(lineInput),
    }),
    [hubId, type, paymentMethod, customer, customerName, partnerId, voucherCode, lines],
  );
  const calculation = useQuery(ShopPosCounterCalculationDocument, { variables: { input }, skip: lines.length === 0, fetchPolicy: 'network-only' });
  const priced = lines.length === 0 ? undefined : (calculation.data ?? calculation.previousData)?.calculateShopPosOrder;
  const pricingFields = serverFieldErrors(calculation.error);
  const voucherError = pricingFields.voucherCode ?? serverFieldErrors(submitError).voucherCode;

  useEffect(() => setSubmitError(null), [input]);

  const clear = () => {
    setLines([]);
    setCustomer(null);
    setCustomerName('');
    setPartnerId('');
    setVoucherText('');
    setVoucherCode('');
    setDraftId(null);
    setType('DINE_IN');
    setPaymentMethod('CASH');
  };

  const addLine = (line: Omit<Line, 'key'>) => {
    setLines((current) => [...current, { ...line, key: nextKey() }]);
    setPlaced(null);
    setPicking(null);
    setSearch('');
    searchRef.current?.focus();
  };

  const openDraft = (draft: ShopPosDraftFieldsFragment) => {
    setLines(linesOfDraft(draft.items, menuById, nextKey));
    setType(draft.type);
    setPaymentMethod(draft.paymentMethod);
    setCustomer(draft.customerId ? { id: draft.customerId, name: draft.customerName ?? `Customer ${draft.customerId}`, phoneNo: null } : null);
    setCustomerName(draft.customerName ?? '');
    setPartnerId(draft.promoPartnerId ?? '');
    setVoucherText(draft.voucherCode ?? '');
    setVoucherCode(draft.voucherCode ?? '');
    setDraftId(draft.id);
    setPlaced(null);
  };

  const finish = (order: { id: number; orderNo: string; orderNoAlias: string; stateLabel: string; paidAmount: number }) => {
    setPlaced(order);
    clear();
    void drafts.refetch();
    searchRef.current?.focus();
  };

  const submit = async () => {
    setSubmitError(null);
    if (draftId != null) {
      // The draft as changed now is saved and placed in one call.
      const result = await acceptDraft({ variables: { shopDraftOrderId: draftId, input } });
      if (result.error || !result.data?.acceptDraftOrder) return setSubmitError(result.error);
      return finish(result.data.acceptDraftOrder);
    }
    const result = await submitOrder({ variables: { input } });
    if (result.error || !result.data?.submitShopPosOrder) return setSubmitError(result.error);
    finish(result.data.submitShopPosOrder);
  };

  const saveDraft = async () => {
    setSubmitError(null);
    const result = draftId != null ? await editDraft({ variables: { id: draftId, input } }) : await createDraft({ variables: { input } });
    if (result.error || !result.data) return setSubmitError(result.error);
    notify(t('pos.draftSaved'));
    clear();
    void drafts.refetch();
    searchRef.current?.focus();
  };

  const dropDraft = async (draft: ShopPosDraftFieldsFragment) => {
    const text = t('pos.cancelDraftTextFor', { alias: draft.orderNoAlias, name: customerLabel(draft.customerName) });
    const sure = await ask({ title: t('pos.cancelDraftTitle'), text, confirmLabel: t('pos.cancelDraftConfirm'), cancelLabel: t('pos.keepDraft') });
    if (!sure) return;
    const result = await cancelDraft({ variables: { id: draft.id } });
    if (result.error) return notify(errorMessage(result.error), 'error');
    if (draftId === draft.id) clear();
    notify(t('pos.draftCancelled'));
    void drafts.refetch();
  };

  const fitted = useFitToWindow([placed, outlets.data, menus.data]);

  if ((menus.error && !menus.data) || (outlets.error && !outlets.data)) return <ErrorState error={menus.error ?? outlets.error} onRetry={() => void menus.refetch()} />;
  if (!menus.data || !outlets.data) return <FullPageSpinner />;
  if (!outlet) return <Alert severity="warning">{t('pos.notAllowed')}</Alert>;

  const busy = submitting.loading || creatingDraft.loading || editingDraft.loading || accepting.loading;
  const canSubmit = lines.length > 0 && !calculation.error && !!priced && !busy;

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {outlet.hubNo} · {outlet.name}
      </Typography>
      {placed && (
        <Alert severity="success" role="status">
          <Trans
            i18nKey="pos.placed"
            values={{ alias: placed.orderNoAlias, orderNo: placed.orderNo, paid: formatRupiah(placed.paidAmount), state: placed.stateLabel.toLowerCase() }}
            components={{ strong: <strong style={{ fontSize: '1.4em' }} /> }}
          />
        </Alert>
      )}
      {placed && <PosPayment key={placed.id} orderId={placed.id} hubId={hubId} />}
      <Box
        ref={fitted.ref}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 0.75fr) minmax(0, 1.25fr)' }, alignItems: 'stretch', height: fitted.height }}
      >
        <Stack spacing={2} sx={{ minHeight: 0 }}>
          <PosMenuList menus={found} search={search} onSearch={setSearch} onPick={setPicking} searchRef={searchRef} />
          <Paper variant="outlined" sx={{ p: 2, flex: 'none', maxHeight: { md: '40%' }, overflow: 'auto' }} component="section" aria-labelledby="pos-drafts-title">
            <Typography id="pos-drafts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('pos.drafts')}
            </Typography>
            {!drafts.data ? (
              drafts.error ? <Alert severity="error">{errorMessage(drafts.error)}</Alert> : <Typography>{t('pos.loadingDrafts')}</Typography>
            ) : drafts.data.shopPosDraftOrders.length === 0 ? (
              <Typography color="text.secondary">{t('pos.noDrafts')}</Typography>
            ) : (
              <List dense aria-label={t('pos.openDrafts')}>
                {drafts.data.shopPosDraftOrders.map((draft) => (
                  <ListItem key={draft.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ flex: '1 1 100%' }}>
                      {draft.orderNoAlias} · {customerLabel(draft.customerName)} · <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatRupiah(draft.paidAmount)}</Box> ·{' '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(draft.createdTime)}</Box>
                    </Typography>
                    {hasAuthority(user, 'UPDATE_SHOP_POS_ORDER') && (
                      <Button variant="outlined" onClick={() => openDraft(draft)} aria-label={t('pos.openDraft', { alias: draft.orderNoAlias })}>
                        {t('pos.open')}
                      </Button>
                    )}
                    {hasAuthority(user, 'DELETE_SHOP_POS_ORDER') && (
                      <Button color="error" onClick={() => void dropDraft(draft)} aria-label={t('pos.cancelDraft', { alias: draft.orderNoAlias })}>
                        {t('pos.cancel')}
                      </Button>
                    )}
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Stack>

        <Stack spacing={2} sx={{ minHeight: 0 }}>
          <Paper variant="outlined" sx={{ p: 2, flex: '1 1 auto', minHeight: 0, overflow: 'auto' }} component="section" aria-labelledby="pos-order-title">
            <Typography id="pos-order-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {draftId != null ? t('pos.draftOrder') : t('pos.order')}
            </Typography>
            <PosCart
              lines={lines}
              priced={priced}
              onRemove={(key) => setLines((current) => current.filter((each) => each.key !== key))}
              alert={
                calculation.error &&
                !voucherError && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {errorMessage(calculation.error)}
                  </Alert>
                )
              }
            />
          </Paper>

          <Paper variant="outlined" sx={{ p: 2, flex: 'none' }} component="section" aria-labelledby="pos-payment-title">
            <Typography id="pos-payment-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('pos.payment')}
            </Typography>
            <Stack spacing={1.5}>
              <Box>
                <FormLabel id="pos-payment-method">{t('pos.paymentMethod')}</FormLabel>
                <ToggleButtonGroup exclusive value={paymentMethod} onChange={(_event, value: ShopPaymentMethod | null) => value && setPaymentMethod(value)} aria-labelledby="pos-payment-method" sx={{ display: 'flex' }}>
                  {PAYMENT_METHODS.map((method) => (
                    <ToggleButton key={method} value={method} sx={{ minHeight: 48, flex: '1 1 auto', px: 0.75, lineHeight: 1.2 }}>
                      {shopPaymentMethodLabels[method]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField select label={t('pos.orderType')} value={type} onChange={(event) => setType(event.target.value as ShopOrderType)} sx={{ minWidth: 160 }}>
                  {ORDER_TYPES.map((each) => (
                    <MenuItem key={each} value={each}>
                      {t(`pos.orderTypes.${each}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField label={t('pos.nameToCallOut')} value={customerName} onChange={(event) => setCustomerName(event.target.value)} fullWidth />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                {hasAuthority(user, 'VIEW_SHOP_CUSTOMER') && <CustomerPicker value={customer} onChange={setCustomer} />}
                {partners.data && (
                  <TextField select label={t('pos.partner')} value={partnerId} onChange={(event) => setPartnerId(event.target.value === '' ? '' : Number(event.target.value))} sx={{ flex: 1, minWidth: 0 }}>
                    <MenuItem value="">{t('pos.none')}</MenuItem>
                    {(partners.data.shopPosPartnersAll ?? [])
                      .filter((partner) => partner.active || partner.id === partnerId)
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
                  setVoucherCode(voucherText.trim());
                }}
              >
                <TextField label={t('pos.voucherCode')} value={voucherText} onChange={(event) => setVoucherText(event.target.value)} error={!!voucherError} helperText={voucherError ?? ' '} sx={{ flex: 1 }} />
                <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', minHeight: 40 }}>
                  {t('pos.apply')}
                </Button>
              </Stack>
              {submitError != null && !voucherError && <Alert severity="error">{errorMessage(submitError)}</Alert>}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" size="large" disabled={!canSubmit} onClick={() => void submit()} sx={{ minHeight: 56 }}>
                  {draftId != null ? t('pos.acceptDraft') : t('pos.submitOrder')}
                  {priced ? ` · ${formatRupiah(priced.paidAmount)}` : ''}
                </Button>
                {hasAuthority(user, draftId != null ? 'UPDATE_SHOP_POS_ORDER' : 'CREATE_SHOP_POS_ORDER') && (
                  <Button variant="outlined" size="large" disabled={lines.length === 0 || busy} onClick={() => void saveDraft()} sx={{ minHeight: 56 }}>
                    {draftId != null ? t('pos.saveDraft') : t('pos.saveAsDraft')}
                  </Button>
                )}
                <Button size="large" disabled={lines.length === 0 && draftId == null} onClick={clear} sx={{ minHeight: 56 }}>
                  {t('pos.newOrder')}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        </Stack>
      </Box>
      {picking && <LinePicker menu={picking} onCancel={() => setPicking(null)} onAdd={addLine} />}
      {confirmDialog}
    </Stack>
  );
}

/** A registered customer, found by name or phone number. */
function CustomerPicker({ value, onChange }: { value: Customer | null; onChange: (customer: Customer | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = text.trim();
  const { data, loading } = useQuery(ShopPosCustomersDocument, { variables: { search }, skip: search.length < 2 });
  const options: Customer[] = search.length < 2 ? (value ? [value] : []) : (data?.shopCustomers?.results ?? []);
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
