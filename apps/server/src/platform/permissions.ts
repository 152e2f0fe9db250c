import type { GraphQLSchema } from 'graphql';
import { isAuthority, type Authority } from '@back-office/domain';

/**
 * Access is declared on every root field (see builder.ts) and nothing is open by default:
 * the server refuses to start when a Query, Mutation or Subscription field declares nothing.
 */

type Declaration = { public?: boolean; session?: boolean; authority?: Authority | readonly Authority[] };

/** A field open to holders of any one of several authorities is written `A | B` in the access map. */
const ANY_ONE = ' | ';

const authorityOf = (declared: Declaration | undefined) => (typeof declared?.authority === 'string' ? declared.authority : declared?.authority?.join(ANY_ONE));

function declarationOf(field: { extensions?: { pothosOptions?: unknown } | null }): Declaration | undefined {
  const options = field.extensions?.pothosOptions as { authScopes?: Declaration } | undefined;
  return options?.authScopes;
}

/** `Query.roles` → `VIEW_ROLE`, `Mutation.doLogin` → `public`, `Query.me` → `session`, `A | B` for any one of two; `undefined` where nothing is declared. */
export function accessMap(schema: GraphQLSchema): Record<string, string | undefined> {
  const map: Record<string, string | undefined> = {};
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const declared = declarationOf(field);
      map[`${root.name}.${field.name}`] = authorityOf(declared) ?? (declared?.session ? 'session' : declared?.public ? 'public' : undefined);
    }
  }
  return map;
}

export function assertAccessDeclared(schema: GraphQLSchema): void {
  const problems = Object.entries(accessMap(schema)).flatMap(([field, access]) => {
    if (!access) return [`${field} declares no access`];
    if (access === 'public' || access === 'session') return [];
    return access.split(ANY_ONE).filter((name) => !isAuthority(name)).map((name) => `${field} needs unknown authority ${name}`);
  });
  if (problems.length > 0) throw new Error(`Access declarations are wrong:\n${problems.join('\n')}`);
}

/**
 * Ends the description of every root field with the access it declares, so that the contract says
 * who may call what: read from the same declarations the server enforces.
 */
export function describeAccess(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const access = accessSentence(declarationOf(field));
      field.description = [field.description?.trim(), access].filter(Boolean).join('\n\n');
    }
  }
}

function accessSentence(declared: Declaration | undefined): string | undefined {
  const needed = declared?.authority;
  if (typeof needed === 'string') return `Needs the ${needed} authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.`;
  if (needed) return `Needs one of the ${needed.slice(0, -1).join(', ')} or ${needed.at(-1)} authorities: FORBIDDEN with none of them, UNAUTHENTICATED when not signed in.`;
  if (declared?.session) return 'Needs a signed-in user: UNAUTHENTICATED otherwise.';
  if (declared?.public) return 'Open to anyone, signed in or not.';
  return undefined;
}
