import { ApolloLink, makeVar } from '@apollo/client';
import { finalize } from 'rxjs';

/*
 * The layout's isLoading flag (local-only client state): true while any query or mutation is on its
 * way, shown as a thin bar under the app bar. Subscriptions stay open, so they do not count.
 */
export const isLoading = makeVar(false);

let inFlight = 0;

// Queries start while a page renders; the flag changes just after, since React forbids updating the
// app bar while it renders another component.
function publish(): void {
  queueMicrotask(() => isLoading(inFlight > 0));
}

export function operationStarted(): void {
  inFlight += 1;
  publish();
}

export function operationFinished(): void {
  inFlight = Math.max(0, inFlight - 1);
  publish();
}

export const trackLoading = new ApolloLink((operation, forward) => {
  operationStarted();
  return forward(operation).pipe(finalize(operationFinished));
});
