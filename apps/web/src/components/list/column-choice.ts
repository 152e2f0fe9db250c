import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';

export type ListWidth = 'phone' | 'desk';

/**
 * The columns a list shows before anyone chooses: at desk width all of them, in the list's own order;
 * on a phone only `phoneColumns` when the list names them.
 */
export function defaultVisibility(columns: readonly GridColDef<GridValidRowModel>[], width: ListWidth, phoneColumns?: readonly string[]): GridColumnVisibilityModel {
  if (width === 'desk' || !phoneColumns) return {};
  return Object.fromEntries(columns.filter((column) => !phoneColumns.includes(column.field)).map((column) => [column.field, false]));
}

/** What someone chose for one list at one width, as kept in this browser; undefined when nothing valid is kept. */
export function readChoice(storage: Pick<Storage, 'getItem'> | undefined, key: string, fields: readonly string[]): GridColumnVisibilityModel | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const model = Object.fromEntries(Object.entries(parsed).filter(([field, shown]) => fields.includes(field) && typeof shown === 'boolean')) as GridColumnVisibilityModel;
    return Object.keys(model).length > 0 ? model : undefined;
  } catch {
    return undefined;
  }
}

const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The columns a list shows at the current width: what the person chose last time at this width on
 * this list (kept in the browser), else the list's default for the width.
 */
export function useColumnChoice<Row extends GridValidRowModel>(listKey: string, columns: readonly GridColDef<Row>[], phoneColumns?: readonly string[]) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const width: ListWidth = phone ? 'phone' : 'desk';
  const key = `list-columns:${listKey}:${width}`;
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  const [chosen, setChosen] = useState<Record<string, GridColumnVisibilityModel>>({});
  const model = useMemo(
    () => ({
      ...defaultVisibility(columns as readonly GridColDef<GridValidRowModel>[], width, phoneColumns),
      ...(chosen[key] ?? readChoice(browserStorage(), key, fields)),
    }),
    [chosen, key, fields, columns, width, phoneColumns],
  );
  const choose = useCallback(
    (next: GridColumnVisibilityModel) => {
      setChosen((current) => ({ ...current, [key]: next }));
      try {
        browserStorage()?.setItem(key, JSON.stringify(next));
      } catch {
        // A browser that keeps nothing (private mode, full storage) still applies the choice for now.
      }
    },
    [key],
  );
  return { model, choose, width };
}
