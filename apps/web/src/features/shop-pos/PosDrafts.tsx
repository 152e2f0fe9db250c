import { formatDateTime, formatRupiah } from '@back-office/domain';
import { Alert, Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../base/errors';
import { customerLabel } from '../../components/customer-name';
import type { ShopPosDraftFieldsFragment } from './shop-pos.generated';

/** The outlet's open drafts, each to open again or cancel where the cashier may. */
export function PosDrafts({
  drafts,
  error,
  canOpen,
  canCancel,
  onOpen,
  onCancel,
}: {
  drafts: readonly ShopPosDraftFieldsFragment[] | undefined;
  error: unknown;
  canOpen: boolean;
  canCancel: boolean;
  onOpen: (draft: ShopPosDraftFieldsFragment) => void;
  onCancel: (draft: ShopPosDraftFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 'none', maxHeight: { md: '40%' }, overflow: 'auto' }} component="section" aria-labelledby="pos-drafts-title">
      <Typography id="pos-drafts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pos.drafts')}
      </Typography>
      {!drafts ? (
        error ? <Alert severity="error">{errorMessage(error)}</Alert> : <Typography>{t('pos.loadingDrafts')}</Typography>
      ) : drafts.length === 0 ? (
        <Typography color="text.secondary">{t('pos.noDrafts')}</Typography>
      ) : (
        <List dense aria-label={t('pos.openDrafts')}>
          {drafts.map((draft) => (
            <ListItem key={draft.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flex: '1 1 100%' }}>
                {draft.orderNoAlias} · {customerLabel(draft.customerName)} · <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatRupiah(draft.paidAmount)}</Box> ·{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(draft.createdTime)}</Box>
              </Typography>
              {canOpen && (
                <Button variant="outlined" onClick={() => onOpen(draft)} aria-label={t('pos.openDraft', { alias: draft.orderNoAlias })}>
                  {t('pos.open')}
                </Button>
              )}
              {canCancel && (
                <Button color="error" onClick={() => onCancel(draft)} aria-label={t('pos.cancelDraft', { alias: draft.orderNoAlias })}>
                  {t('pos.cancel')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
