import { formatRupiah } from '@back-office/domain';
import { Box, Chip, List, ListItem, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../base/theme';
import type { Menu } from './pos-cart';

/*
 * The counter's menu: find a drink by a few letters and pick it. Each menu shows what one unit costs
 * now; while the outlet's discounted price runs, the full price is struck through beside it.
 */

export function PosMenuList({ menus, search, onSearch, onPick, searchRef }: { menus: readonly Menu[]; search: string; onSearch: (search: string) => void; onPick: (menu: Menu) => void; searchRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = menus.find((menu) => menu.available);
    if (first) onPick(first);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }} component="section" aria-labelledby="pos-menus-title">
      <Typography id="pos-menus-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('pos.menu')}
      </Typography>
      <TextField inputRef={searchRef} label={t('pos.findDrink')} value={search} onChange={(event) => onSearch(event.target.value)} onKeyDown={onSearchKey} fullWidth autoFocus helperText={t('pos.findDrinkHelp')} />
      <List aria-label={t('pos.menus')} dense sx={{ overflow: 'auto', mt: 1, flex: 1, minHeight: 120, maxHeight: { xs: 480, md: 'none' } }}>
        {menus.length === 0 && (
          <ListItem>
            <ListItemText primary={t('pos.noMatch', { search })} />
          </ListItem>
        )}
        {menus.map((menu) => (
          <ListItem key={menu.menuId} disablePadding>
            <ListItemButton disabled={!menu.available} onClick={() => onPick(menu)} sx={{ minHeight: 48 }}>
              <ListItemText primary={menu.name} secondary={<MenuPrice menu={menu} />} />
              {!menu.available && <Chip label={t('pos.soldOut')} size="small" />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** "Rp 24.000 ~~Rp 30.000~~" while the outlet's discounted price runs, "Rp 30.000" otherwise; "· Sold out" when sold out. */
function MenuPrice({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const discounted = menu.priceNow < menu.price;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatRupiah(menu.priceNow)}
      {discounted && (
        <>
          {' '}
          <Box component="s" aria-hidden>
            {formatRupiah(menu.price)}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {` (${t('pos.fullPrice', { price: formatRupiah(menu.price) })})`}
          </Box>
        </>
      )}
      {!menu.available && ` · ${t('pos.soldOut')}`}
    </Box>
  );
}
