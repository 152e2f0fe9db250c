import { makeVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';

/*
 * Local-only client state: which sidebar groups are expanded. It lives in an Apollo reactive variable,
 * so any component re-renders when it changes, and is mirrored to localStorage to survive a reload.
 */
const STORAGE_KEY = 'back-office.expanded-navigation-bars';

export const expandedNavigationBars = makeVar<string[]>(readStored());

function readStored(): string[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isExpanded(id: string): boolean {
  return expandedNavigationBars().includes(id);
}

/** An expanded id is removed, otherwise added. */
export function toggleNavigationBar(id: string): void {
  const current = expandedNavigationBars();
  const next = current.includes(id) ? current.filter((expanded) => expanded !== id) : [...current, id];
  expandedNavigationBars(next);
  globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
}

export function useExpandedNavigationBars(): string[] {
  return useReactiveVar(expandedNavigationBars);
}
