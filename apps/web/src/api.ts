/** A GraphQL call to the server, with the session cookie. */
export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

export async function graphql<Data>(query: string, variables?: Record<string, unknown>): Promise<{ data?: Data | null; errors?: GraphqlError[] }> {
  const config = (await (await fetch('/config.json')).json()) as { graphqlUrl: string };
  const response = await fetch(config.graphqlUrl, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}
