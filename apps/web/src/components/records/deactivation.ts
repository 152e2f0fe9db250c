import type { ReactNode } from 'react';

/** How many records of one entity refer to a record (the API's `usages`). */
export interface Usage {
  entity: string;
  count: number;
}

type Ask = (question: { title: string; text: ReactNode; confirmLabel: string }) => Promise<boolean>;

const words = (entity: string) => entity.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** "3 departments use this company", "1 hub uses this hub type". */
export function usageSentence(usages: readonly Usage[], what: string): string {
  const parts = usages.filter((usage) => usage.count > 0).map((usage) => `${usage.count.toLocaleString('id-ID')} ${words(usage.entity)}${usage.count === 1 ? '' : 's'}`);
  const total = usages.reduce((sum, usage) => sum + usage.count, 0);
  return `${parts.join(' and ')} ${total === 1 ? 'uses' : 'use'} this ${what}`;
}

/**
 * Asks before a save deactivates a record that others use, naming how many; records that use it keep
 * it, but it is no longer offered for new choices. Saves that deactivate nothing go ahead.
 */
export function confirmDeactivation(ask: Ask, record: { active: boolean; usages?: readonly Usage[] | null }, what: string) {
  return (values: { active?: boolean | null }): Promise<boolean> => {
    const used = (record.usages ?? []).filter((usage) => usage.count > 0);
    if (!record.active || values.active !== false || used.length === 0) return Promise.resolve(true);
    return ask({
      title: `Deactivate this ${what}?`,
      text: `${usageSentence(used, what)}. They keep it, but it is no longer offered when adding records.`,
      confirmLabel: 'Deactivate',
    });
  };
}

/**
 * Asks before a save whose list (sent whole) leaves out rows the record had, naming how many, e.g.
 * "Remove 2 items?" for row 'item'; saves that take out no row go ahead.
 */
export function confirmRemovedRows(ask: Ask, current: readonly { id: number }[], sent: readonly { id?: number | null }[] | null | undefined, row: string, text: string): Promise<boolean> {
  const kept = new Set((sent ?? []).map((line) => line.id));
  const removed = current.filter((line) => !kept.has(line.id)).length;
  if (removed === 0) return Promise.resolve(true);
  return ask({ title: removed === 1 ? `Remove 1 ${row}?` : `Remove ${removed} ${row}s?`, text, confirmLabel: 'Remove' });
}
