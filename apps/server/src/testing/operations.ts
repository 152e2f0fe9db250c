import { getNamedType, isLeafType, type GraphQLField } from 'graphql';

/**
 * The document that calls root field `field` with every argument as a variable of its own type, and
 * `__typename` as the selection of an object: what a test walking the schema sends for each field.
 */
export function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${definitions ? ` (${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}
