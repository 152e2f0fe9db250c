import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAVIGATION_GROUPS, type PageRoute } from '../route-table';
import { PAGE_ROUTES } from '../routes';
import { toggleNavigationBar, useExpandedNavigationBars } from '../navigation-state';
import { hasAuthority, type CurrentUser } from '../session';

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
              <Collapse in={open} timeout="auto" unmountOnExit id={regionId}>
                <List disablePadding dense>
                  {group.items.map((route) => (
                    <li key={route.path}>
                      <ListItemButton
                        component={NavLink}
                        to={route.path}
                        onClick={onNavigate}
                        sx={{ pl: 4, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
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
