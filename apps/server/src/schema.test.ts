import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema';

describe('schema.graphql', () => {
  it('is the schema the server serves (run npm run schema after changing the API)', () => {
    const committed = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`);
  });
});
