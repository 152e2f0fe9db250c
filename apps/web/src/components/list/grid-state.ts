import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { MAX_PAGE_SIZE } from '@back-office/domain';
import type { ListSort, ListState } from './filter-model';

// The grid's models (MUI pages from 0, ours from 1; the grid's sort directions are lower case)

export function gridSortToState(model: GridSortModel): ListSort | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  return { field: first.field, direction: first.sort === 'desc' ? 'DESC' : 'ASC' };
}

/**
 * The grid's sort model for the list's sort. A list may sort on a field it shows no column for (its
 * default order, or a sort in a hand-edited URL): the server still sorts so, but the grid is given no
 * sort then, since it drops a sort on a column it lacks and reports that change while rendering.
 */
export function stateToGridSort(sort: ListSort | undefined, columnFields?: readonly string[]): GridSortModel {
  if (!sort || (columnFields && !columnFields.includes(sort.field))) return [];
  return [{ field: sort.field, sort: sort.direction === 'DESC' ? 'desc' : 'asc' }];
}

export function stateToGridPagination(state: Pick<ListState, 'page' | 'size'>): GridPaginationModel {
  return { page: state.page - 1, pageSize: state.size };
}

/**
 * The page and size for the grid's pagination model. When the size changes, the page is the one that
 * holds the first row seen so far, so the reader does not lose their place.
 */
export function gridPaginationToState(
  model: GridPaginationModel,
  current: Pick<ListState, 'page' | 'size'>,
): Pick<ListState, 'page' | 'size'> {
  const size = Math.min(Math.max(Math.trunc(model.pageSize) || current.size, 1), MAX_PAGE_SIZE);
  if (size !== current.size) return { page: Math.floor(((current.page - 1) * current.size) / size) + 1, size };
  return { page: Math.max(Math.trunc(model.page) || 0, 0) + 1, size };
}
