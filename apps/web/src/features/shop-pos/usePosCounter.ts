import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Snackbar';
import { customerLabel } from '../../components/customer-name';
import {
  AcceptShopPosDraftOrderDocument,
  CancelShopPosDraftOrderDocument,
  CreateShopPosDraftOrderDocument,
  EditShopPosDraftOrderDocument,
  ShopPosCounterCalculationDocument,
  ShopPosDraftOrdersDocument,
  ShopPosMenusDocument,
  ShopPosOutletsDocument,
  ShopPosPartnersDocument,
  SubmitShopPosOrderDocument,
  type ShopPosDraftFieldsFragment,
} from './shop-pos.generated';
import { cartAfter, EMPTY_CART, linesOfDraft, orderInput, type Line, type Menu } from './pos-cart';

/** An order just placed at the counter, as the confirmation shows it. */
export interface PlacedOrder {
  id: number;
  orderNo: string;
  orderNoAlias: string;
  stateLabel: string;
  paidAmount: number;
}

let lineCounter = 0;
const nextKey = () => `line-${(lineCounter += 1)}`;

/**
 * The counter's data and moves: the outlet's menus, drafts and partners, the cart and its price as
 * the server calculates it, and placing, saving, finishing and cancelling orders. The page only shows
 * what this gives it.
 */
export function usePosCounter(hubId: number) {
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

  const [cart, move] = useReducer(cartAfter, EMPTY_CART);
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState<Menu | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const outlet = outlets.data?.shopPosOutlets.find((each) => each.id === hubId);
  const allMenus = useMemo(() => menus.data?.shopPosMenus ?? [], [menus.data]);
  const menuById = useMemo(() => new Map(allMenus.map((menu) => [menu.menuId, menu])), [allMenus]);
  const found = useMemo(() => {
    const words = search.trim().toLowerCase();
    return words ? allMenus.filter((menu) => menu.name.toLowerCase().includes(words)) : allMenus;
  }, [allMenus, search]);

  const input = useMemo(() => orderInput(hubId, cart), [hubId, cart]);
  const empty = cart.lines.length === 0;
  const calculation = useQuery(ShopPosCounterCalculationDocument, { variables: { input }, skip: empty, fetchPolicy: 'network-only' });
  const priced = empty ? undefined : (calculation.data ?? calculation.previousData)?.calculateShopPosOrder;
  const voucherError = serverFieldErrors(calculation.error).voucherCode ?? serverFieldErrors(submitError).voucherCode;

  useEffect(() => setSubmitError(null), [input]);

  const backToSearch = () => {
    setSearch('');
    searchRef.current?.focus();
  };

  const addLine = (line: Omit<Line, 'key'>) => {
    move({ kind: 'add', line: { ...line, key: nextKey() } });
    setPlaced(null);
    setPicking(null);
    backToSearch();
  };

  const openDraft = (draft: ShopPosDraftFieldsFragment) => {
    move({ kind: 'open', draft, lines: linesOfDraft(draft.items, menuById, nextKey) });
    setPlaced(null);
  };

  const afterSaving = () => {
    move({ kind: 'clear' });
    void drafts.refetch();
    searchRef.current?.focus();
  };

  const submit = async () => {
    setSubmitError(null);
    // A draft as changed now is saved and placed in one call.
    const result = cart.draftId != null ? await acceptDraft({ variables: { shopDraftOrderId: cart.draftId, input } }) : await submitOrder({ variables: { input } });
    const order = result.data && ('acceptDraftOrder' in result.data ? result.data.acceptDraftOrder : result.data.submitShopPosOrder);
    if (result.error || !order) return setSubmitError(result.error);
    setPlaced(order);
    afterSaving();
  };

  const saveDraft = async () => {
    setSubmitError(null);
    const result = cart.draftId != null ? await editDraft({ variables: { id: cart.draftId, input } }) : await createDraft({ variables: { input } });
    if (result.error || !result.data) return setSubmitError(result.error);
    notify(t('pos.draftSaved'));
    afterSaving();
  };

  const dropDraft = async (draft: ShopPosDraftFieldsFragment) => {
    const text = t('pos.cancelDraftTextFor', { alias: draft.orderNoAlias, name: customerLabel(draft.customerName) });
    const sure = await ask({ title: t('pos.cancelDraftTitle'), text, confirmLabel: t('pos.cancelDraftConfirm'), cancelLabel: t('pos.keepDraft') });
    if (!sure) return;
    const result = await cancelDraft({ variables: { id: draft.id } });
    if (result.error) return notify(errorMessage(result.error), 'error');
    if (cart.draftId === draft.id) move({ kind: 'clear' });
    notify(t('pos.draftCancelled'));
    void drafts.refetch();
  };

  const busy = submitting.loading || creatingDraft.loading || editingDraft.loading || accepting.loading;
  return {
    user,
    outlets,
    menus,
    drafts,
    partners: partners.data ? (partners.data.shopPosPartnersAll ?? []) : null,
    outlet,
    found,
    search,
    setSearch,
    searchRef,
    picking,
    setPicking,
    cart,
    change: move,
    addLine,
    openDraft,
    dropDraft,
    submit,
    saveDraft,
    priced,
    calculationError: calculation.error,
    voucherError,
    submitError,
    placed,
    busy,
    canSubmit: !empty && !calculation.error && !!priced && !busy,
    confirmDialog,
  };
}

export type PosCounter = ReturnType<typeof usePosCounter>;
