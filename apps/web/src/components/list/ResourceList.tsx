import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@back-office/domain';
import { ErrorState } from '../ErrorState';
import { useRetryWhileAway } from '../../base/retry';
import { Spinner } from '../Spinner';
import { FilterBar } from './FilterBar';
import { useColumnChoice } from './column-choice';
import { ListGridToolbar } from './ListGridToolbar';
import { MoreColumnsShadow, useMoreColumnsToTheRight } from './MoreColumnsHint';
import { ROW_LINK_CELL, withRowLinks } from './RowLinks';
import { QuickSearch } from './QuickSearch';
import { gridCsvColumns } from './grid-csv';
import {
  gridSortToState,
  listStateToSearchParams,
  mergeSearchParams,
  parseListState,
  sameListState,
  stateToGridPagination,
  stateToGridSort,
  toPageInput,
  withFilters,
  withPagination,
  withSearch,
  withSort,
  defaultSearchFields,
  type FilterField,
  type ListSort,
  type ListState,
  type FilterOption,
  type PageInput,
} from './list-state';
import { QuietLoadingOverlay, countText, searchLabel } from './list-parts';
import { useCsvExport, type PageShape } from './useCsvExport';
import { usePriorityColumn, type PriorityMoves } from './PriorityMoves';

export interface ResourceListProps<Row extends { id: number }, Data, Page extends PageShape<Row>> {
  query: TypedDocumentNode<Data, { pageInput: PageInput }>;
  selectPage: (data: Data) => Page | null | undefined;
  /** Columns the server cannot sort on say `sortable: false`; the others sort on the server. */
  columns: GridColDef<Row>[];
  filterFields: FilterField[];
  /** Conditions every page of the list keeps (e.g. one kind of promo); with them the list's own conditions all apply together. */
  fixedFilters?: readonly FilterOption[];
  /** The fields the quick search looks in; by default the list's main text filters (name, code…). */
  searchFields?: string[];
  defaultSort?: ListSort;
  /** Default 20. */
  defaultSize?: number;
  /** The CSV file's name without `.csv`, e.g. 'roles'. */
  exportFileName: string;
  /** The record a row opens: every cell of the row is a link there (new tab, copy address, Enter). */
  rowLink?: (row: Row) => string;
  /**
   * The columns a phone shows until the person chooses others (by default all, scrolled sideways).
   * At desk width every column shows, in the order given: put first what people look for.
   */
  phoneColumns?: readonly string[];
  /** Shown under the toolbar, e.g. the totals of every matching row. */
  summary?: ReactNode;
  /** Shown at the right of the toolbar, e.g. an "Add" button. */
  actions?: ReactNode;
  emptyText?: string;
  /** A list ordered by priority: Move up and Move down buttons per row, and the list reloads after a move. */
  moves?: PriorityMoves<Row>;
}

