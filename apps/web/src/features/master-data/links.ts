import { defineResource } from '../../base/resource';

export const units = defineResource({
  path: '/unit',
  title: 'Unit',
  authority: 'UNIT',
});

export const ingredients = defineResource({
  path: '/ingredient',
  title: 'Ingredient',
  authority: 'INGREDIENT',
});

export const packagings = defineResource({
  path: '/packaging',
  title: 'Packaging',
  authority: 'PACKAGING',
  detailPage: true,
});

export const spareParts = defineResource({
  path: '/spare-part',
  title: 'Spare Part',
  authority: 'SPARE_PART',
});

export const clusters = defineResource({
  path: '/cluster',
  title: 'Cluster',
  authority: 'CLUSTER',
});

export const hubTypes = defineResource({
  path: '/hub-type',
  title: 'Hub Type',
  authority: 'HUB_TYPE',
  detailPage: true,
});

export const hubEntities = defineResource({
  path: '/hub-entity',
  title: 'Hub Entity',
  authority: 'HUB_ENTITY',
  detailPage: true,
});
