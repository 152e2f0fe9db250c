import type { ComponentType } from 'react';
import type { Action, Authority, Entity, ViewStem } from '@back-office/domain';
import type { NavigationGroupId, PageModule, PageRoute } from './route-table';

/** A page's code, loaded on demand: a module whose default export is the page, or the page itself. */
type PageLoader = () => Promise<PageModule | ComponentType>;

/** A resource's addresses, title and authorities: what its links are made of. */
export interface LinksDefinition<Stem extends ViewStem = Entity> {
  /** The list's address, e.g. '/hub-type'; add, detail and edit live below it. */
  path: string;
  /** Where the list is when not at `path`, e.g. categories listed at '/shop-menu-category' and kept under '/shop-menu-category/category'. */
  listPath?: string;
  /** Where a record's detail and edit pages are when not below `path`, e.g. '/machine/machine' for /machine/machine/{machineId}. */
  recordPath?: string;
  /** The spec's words for one record, e.g. 'Hub Type': the titles "Add Hub Type", "Hub Type Detail", "Edit Hub Type". */
  title: string;
  /** The authorities' stem, e.g. 'HUB_TYPE': VIEW_ for the list and detail, CREATE_ for add, UPDATE_ for edit. */
  authority: Stem;
  /** Whether a record has a detail page; without one a row opens its edit page. */
  detailPage?: boolean;
}

/** The typed links every page uses instead of writing addresses by hand. */
export interface Resource<Stem extends ViewStem = Entity> {
  /** The address the add page lives below. */
  path: string;
  /** The address a record's detail and edit pages live below. */
  recordPath: string;
  title: string;
  /** The route parameter naming a record, e.g. 'hubTypeId' for '/hub-type/:hubTypeId'. */
  param: string;
  authority: Stem;
  hasDetailPage: boolean;
  listUrl: string;
  addUrl: string;
  /** The record's detail page, or its edit page when the resource has no detail page. */
  url: (id: number) => string;
  editUrl: (id: number) => string;
}

type EntityPages = { list: PageLoader; add?: PageLoader; detail?: PageLoader; edit?: PageLoader };
/** Pages that only show, behind one VIEW_ authority that need not be an entity's (VIEW_ORDER_LOG). */
type ViewPages = { list: PageLoader; detail?: PageLoader };

/** What a resource's routes add to its links: the sidebar entry and the pages it has. */
export interface RoutesDefinition<Stem extends ViewStem = Entity> {
  /** The sidebar group; the entry reads as the title unless a label is given. */
  navigation?: { group: NavigationGroupId; label?: string };
  /** The pages it has: a detail page exactly when the links say so. */
  pages: Stem extends Entity ? EntityPages : ViewPages;
}

/** '/hub-type' gives 'hubTypeId'; '/shop-menu-category/subcategory' gives 'subcategoryId'. */
const paramOf = (path: string) => `${path.slice(path.lastIndexOf('/') + 1).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Id`;

const asModule = (loader: PageLoader) => async (): Promise<PageModule> => {
  const loaded = await loader();
  return 'default' in loaded ? loaded : { default: loaded };
};

/** One definition gives a resource's links: its list, add, detail and edit addresses. */
export function defineResource(definition: LinksDefinition): Resource {
  return linksOf(definition);
}

/** The same for pages that only show: a list and perhaps a detail page, behind VIEW_ of the stem. */
export function defineViewResource(definition: LinksDefinition<ViewStem>): Resource<ViewStem> {
  return linksOf(definition);
}

function linksOf<Stem extends ViewStem>({ path, listPath, recordPath = path, title, authority, detailPage = false }: LinksDefinition<Stem>): Resource<Stem> {
  const editUrl = (id: number) => `${recordPath}/${id}/edit`;
  return {
    path,
    recordPath,
    title,
    param: paramOf(path),
    authority,
    hasDetailPage: detailPage,
    listUrl: listPath ?? path,
    addUrl: `${path}/add`,
    url: (id) => (detailPage ? `${recordPath}/${id}` : editUrl(id)),
    editUrl,
  };
}

/** A resource's list, add, detail and edit routes, their titles, authorities and sidebar entry. */
export function resourceRoutes<Stem extends ViewStem>(links: Resource<Stem>, { navigation, pages }: RoutesDefinition<Stem>): PageRoute[] {
  const { path, recordPath, title, param, authority } = links;
  const { add, detail, edit }: EntityPages = pages;
  if (Boolean(detail) !== links.hasDetailPage) throw new Error(`${title}: its links and its pages disagree on a detail page`);
  const page = (address: string, pageTitle: string, needs: Action, load: PageLoader | undefined): PageRoute[] =>
    // VIEW_ of any stem; CREATE_ and UPDATE_ only for an entity's pages, as the definitions' types allow.
    load ? [{ path: address, title: pageTitle, authority: `${needs}_${authority}` as Authority, load: asModule(load) }] : [];
  const [list] = page(links.listUrl, title, 'VIEW', pages.list);
  return [
    { ...list, navigation: navigation && { group: navigation.group, label: navigation.label ?? title } },
    ...page(`${path}/add`, `Add ${title}`, 'CREATE', add),
    ...page(`${recordPath}/:${param}`, `${title} Detail`, 'VIEW', detail),
    ...page(`${recordPath}/:${param}/edit`, `Edit ${title}`, 'UPDATE', edit),
  ];
}

type PageSet = { ListPage: ComponentType; AddPage: ComponentType; EditPage: ComponentType; DetailPage: ComponentType };

/** The loaders of a set of pages made in one module, such as a named record's; the detail page only when the resource has one. */
export function pagesOf(load: () => Promise<PageSet>, { detail = false } = {}): EntityPages {
  return {
    list: () => load().then((set) => set.ListPage),
    add: () => load().then((set) => set.AddPage),
    edit: () => load().then((set) => set.EditPage),
    ...(detail ? { detail: () => load().then((set) => set.DetailPage) } : {}),
  };
}