/** A server-paged, sorted and filtered list whose state lives in the URL, with CSV export. */
export function ResourceList<Row extends { id: number }, Data, Page extends PageShape<Row>>({
  query,
  selectPage,
  columns,
  filterFields,
  fixedFilters,
  searchFields,
  defaultSort,
  defaultSize = 20,
  exportFileName,
  rowLink,
  phoneColumns,
  summary,
  actions,
  emptyText = 'No rows',
  moves,
}: ResourceListProps<Row, Data, Page>) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const apiRef = useGridApiRef();
  // Pages pass the link as an inline function; the grid should not take every render for new columns.
  const linkOf = useRef(rowLink);
  linkOf.current = rowLink;
  const linked = rowLink !== undefined;
  const refetchList = useRef<() => unknown>(() => undefined);
  const moveColumn = usePriorityColumn(moves, () => refetchList.current());
  const gridColumns = useMemo(() => {
    const all = moveColumn ? [moveColumn, ...columns] : columns;
    return linked ? withRowLinks(all, (row: Row) => linkOf.current!(row)) : all;
  }, [columns, linked, moveColumn]);
  const columnChoice = useColumnChoice(pathname, columns, phoneColumns);

  const defaults = useMemo(
    () => ({ size: defaultSize, sort: defaultSort }),
    // The default sort is usually an inline object literal; its contents are what matter.
    [defaultSize, defaultSort?.field, defaultSort?.direction],
  );
  const sortFields = useMemo(
    () => [...columns.filter((column) => column.sortable !== false).map((column) => column.field), ...(defaults.sort ? [defaults.sort.field] : [])],
    [columns, defaults],
  );
  const state = useMemo(
    () => parseListState(searchParams, defaults, filterFields, sortFields),
    [searchParams, defaults, filterFields, sortFields],
  );
  const searchIn = useMemo(() => searchFields ?? defaultSearchFields(filterFields), [searchFields, filterFields]);
  const pageInput = useMemo(() => toPageInput(state, filterFields, searchIn, fixedFilters), [state, filterFields, searchIn, fixedFilters]);
  // The router changes the URL in a transition. Apollo's useQuery switches variables while rendering,
  // which makes React redo that render urgently with the old URL, switching them back: each answer
  // then restarts the other query, endlessly. So the query only takes what has been committed.
  const inputKey = JSON.stringify(pageInput);
  const [queried, setQueried] = useState({ key: inputKey, input: pageInput });
  useEffect(() => {
    if (queried.key !== inputKey) setQueried({ key: inputKey, input: pageInput });
  }, [queried.key, inputKey, pageInput]);
  // Stable models: the grid treats a new sort model as a new sort, and goes back to the first page.
  const columnFields = useMemo(() => gridColumns.map((column) => column.field), [gridColumns]);
  const sortModel = useMemo(() => stateToGridSort(state.sort, columnFields), [state.sort?.field, state.sort?.direction, columnFields]);
  const paginationModel = useMemo(() => stateToGridPagination(state), [state.page, state.size]);

  // The grid may report a change before React has rendered the previous one (it defers its page reset
  // after a sort); building on the latest state we asked for keeps the two changes from undoing each other.
  const latest = useRef(state);
  const rendered = useRef(state);
  if (rendered.current !== state) {
    rendered.current = state;
    latest.current = state;
  }
  // The grid moves to its first page a moment after any change of its sort model, also one that comes
  // from the URL (Back to page 2 of another sort). A sort the user picks already starts at page 1 in
  // our state, so that automatic move is never wanted.
  const ignorePageReset = useRef(false);
  useEffect(
    () => apiRef.current?.subscribeEvent('sortModelChange', () => (ignorePageReset.current = latest.current.page !== 1)),
    [apiRef],
  );
  const changePage = (model: GridPaginationModel) => {
    const automaticReset = ignorePageReset.current && model.page === 0 && model.pageSize === latest.current.size;
    ignorePageReset.current = false;
    // Next and previous go by the shown page's cursors, as fast at page 10.000 as at page 1.
    if (!automaticReset) go(withPagination(latest.current, model, shown.current));
  };
  const go = (next: ListState, replace = false) => {
    if (sameListState(next, latest.current)) return;
    latest.current = next;
    setSearchParams(mergeSearchParams(searchParams, listStateToSearchParams(next, defaults)), { replace });
  };

  // The client's defaults for watched queries apply: cache-and-network, errors beside data.
  const { data, previousData, loading, error, refetch } = useQuery(query, { variables: { pageInput: queried.input } });
  refetchList.current = refetch;
  // While the next page loads the previous one stays up, so the grid does not flash empty; after a
  // failure only what the failed request returned is shown.
  const fresh = data === undefined ? undefined : selectPage(data as Data);
  const page = fresh ?? (loading && previousData !== undefined ? selectPage(previousData as Data) : undefined);
  const rows = page?.results ?? [];
  const shown = useRef<{ startCursor?: string | null; endCursor?: string | null }>({});
  shown.current = fresh && !loading ? { startCursor: fresh.startCursor, endCursor: fresh.endCursor } : {};
  // A query that failed with nothing to show says so, with Retry, in place of the grid and its count.
  const failed = error !== undefined && !loading && fresh === undefined;
  useRetryWhileAway(failed, error, refetch, fresh !== undefined && error === undefined);

  const knownCount = useRef<number | undefined>(undefined);
  const exact = useRef(true);
  if (page) {
    knownCount.current = page.totalRows ?? page.totalPages * state.size;
    exact.current = page.totalRowsExact !== false;
  }
  // The grid jumps to its last page, and reports it, whenever the count says the current page does not
  // exist: before the first answer (count unknown: -1) and while another filter's count is up. So the
  // count given always includes the current page; a page truly past the end is fixed below instead.
  // Past the count's cap the total is unknown: the grid then pages on while a next page exists.
  const rowCount =
    knownCount.current === undefined || !exact.current
      ? -1
      : Math.max(knownCount.current, state.page > 1 ? (state.page - 1) * state.size + 1 : 0);
  const hasNextPage = page?.hasNextPage ?? (knownCount.current === undefined || state.page * state.size < knownCount.current);

  // A page past the end (a hand-edited or old link, rows deleted since) goes to the last page, replacing
  // the history entry: pushing would send Back straight here again.
  const lastPage = fresh && !loading && queried.key === inputKey && fresh.totalRowsExact !== false ? Math.max(1, fresh.totalPages) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && latest.current.page > lastPage) go({ ...latest.current, page: lastPage }, true);
  });

  const search = useCallback((text: string) => go(withSearch(latest.current, text), true), [searchParams, defaults]);

  const csv = useCsvExport({ query, selectPage, fileName: exportFileName });
  const exportCsv = () => {
    const visible = apiRef.current?.getVisibleColumns();
    const visibleFields = visible ? new Set(visible.map((column) => column.field)) : undefined;
    void csv.start(pageInput, () => gridCsvColumns(columns, apiRef, visibleFields));
  };

  const moreColumns = useMoreColumnsToTheRight(apiRef);
  // Until the first page arrives the grid keeps the room a full page takes, so its rows push nothing
  // down when they come (the grid's own rows are 52 px, its toolbar 44, its header 56 and its footer about 54).
  const reservedHeight = page ? 400 : Math.max(400, 44 + 56 + state.size * 52 + 54);

  // The size in the URL may be one the menu lacks; the grid warns unless it can show it.
  const sizeOptions = (PAGE_SIZE_OPTIONS as readonly number[]).includes(state.size)
    ? PAGE_SIZE_OPTIONS
    : [...PAGE_SIZE_OPTIONS, state.size].sort((a, b) => a - b);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', minWidth: 0 }}>
      <FilterBar
        fields={filterFields}
        operator={state.operator}
        conditions={state.conditions}
        onApply={(operator, conditions) => go(withFilters(latest.current, operator, conditions))}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {searchIn.length > 0 && (
          <QuickSearch value={state.search ?? ''} label={searchLabel(searchIn, filterFields)} onSearch={search} />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {knownCount.current !== undefined && !failed ? countText(knownCount.current, exact.current) : ''}
        </Typography>
        <Button
          variant="outlined"
          title="The rows matching the filters, with the columns shown, as CSV"
          onClick={exportCsv}
          disabled={csv.progress !== undefined}
          startIcon={csv.progress ? <Spinner size={16} /> : <DownloadIcon />}
        >
          {csv.progress ? `Exporting${csv.progress.total ? ` ${csv.progress.done}/${csv.progress.total}` : '…'}` : 'Export CSV'}
        </Button>
        {actions}
      </Stack>
      {summary}
      {error && !failed && <ErrorState error={error} />}
      {csv.error && <ErrorState message={csv.error} onRetry={exportCsv} />}
      {/* A flex column parent lets the grid grow with its rows, never below a usable height. */}
      {failed ? (
        <ErrorState title={t('errors.listFailed')} error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: reservedHeight, width: '100%', position: 'relative' }}>
          <MoreColumnsShadow show={moreColumns} />
          <DataGrid<Row>
            apiRef={apiRef}
            rows={rows}
            columns={gridColumns}
            columnVisibilityModel={columnChoice.model}
            onColumnVisibilityModelChange={columnChoice.choose}
            showToolbar
            slots={{ toolbar: ListGridToolbar, loadingOverlay: QuietLoadingOverlay }}
            rowCount={rowCount}
            paginationMeta={{ hasNextPage }}
            loading={loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            disableRowSelectionOnClick
            pageSizeOptions={sizeOptions}
            paginationModel={paginationModel}
            onPaginationModelChange={changePage}
            sortModel={sortModel}
            onSortModelChange={(model: GridSortModel) => go(withSort(latest.current, gridSortToState(model)))}
            localeText={{ noRowsLabel: emptyText, noResultsOverlayLabel: emptyText }}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
            sx={{ [`& .${ROW_LINK_CELL}`]: { p: 0 } }}
          />
        </Box>
      )}
    </Stack>
  );
}
