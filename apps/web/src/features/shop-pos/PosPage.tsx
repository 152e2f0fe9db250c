import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime, formatRupiah, labelOf } from '@back-office/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Divider,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useParams } from 'react-router';
import { errorMessage, serverFieldErrors } from '../../base/errors';
import { FullPageSpinner } from '../../base/guards';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { useNotify } from '../../components/Snackbar';
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
import { POS_HUB_PARAM } from './routes';
import { LinePicker } from './PosLinePicker';
import { PosPayment } from './PosPayment';
import { choicesOf, lineInput, type Line, type Menu } from './pos-cart';

/*
 * The counter of one outlet (docs/shop-orders.md, "Point of sale"): find a drink by a few letters,
 * add it with its size, toppings and a note, see the price with each discount and each refused promo
 * as the server prices it, take the payment and submit, or keep the order as a draft to finish later.
 * Everything works by keyboard (type, Enter, Tab) and by touch (large buttons).
 */

type Customer = { id: number; name: string; phoneNo: string | null };

const ORDER_TYPES: ShopOrderType[] = ['DINE_IN', 'PICK_UP', 'GO_FOOD'];
const PAYMENT_METHODS: ShopPaymentMethod[] = ['CASH', 'GOPAY', 'SHOPEE_PAY', 'LINKAJA', 'CREDIT_CARD', 'JUMPSTART'];

let lineCounter = 0;
const nextKey = () => `line-${(lineCounter += 1)}`;

