import { formatRupiah } from '@back-office/domain';
import { Alert, Box, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../base/errors';
import { FullPageSpinner } from '../../base/guards';
import { hasAuthority } from '../../base/session';
import { ErrorState } from '../../components/ErrorState';
import { POS_HUB_PARAM } from './links';
import { PosCart } from './PosCart';
import { PosDrafts } from './PosDrafts';
import { LinePicker } from './PosLinePicker';
import { PosMenuList } from './PosMenuList';
import { PosOrderForm } from './PosOrderForm';
import { PosPayment } from './PosPayment';
import { usePosCounter } from './usePosCounter';

/*
 * The counter of one outlet (docs/shop-orders.md, "Point of sale"): find a drink by a few letters,
 * add it with its size, toppings and a note, see the price with each discount and each refused promo
 * as the server prices it, take the payment and submit, or keep the order as a draft to finish later.
 * Everything works by keyboard (type, Enter, Tab) and by touch (large buttons). The cart is a pure
 * model (pos-cart.ts), its data and moves a hook (usePosCounter.ts); this page only shows them.
 */

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

export default function PosPage() {
  const hubId = Number(useParams()[POS_HUB_PARAM]);
  const { t } = useTranslation();
  const counter = usePosCounter(hubId);
  const { user, outlets, menus, drafts, outlet, cart, placed, priced } = counter;
  const fitted = useFitToWindow([placed, outlets.data, menus.data]);

  if ((menus.error && !menus.data) || (outlets.error && !outlets.data)) return <ErrorState error={menus.error ?? outlets.error} onRetry={() => void menus.refetch()} />;
  if (!menus.data || !outlets.data) return <FullPageSpinner />;
  if (!outlet) return <Alert severity="warning">{t('pos.notAllowed')}</Alert>;

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
          <PosMenuList menus={counter.found} search={counter.search} onSearch={counter.setSearch} onPick={counter.setPicking} searchRef={counter.searchRef} />
          <PosDrafts
            drafts={drafts.data?.shopPosDraftOrders}
            error={drafts.error}
            canOpen={hasAuthority(user, 'UPDATE_SHOP_POS_ORDER')}
            canCancel={hasAuthority(user, 'DELETE_SHOP_POS_ORDER')}
            onOpen={counter.openDraft}
            onCancel={(draft) => void counter.dropDraft(draft)}
          />
        </Stack>

        <Stack spacing={2} sx={{ minHeight: 0 }}>
          {/* The order scrolls in its panel; it takes the focus so the keyboard can scroll it when it holds only text. */}
          <Paper variant="outlined" sx={{ p: 2, flex: '1 1 auto', minHeight: 0, overflow: 'auto' }} component="section" aria-labelledby="pos-order-title" tabIndex={0}>
            <Typography id="pos-order-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {cart.draftId != null ? t('pos.draftOrder') : t('pos.order')}
            </Typography>
            <PosCart
              lines={cart.lines}
              priced={priced}
              onRemove={(key) => counter.change({ kind: 'remove', key })}
              alert={
                counter.calculationError &&
                !counter.voucherError && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {errorMessage(counter.calculationError)}
                  </Alert>
                )
              }
            />
          </Paper>
          <PosOrderForm
            cart={cart}
            onChange={counter.change}
            partners={counter.partners}
            canPickCustomer={hasAuthority(user, 'VIEW_SHOP_CUSTOMER')}
            canSaveDraft={hasAuthority(user, cart.draftId != null ? 'UPDATE_SHOP_POS_ORDER' : 'CREATE_SHOP_POS_ORDER')}
            paidAmount={priced?.paidAmount}
            voucherError={counter.voucherError}
            submitError={counter.submitError}
            canSubmit={counter.canSubmit}
            busy={counter.busy}
            onSubmit={() => void counter.submit()}
            onSaveDraft={() => void counter.saveDraft()}
          />
        </Stack>
      </Box>
      {counter.picking && <LinePicker menu={counter.picking} onCancel={() => counter.setPicking(null)} onAdd={counter.addLine} />}
      {counter.confirmDialog}
    </Stack>
  );
}
