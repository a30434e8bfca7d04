import type { Identifier, RaRecord } from "react-admin";
import type { AdminListInput, TypedDocumentString } from "../gql/graphql";
import { gql } from "./graphqlClient";
import { listInput, type FormValues, type ListRequest } from "./formValues";

/** What the data provider asks of one resource. */
export interface ResourceOps {
  list(request: ListRequest): Promise<{ data: RaRecord[]; total: number }>;
  one(id: Identifier): Promise<RaRecord | null>;
  create(data: FormValues): Promise<RaRecord>;
  update(id: Identifier, data: FormValues): Promise<RaRecord>;
  remove(id: Identifier): Promise<RaRecord>;
}

/**
 * The typed documents of a resource held in the admin lists' common shape: each operation aliases its
 * field (`page`, `record`), so one set of calls serves every resource while codegen checks each document.
 */
export interface ResourceDocuments<R extends RaRecord, Input> {
  list: TypedDocumentString<{ page: { total: number; items: R[] } }, { filter?: AdminListInput | null }>;
  one: TypedDocumentString<{ record?: R | null }, { id: string }>;
  create?: TypedDocumentString<{ record: R }, { input: Input }>;
  update?: TypedDocumentString<{ record: R }, { id: string; input: Input }>;
  remove?: TypedDocumentString<{ record: { id: string } }, { id: string }>;
  /** The record as the form holds it → the GraphQL input. */
  toInput: (data: FormValues) => Input;
}

/** An operation the resource does not offer (react-admin shows the error). */
export const unsupported = (resource: string, operation: string) => () =>
  Promise.reject(new Error(`${resource}: ${operation} is not supported`));

export function defineResource<R extends RaRecord, Input>(name: string, docs: ResourceDocuments<R, Input>): ResourceOps {
  const { create, update, remove, toInput } = docs;
  return {
    async list(request) {
      const { page } = await gql(docs.list, { filter: listInput(request) });
      return { data: page.items, total: page.total };
    },
    async one(id) {
      return (await gql(docs.one, { id: String(id) })).record ?? null;
    },
    create: create ? async (data) => (await gql(create, { input: toInput(data) })).record : unsupported(name, "create"),
    update: update
      ? async (id, data) => (await gql(update, { id: String(id), input: toInput(data) })).record
      : unsupported(name, "update"),
    remove: remove ? async (id) => (await gql(remove, { id: String(id) })).record : unsupported(name, "delete"),
  };
}
