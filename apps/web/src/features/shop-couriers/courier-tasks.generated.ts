/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CourierOrdersByCourierQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierOrdersByCourierQuery = { courierOrdersByCourier: Array<{ shopOrderId: number, orderNo: string, orderNoAlias: string, state: string, status: string | null, eventDate: string | null, customerName: string | null, receiverName: string | null, address: string | null, addressDetail: string | null, contactPersonPhoneNumber: string | null, paidAmount: number, paymentMethod: string, pickUpTime: string | null, deliveredTime: string | null, hub: { id: number, name: string, address: string | null } | null, menus: Array<{ name: string, amount: number, note: string | null }> }> | null };

export type DeliverCourierOrderMutationVariables = Exact<{
  shopOrderId: number;
}>;


export type DeliverCourierOrderMutation = { deliverCourierOrder: { shopOrderId: number, deliveryStatus: string | null } | null };

export type CompleteCourierOrderMutationVariables = Exact<{
  shopOrderId: number;
}>;


export type CompleteCourierOrderMutation = { completeCourierOrder: { shopOrderId: number, deliveryStatus: string | null } | null };


export const CourierOrdersByCourierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourierOrdersByCourier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courierOrdersByCourier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"orderNoAlias"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"receiverName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPersonPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"pickUpTime"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTime"}},{"kind":"Field","name":{"kind":"Name","value":"hub"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<CourierOrdersByCourierQuery, CourierOrdersByCourierQueryVariables>;
export const DeliverCourierOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliverCourierOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliverCourierOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shopOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}}]}}]}}]} as unknown as DocumentNode<DeliverCourierOrderMutation, DeliverCourierOrderMutationVariables>;
export const CompleteCourierOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteCourierOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shopOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeCourierOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shopOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shopOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}}]}}]}}]} as unknown as DocumentNode<CompleteCourierOrderMutation, CompleteCourierOrderMutationVariables>;