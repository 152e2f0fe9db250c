import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  LinearProgress,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactiveVar } from '@apollo/client/react';
import { Link, Outlet, useNavigate } from 'react-router';
import { isLoading } from '../../base/loading-state';
import { LanguageSwitch } from '../../base/i18n/LanguageSwitch';
import { hasAuthority, useCurrentUser, useLogout } from '../../base/session';
import { SessionGate } from '../../base/guards';
import { skipToMain, useFocusHeadingOnNavigation } from './focus';
import { PageTitle } from './PageTitle';
import { Sidebar, visibleNavigation } from './Sidebar';

const DRAWER_WIDTH = 260;

/** Off screen until focused; then above the app bar, the first thing a Tab reaches. */
const SKIP_LINK_SX = {
  position: 'absolute',
  left: 8,
  top: -64,
  zIndex: 2000,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontWeight: 600,
  boxShadow: 3,
  '&:focus': { top: 8 },
} as const;

/** The console's frame: app bar, sidebar and the current page. Signed-out visitors get the bare frame. */
export function Shell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { user, loading, error: sessionError } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [accountMenu, setAccountMenu] = useState<HTMLElement | null>(null);
  const busy = useReactiveVar(isLoading);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);

  const signOut = async () => {
    setAccountMenu(null);
    await logout();
    navigate('/login', { replace: true });
  };

  const sidebar = user && visibleNavigation(user).length > 0 && <Sidebar user={user} onNavigate={wide ? undefined : () => setDrawerOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="a" href="#main-content" onClick={skipToMain(main)} sx={SKIP_LINK_SX}>
        {t('app.skipToMain')}
      </Box>
      <AppBar position="fixed" sx={{ zIndex: theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {sidebar && !wide && (
            <IconButton color="inherit" edge="start" aria-label={t('app.menu')} onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component={Link} to="/" noWrap sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, minWidth: 0 }}>
            {t('app.name')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          {user ? (
            <>
              {/* On a phone the account button is its icon alone; wider, the name is cut with an ellipsis. */}
              {narrow ? (
                <IconButton color="inherit" edge="end" aria-label={user.name} onClick={(event) => setAccountMenu(event.currentTarget)} aria-haspopup="menu">
                  <AccountCircle />
                </IconButton>
              ) : (
                <Button
                  color="inherit"
                  startIcon={<AccountCircle />}
                  onClick={(event) => setAccountMenu(event.currentTarget)}
                  aria-haspopup="menu"
                  title={user.name}
                  sx={{ minWidth: 0, maxWidth: 240, flexShrink: 1, '& .MuiButton-startIcon': { flexShrink: 0 } }}
                >
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {user.name}
                  </Box>
                </Button>
              )}
              <Menu anchorEl={accountMenu} open={Boolean(accountMenu)} onClose={() => setAccountMenu(null)}>
                {hasAuthority(user, 'VIEW_MY_PROFILE') && (
                  <MenuItem component={Link} to="/profile" onClick={() => setAccountMenu(null)}>
                    {t('app.profile')}
                  </MenuItem>
                )}
                <MenuItem onClick={() => void signOut()}>{t('app.logout')}</MenuItem>
              </Menu>
            </>
          ) : (
            !loading &&
            !sessionError && (
              <Button color="inherit" component={Link} to="/login">
                {t('login.submit')}
              </Button>
            )
          )}
        </Toolbar>
        <LinearProgress
          color="secondary"
          aria-label={t('common.loading')}
          aria-hidden={!busy}
          sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 3, visibility: busy ? 'visible' : 'hidden' }}
        />
      </AppBar>
      {/* While the session loads, a wide screen keeps the sidebar's room, so the page does not jump right when it comes. */}
      {!sidebar && wide && loading && <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} />}
      {sidebar && (
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || drawerOpen}
          onClose={() => setDrawerOpen(false)}
          // On a phone the sidebar opens as a dialog, which needs a name.
          slotProps={wide ? undefined : { paper: { 'aria-label': t('app.menu') } }}
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <Divider />
          {sidebar}
        </Drawer>
      )}
      <Box component="main" id="main-content" ref={main} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        <SessionGate>
          <PageTitle />
          <Outlet />
        </SessionGate>
      </Box>
    </Box>
  );
}