export default function PosPage() {
  const hubId = Number(useParams()[POS_HUB_PARAM]);
  const { user } = useCurrentUser();
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
    setLines(
      draft.items.map((item) => {
        const menu = menuById.get(item.menuId);
        const chosen = { variantUnitIds: item.menuVariantUnitIds, toppingIds: item.toppingIds, customizationItemIds: item.customizationItemIds };
        return { key: nextKey(), menuId: item.menuId, name: menu?.name ?? `Menu ${item.menuId}`, amount: item.amount, ...chosen, note: item.note ?? '', choices: choicesOf(menu, chosen) };
      }),
    );
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
      const saved = await editDraft({ variables: { id: draftId, input } });
      if (saved.error) return setSubmitError(saved.error);
      const result = await acceptDraft({ variables: { shopDraftOrderId: draftId } });
      if (result.error || !result.data) return setSubmitError(result.error);
      return finish(result.data.acceptDraftOrder);
    }
    const result = await submitOrder({ variables: { input } });
    if (result.error || !result.data) return setSubmitError(result.error);
    finish(result.data.submitShopPosOrder);
  };

  const saveDraft = async () => {
    setSubmitError(null);
    const result = draftId != null ? await editDraft({ variables: { id: draftId, input } }) : await createDraft({ variables: { input } });
    if (result.error || !result.data) return setSubmitError(result.error);
    notify('Draft saved.');
    clear();
    void drafts.refetch();
    searchRef.current?.focus();
  };

  const dropDraft = async (draft: ShopPosDraftFieldsFragment) => {
    const sure = await ask({ title: 'Cancel this draft?', text: `Draft ${draft.orderNoAlias}${draft.customerName ? ` for ${draft.customerName}` : ''} will be dropped.`, confirmLabel: 'Cancel draft' });
    if (!sure) return;
    const result = await cancelDraft({ variables: { id: draft.id } });
    if (result.error) return notify(errorMessage(result.error), 'error');
    if (draftId === draft.id) clear();
    notify('Draft cancelled.');
    void drafts.refetch();
  };

  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = found.find((menu) => menu.available);
    if (first) setPicking(first);
  };

  if ((menus.error && !menus.data) || (outlets.error && !outlets.data)) return <ErrorState error={menus.error ?? outlets.error} onRetry={() => void menus.refetch()} />;
  if (!menus.data || !outlets.data) return <FullPageSpinner />;
  if (!outlet) return <Alert severity="warning">You may not sell at this outlet.</Alert>;

  const busy = submitting.loading || creatingDraft.loading || editingDraft.loading || accepting.loading;
  const canSubmit = lines.length > 0 && !calculation.error && !!priced && !busy;
  const pricedLine = (key: string) => priced?.items.find((item) => item.id === key);

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {outlet.hubNo} · {outlet.name}
      </Typography>
      {placed && (
        <Alert severity="success" role="status">
          Order <strong style={{ fontSize: '1.4em' }}>{placed.orderNoAlias}</strong> placed ({placed.orderNo}): {formatRupiah(placed.paidAmount)}, {placed.stateLabel.toLowerCase()}.
        </Alert>
      )}
      {placed && <PosPayment key={placed.id} orderId={placed.id} hubId={hubId} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) minmax(360px, 1.4fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pos-menus-title">
          <Typography id="pos-menus-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Menu
          </Typography>
          <TextField
            inputRef={searchRef}
            label="Find a drink"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKey}
            fullWidth
            autoFocus
            helperText="Type a few letters, then Enter to add the first one."
          />
          <List aria-label="Menus" dense sx={{ maxHeight: 480, overflow: 'auto', mt: 1 }}>
            {found.length === 0 && (
              <ListItem>
                <ListItemText primary={`No menu matches “${search}”.`} />
              </ListItem>
            )}
            {found.map((menu) => (
              <ListItem key={menu.menuId} disablePadding>
                <ListItemButton disabled={!menu.available} onClick={() => setPicking(menu)} sx={{ minHeight: 48 }}>
                  <ListItemText primary={menu.name} secondary={menu.available ? formatRupiah(menu.price) : `${formatRupiah(menu.price)} · Sold out`} />
                  {!menu.available && <Chip label="Sold out" size="small" />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>

        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pos-order-title">
            <Typography id="pos-order-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {draftId != null ? 'Draft order' : 'Order'}
            </Typography>
            {lines.length === 0 ? (
              <Typography color="text.secondary">No items yet: find a drink and add it.</Typography>
            ) : (
              <Table size="small" aria-label="Order lines">
                <TableHead>
                  <TableRow>
                    <TableCell>Item</TableCell>
                    <TableCell align="right">Qty</TableCell>
                    <TableCell align="right">Total</TableCell>
                    <TableCell align="right">Discount</TableCell>
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        Remove
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => {
                    const linePrice = pricedLine(line.key);
                    return (
                      <TableRow key={line.key}>
                        <TableCell>
                          {line.name}
                          {line.choices && <Typography variant="body2" color="text.secondary">{line.choices}</Typography>}
                          {line.note && <Typography variant="body2" color="text.secondary">Note: {line.note}</Typography>}
                        </TableCell>
                        <TableCell align="right">{line.amount}</TableCell>
                        <TableCell align="right">{linePrice ? formatRupiah(linePrice.totalPrice) : '…'}</TableCell>
                        <TableCell align="right">{linePrice && linePrice.discount > 0 ? `−${formatRupiah(linePrice.discount)}` : ''}</TableCell>
                        <TableCell padding="none">
                          <IconButton aria-label={`Remove ${line.name}`} onClick={() => setLines((current) => current.filter((each) => each.key !== line.key))}>
                            <DeleteIcon />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
            {calculation.error && !voucherError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {errorMessage(calculation.error)}
              </Alert>
            )}
            {priced && (
              <Box sx={{ mt: 2 }} aria-live="polite">
                <Totals label="Items" value={formatRupiah(priced.totalItemPrice)} />
                {priced.appliedPromos.map((promo) => (
                  <Totals key={`${promo.kind}-${promo.shopPromoId}`} label={`${promo.name} (${labelOf(promo.kind).toLowerCase()})`} value={`−${formatRupiah(promo.discountUsed)}`} />
                ))}
                <Divider sx={{ my: 1 }} />
                <Totals label="To pay" value={formatRupiah(priced.paidAmount)} strong />
                {priced.refusedPromos.length > 0 && (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      Promos not applied
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Promos not applied">
                      {priced.refusedPromos.map((promo) => (
                        <Typography component="li" variant="body2" key={`${promo.kind}-${promo.shopPromoId}`}>
                          {promo.name}: {promo.message}
                        </Typography>
                      ))}
                    </Box>
                  </Box>
                )}
              </Box>
            )}
          </Paper>

          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pos-payment-title">
            <Typography id="pos-payment-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Payment
            </Typography>
            <Stack spacing={2}>
              <Box>
                <FormLabel id="pos-payment-method">Payment method</FormLabel>
                <ToggleButtonGroup exclusive value={paymentMethod} onChange={(_event, value: ShopPaymentMethod | null) => value && setPaymentMethod(value)} aria-labelledby="pos-payment-method" sx={{ flexWrap: 'wrap', display: 'flex' }}>
                  {PAYMENT_METHODS.map((method) => (
                    <ToggleButton key={method} value={method} sx={{ minHeight: 48 }}>
                      {labelOf(method)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select label="Order type" value={type} onChange={(event) => setType(event.target.value as ShopOrderType)} sx={{ minWidth: 160 }}>
                  {ORDER_TYPES.map((each) => (
                    <MenuItem key={each} value={each}>
                      {labelOf(each)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField label="Name to call out" value={customerName} onChange={(event) => setCustomerName(event.target.value)} fullWidth />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {hasAuthority(user, 'VIEW_SHOP_CUSTOMER') && <CustomerPicker value={customer} onChange={setCustomer} />}
                {partners.data && (
                  <TextField select label="POS partner" value={partnerId} onChange={(event) => setPartnerId(event.target.value === '' ? '' : Number(event.target.value))} sx={{ minWidth: 200 }}>
                    <MenuItem value="">None</MenuItem>
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
                <TextField label="Voucher code" value={voucherText} onChange={(event) => setVoucherText(event.target.value)} error={!!voucherError} helperText={voucherError ?? ' '} sx={{ flex: 1 }} />
                <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', minHeight: 56 }}>
                  Apply
                </Button>
              </Stack>
              {submitError != null && !voucherError && <Alert severity="error">{errorMessage(submitError)}</Alert>}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" size="large" disabled={!canSubmit} onClick={() => void submit()} sx={{ minHeight: 56 }}>
                  {draftId != null ? 'Accept draft' : 'Submit order'}
                  {priced ? ` · ${formatRupiah(priced.paidAmount)}` : ''}
                </Button>
                {hasAuthority(user, draftId != null ? 'UPDATE_SHOP_POS_ORDER' : 'CREATE_SHOP_POS_ORDER') && (
                  <Button variant="outlined" size="large" disabled={lines.length === 0 || busy} onClick={() => void saveDraft()} sx={{ minHeight: 56 }}>
                    {draftId != null ? 'Save draft' : 'Save as draft'}
                  </Button>
                )}
                <Button size="large" disabled={lines.length === 0 && draftId == null} onClick={clear} sx={{ minHeight: 56 }}>
                  New order
                </Button>
              </Stack>
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pos-drafts-title">
            <Typography id="pos-drafts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Drafts
            </Typography>
            {!drafts.data ? (
              drafts.error ? <Alert severity="error">{errorMessage(drafts.error)}</Alert> : <Typography>Loading drafts…</Typography>
            ) : drafts.data.shopPosDraftOrders.length === 0 ? (
              <Typography color="text.secondary">No open drafts at this outlet.</Typography>
            ) : (
              <List dense aria-label="Open drafts">
                {drafts.data.shopPosDraftOrders.map((draft) => (
                  <ListItem key={draft.id} disableGutters sx={{ gap: 1 }}>
                    <Typography sx={{ flex: 1 }}>
                      {draft.orderNoAlias} · {draft.customerName ?? 'Walk-in'} · {formatRupiah(draft.paidAmount)} · {formatDateTime(draft.createdTime)}
                    </Typography>
                    {hasAuthority(user, 'UPDATE_SHOP_POS_ORDER') && (
                      <Button variant="outlined" onClick={() => openDraft(draft)} aria-label={`Open draft ${draft.orderNoAlias}`}>
                        Open
                      </Button>
                    )}
                    {hasAuthority(user, 'DELETE_SHOP_POS_ORDER') && (
                      <Button color="error" onClick={() => void dropDraft(draft)} aria-label={`Cancel draft ${draft.orderNoAlias}`}>
                        Cancel
                      </Button>
                    )}
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Stack>
      </Box>
      {picking && <LinePicker menu={picking} onCancel={() => setPicking(null)} onAdd={addLine} />}
      {confirmDialog}
    </Stack>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Totals({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}

/** A registered customer, found by name or phone number. */
function CustomerPicker({ value, onChange }: { value: Customer | null; onChange: (customer: Customer | null) => void }) {
  const [text, setText] = useState('');
  const search = text.trim();
  const { data, loading } = useQuery(ShopPosCustomersDocument, { variables: { search }, skip: search.length < 2 });
  const options: Customer[] = search.length < 2 ? (value ? [value] : []) : (data?.shopCustomers?.results ?? []);
  return (
    <Autocomplete
      sx={{ flex: 1, minWidth: 220 }}
      value={value}
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => (option.phoneNo ? `${option.name} · ${option.phoneNo}` : option.name)}
      onInputChange={(_event, typed) => setText(typed)}
      onChange={(_event, chosen) => onChange(chosen)}
      noOptionsText={search.length < 2 ? 'Type two letters of a name or phone number.' : 'No customer found.'}
      renderInput={(params) => <TextField {...params} label="Customer (optional)" />}
    />
  );
}
