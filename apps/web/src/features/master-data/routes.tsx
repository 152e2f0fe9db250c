import type { PageRoute } from '../../app/route-table';

export const masterDataRoutes: PageRoute[] = [
  { path: '/unit', title: 'Unit', authority: 'VIEW_UNIT', navigation: { group: 'menu-and-ingredient', label: 'Unit' }, load: () => import('./units/UnitListPage') },
  { path: '/unit/add', title: 'Add Unit', authority: 'CREATE_UNIT', load: () => import('./units/UnitAddPage') },
  { path: '/unit/:unitId/edit', title: 'Edit Unit', authority: 'UPDATE_UNIT', load: () => import('./units/UnitEditPage') },

  {
    path: '/ingredient',
    title: 'Ingredient',
    authority: 'VIEW_INGREDIENT',
    navigation: { group: 'menu-and-ingredient', label: 'Ingredient' },
    load: () => import('./ingredients/IngredientListPage'),
  },
  { path: '/ingredient/add', title: 'Add Ingredient', authority: 'CREATE_INGREDIENT', load: () => import('./ingredients/IngredientAddPage') },
  { path: '/ingredient/:ingredientId/edit', title: 'Edit Ingredient', authority: 'UPDATE_INGREDIENT', load: () => import('./ingredients/IngredientEditPage') },

  {
    path: '/packaging',
    title: 'Packaging',
    authority: 'VIEW_PACKAGING',
    navigation: { group: 'menu-and-ingredient', label: 'Packaging' },
    load: () => import('./packagings/PackagingListPage'),
  },
  { path: '/packaging/add', title: 'Add Packaging', authority: 'CREATE_PACKAGING', load: () => import('./packagings/PackagingAddPage') },
  { path: '/packaging/:packagingId', title: 'Packaging Detail', authority: 'VIEW_PACKAGING', load: () => import('./packagings/PackagingDetailPage') },
  { path: '/packaging/:packagingId/edit', title: 'Edit Packaging', authority: 'UPDATE_PACKAGING', load: () => import('./packagings/PackagingEditPage') },

  {
    path: '/spare-part',
    title: 'Spare Part',
    authority: 'VIEW_SPARE_PART',
    navigation: { group: 'machine', label: 'Spare Part' },
    load: () => import('./spare-parts/SparePartListPage'),
  },
  { path: '/spare-part/add', title: 'Add Spare Part', authority: 'CREATE_SPARE_PART', load: () => import('./spare-parts/SparePartAddPage') },
  { path: '/spare-part/:sparePartId/edit', title: 'Edit Spare Part', authority: 'UPDATE_SPARE_PART', load: () => import('./spare-parts/SparePartEditPage') },

  { path: '/cluster', title: 'Cluster', authority: 'VIEW_CLUSTER', navigation: { group: 'general', label: 'Cluster' }, load: () => import('./clusters/ClusterListPage') },
  { path: '/cluster/add', title: 'Add Cluster', authority: 'CREATE_CLUSTER', load: () => import('./clusters/ClusterAddPage') },
  { path: '/cluster/:clusterId/edit', title: 'Edit Cluster', authority: 'UPDATE_CLUSTER', load: () => import('./clusters/ClusterEditPage') },

  { path: '/hub-type', title: 'Hub Type', authority: 'VIEW_HUB_TYPE', navigation: { group: 'general', label: 'Hub Type' }, load: () => import('./hub-types/HubTypeListPage') },
  { path: '/hub-type/add', title: 'Add Hub Type', authority: 'CREATE_HUB_TYPE', load: () => import('./hub-types/HubTypeAddPage') },
  { path: '/hub-type/:hubTypeId', title: 'Hub Type Detail', authority: 'VIEW_HUB_TYPE', load: () => import('./hub-types/HubTypeDetailPage') },
  { path: '/hub-type/:hubTypeId/edit', title: 'Edit Hub Type', authority: 'UPDATE_HUB_TYPE', load: () => import('./hub-types/HubTypeEditPage') },

  {
    path: '/hub-entity',
    title: 'Hub Entity',
    authority: 'VIEW_HUB_ENTITY',
    navigation: { group: 'general', label: 'Hub Entity' },
    load: () => import('./hub-entities/HubEntityListPage'),
  },
  { path: '/hub-entity/add', title: 'Add Hub Entity', authority: 'CREATE_HUB_ENTITY', load: () => import('./hub-entities/HubEntityAddPage') },
  { path: '/hub-entity/:hubEntityId', title: 'Hub Entity Detail', authority: 'VIEW_HUB_ENTITY', load: () => import('./hub-entities/HubEntityDetailPage') },
  { path: '/hub-entity/:hubEntityId/edit', title: 'Edit Hub Entity', authority: 'UPDATE_HUB_ENTITY', load: () => import('./hub-entities/HubEntityEditPage') },
];
