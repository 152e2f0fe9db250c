import { getOperationAST } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { useGraphQlJit } from '@envelop/graphql-jit';

/**
 * Queries run compiled (graphql-jit): each operation's document is turned once into a function that
 * resolves and completes its fields without graphql-js's generic walk, which was the largest single
 * item of a list page's server time (docs/performance.md). Mutations and subscriptions, and a query
 * whose variables do not coerce, stay on graphql-js's executor, whose refusals the console shows
 * (its messages name the variable and the expected form).
 */
export function useCompiledQueries() {
  return useGraphQlJit(
    {},
    {
      enableIf({ schema, document, operationName, variableValues }) {
        const operation = getOperationAST(document, operationName);
        if (operation?.operation !== 'query') return false;
        return !getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {}, { maxErrors: 1 }).errors;
      },
    },
  );
}
