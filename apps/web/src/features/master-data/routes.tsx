import { defineResource, pagesOf } from '../../base/resource';

export const units = defineResource({
  path: '/unit',
  title: 'Unit',
  authority: 'UNIT',
  navigation: { group: 'menu-and-ingredient' },
  pages: pagesOf(() => import('./units/units').then((module) => module.unitPages)),
});

export const ingredients = defineResource({
  path: '/ingredient',
  title: 'Ingredient',
  authority: 'INGREDIENT',
  navigation: { group: 'menu-and-ingredient' },
  pages: { list: () => import('./ingredients/IngredientListPage'), add: () => import('./ingredients/IngredientAddPage'), edit: () => import('./ingredients/IngredientEditPage') },
});

export const packagings = defineResource({
  path: '/packaging',
  title: 'Packaging',
  authority: 'PACKAGING',
  navigation: { group: 'menu-and-ingredient' },
  pages: pagesOf(() => import('./packagings/packagings').then((module) => module.packagingPages), { detail: true }),
});

export const spareParts = defineResource({
  path: '/spare-part',
  title: 'Spare Part',
  authority: 'SPARE_PART',
  navigation: { group: 'machine' },
  pages: pagesOf(() => import('./spare-parts/spare-parts').then((module) => module.sparePartPages)),
});

export const clusters = defineResource({
  path: '/cluster',
  title: 'Cluster',
  authority: 'CLUSTER',
  navigation: { group: 'general' },
  pages: pagesOf(() => import('./clusters/clusters').then((module) => module.clusterPages)),
});

export const hubTypes = defineResource({
  path: '/hub-type',
  title: 'Hub Type',
  authority: 'HUB_TYPE',
  navigation: { group: 'general' },
  pages: pagesOf(() => import('./hub-types/hub-types').then((module) => module.hubTypePages), { detail: true }),
});

export const hubEntities = defineResource({
  path: '/hub-entity',
  title: 'Hub Entity',
  authority: 'HUB_ENTITY',
  navigation: { group: 'general' },
  pages: pagesOf(() => import('./hub-entities/hub-entities').then((module) => module.hubEntityPages), { detail: true }),
});

export const masterDataResources = [units, ingredients, packagings, spareParts, clusters, hubTypes, hubEntities];
