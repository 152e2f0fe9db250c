import { readFileSync } from 'node:fs';
import { buildSchema, isInterfaceType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { POSSIBLE_TYPES } from './possible-types';

describe('the cache’s possible types', () => {
  it('name every interface of the schema with every type that implements it', () => {
    const schema = buildSchema(readFileSync(new URL('../../../server/schema.graphql', import.meta.url), 'utf8'));
    const interfaces = Object.values(schema.getTypeMap()).filter(isInterfaceType);
    const expected = Object.fromEntries(interfaces.map((type) => [type.name, schema.getPossibleTypes(type).map((object) => object.name).sort()]));
    expect(Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([name, types]) => [name, [...types].sort()]))).toEqual(expected);
  });
});
