import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema';

/** Writes the committed contract, schema.graphql, that the web app's codegen reads. */
const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`Wrote ${target}`);
