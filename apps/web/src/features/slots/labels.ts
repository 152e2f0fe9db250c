import type { InstructionState } from '../../gql/types';

/** Where the last sending of a setting's prices is, in the words of the machine's instruction log. */
export const PRICE_SEND_STATES: Record<InstructionState, string> = {
  PENDING: 'Waiting for the machine',
  FETCHED: 'Fetched, not acknowledged',
  ACKNOWLEDGED: 'Acknowledged by the machine',
  SUPERSEDED: 'Superseded before acknowledged',
  CLEARED: 'Withdrawn',
};

export const priceSendLabel = (send: { state: InstructionState } | null | undefined) => (send ? PRICE_SEND_STATES[send.state] : 'Never sent');
