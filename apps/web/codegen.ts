import type { CodegenConfig } from '@graphql-codegen/cli';

const config = {
  scalars: { DateTime: 'string', Date: 'string' },
  enumsAsTypes: true,
  useTypeImports: true,
  avoidOptionals: { field: true, inputValue: false },
};

/**
 * Typed documents for the web app from the committed server schema. Each feature's `.graphql` file gets
 * a `.generated.ts` beside it, so a page's bundle holds only its own documents. `npm run codegen`.
 */
const codegen: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: 'src/**/*.graphql',
  generates: {
    'src/gql/types.ts': { plugins: ['typescript'], config },
    'src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/types.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      // Input and enum types come from gql/types.ts instead of being repeated in every file.
      config: { ...config, importSchemaTypesFrom: 'src/gql/types.ts' },
    },
  },
};

export default codegen;
