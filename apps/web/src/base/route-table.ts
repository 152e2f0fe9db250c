import { createContext, type ComponentType } from 'react';
import type { Authority } from '@back-office/domain';

/** The sidebar groups of spec point 2, in order; a group shows only when it holds a visible item. */
export const NAVIGATION_GROUPS = [
  { id: 'general', label: 'navigation.general' },
  { id: 'analytics', label: 'navigation.analytics' },
  { id: 'machine', label: 'navigation.machine' },
  { id: 'menu-and-ingredient', label: 'navigation.menuAndIngredient' },
  { id: 'recipe', label: 'navigation.recipe' },
  { id: 'refiller', label: 'navigation.refiller' },
  { id: 'reward', label: 'navigation.reward' },
  { id: 'shop', label: 'navigation.shop' },
  { id: 'user-and-role', label: 'navigation.userAndRole' },
  { id: 'settlement', label: 'navigation.settlement' },
  { id: 'dynamics', label: 'navigation.dynamics' },
  { id: 'bank-dashboard', label: 'navigation.bankDashboard' },
  { id: 'android-app', label: 'navigation.androidApp' },
  { id: 'software-update', label: 'navigation.softwareUpdate' },
] as const;

export type NavigationGroupId = (typeof NAVIGATION_GROUPS)[number]['id'];

export type PageModule = { default: ComponentType };

/**
 * One page of a feature. The route, its guard and its sidebar entry all come from this one record,
 * so they cannot disagree.
 */
export interface PageRoute {
  /** A react-router path, e.g. '/role/:roleId/edit'. */
  path: string;
  /** The spec's title, shown on the page and in the browser tab. */
  title: string;
  /** The authority a session needs to open the page. */
  authority: Authority;
  /** Present when the page has a sidebar entry. */
  navigation?: { group: NavigationGroupId; label: string };
  /** For a page without a sidebar entry whose address would fall under another entry: the entry's path the menu marks instead. */
  menuEntry?: string;
  /** Loaded on demand, so a feature's code is fetched the first time one of its pages opens. */
  load: () => Promise<PageModule>;
}

/**
 * Every page route of the console, provided by the app (which knows every feature) to a page that
 * must find other features' pages, such as the audit log linking each row to its record.
 */
export const PageRoutesContext = createContext<readonly PageRoute[]>([]);
