import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAVIGATION_GROUPS, type PageRoute } from '../../base/route-table';
import { PAGE_ROUTES } from '../routes';
import { isExpanded, toggleNavigationBar, useExpandedNavigationBars } from '../navigation-state';
import { hasAuthority, type CurrentUser } from '../../base/session';
import { reduceMotion } from '../../base/theme';

/** The sidebar entries this user may open, grouped as spec point 2 orders them. */
export function visibleNavigation(user: CurrentUser | null, routes: PageRoute[] = PAGE_ROUTES) {
  return NAVIGATION_GROUPS.map((group) => ({
    ...group,
    items: routes.filter((route) => route.navigation?.group === group.id && hasAuthority(user, route.authority)),
  })).filter((group) => group.items.length > 0);
}

export function Sidebar({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const expanded = useExpandedNavigationBars();
  const groups = visibleNavigation(user);
  const { pathname } = useLocation();
  // The group of the page shown opens when the page changes; the user may still close it.
  // The page shown, or the page it belongs to: the longest menu path that holds it (/task/all is All Tasks, not My Task).
  const current = groups
    .flatMap((group) => group.items.map((route) => ({ group: group.id, path: route.path })))
    .filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const currentGroup = current?.group;
  useEffect(() => {
    if (currentGroup && !isExpanded(currentGroup)) toggleNavigationBar(currentGroup);
  }, [currentGroup, pathname]);

  return (
    <nav aria-label={t('app.menu')}>
      <List dense subheader={<ListSubheader>{t('app.menu')}</ListSubheader>}>
        {groups.map((group) => {
          const open = expanded.includes(group.id);
          const regionId = `navigation-${group.id}`;
          return (
            <li key={group.id}>
              <ListItemButton onClick={() => toggleNavigationBar(group.id)} aria-expanded={open} aria-controls={regionId}>
                <ListItemText primary={t(group.label)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                {open ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={open} timeout={reduceMotion ? 0 : 'auto'} unmountOnExit id={regionId}>
                <List disablePadding dense>
                  {group.items.map((route) => (
                    <li key={route.path}>
                      <ListItemButton
                        component={Link}
                        to={route.path}
                        onClick={onNavigate}
                        selected={route.path === current?.path}
                        aria-current={route.path === current?.path ? 'page' : undefined}
                        sx={{ pl: 4, '&.Mui-selected': { bgcolor: 'action.selected', fontWeight: 600 } }}
                      >
                        <ListItemText primary={route.navigation!.label} />
                      </ListItemButton>
                    </li>
                  ))}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
