import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { units, ingredients, packagings, spareParts, clusters, hubTypes, hubEntities } from './links';

const unitsRoutes = resourceRoutes(units, {
  navigation: { group: 'menu-and-ingredient' },
  pages: pagesOf(() => import('./units/units').then((module) => module.unitPages)),
});

const ingredientsRoutes = resourceRoutes(ingredients, {
  navigation: { group: 'menu-and-ingredient' },
  pages: { list: () => import('./ingredients/IngredientListPage'), add: () => import('./ingredients/IngredientAddPage'), edit: () => import('./ingredients/IngredientEditPage') },
});

const packagingsRoutes = resourceRoutes(packagings, {
  navigation: { group: 'menu-and-ingredient' },
  pages: pagesOf(() => import('./packagings/packagings').then((module) => module.packagingPages), { detail: true }),
});

const sparePartsRoutes = resourceRoutes(spareParts, {
  navigation: { group: 'machine' },
  pages: pagesOf(() => import('./spare-parts/spare-parts').then((module) => module.sparePartPages)),
});

const clustersRoutes = resourceRoutes(clusters, {
  navigation: { group: 'general' },
  pages: pagesOf(() => import('./clusters/clusters').then((module) => module.clusterPages)),
});

const hubTypesRoutes = resourceRoutes(hubTypes, {
  navigation: { group: 'general' },
  pages: pagesOf(() => import('./hub-types/hub-types').then((module) => module.hubTypePages), { detail: true }),
});

const hubEntitiesRoutes = resourceRoutes(hubEntities, {
  navigation: { group: 'general' },
  pages: pagesOf(() => import('./hub-entities/hub-entities').then((module) => module.hubEntityPages), { detail: true }),
});

export const masterDataRoutes: PageRoute[] = [...unitsRoutes, ...ingredientsRoutes, ...packagingsRoutes, ...sparePartsRoutes, ...clustersRoutes, ...hubTypesRoutes, ...hubEntitiesRoutes];
