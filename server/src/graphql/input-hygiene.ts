import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, Kind, visit, type DocumentNode } from "graphql";
import { FieldErrors } from "../common/errors";
import { commonMessages } from "../common/i18n";
import { inputProblems } from "../common/input-hygiene";

/** The NUL bytes in a document's string literals (`"a\u0000b"`), by argument path. */
/** The arguments whose literal strings hold a NUL byte, per parsed document (Apollo reuses a document it has seen). */
const literalsSeen = new WeakMap<DocumentNode, string[]>();

function literalProblems(doc: DocumentNode, errors: FieldErrors): void {
  let fields = literalsSeen.get(doc);
  if (!fields) {
    const found: string[] = [];
    visit(doc, {
      StringValue(node, _key, parent, _path, ancestors) {
        if (!node.value.includes("\u0000")) return;
        const arg = [...ancestors, parent]
          .reverse()
          .find((a) => !Array.isArray(a) && (a as { kind?: string }).kind === Kind.ARGUMENT);
        found.push((arg as { name?: { value: string } } | undefined)?.name?.value ?? "query");
      },
    });
    fields = found;
    literalsSeen.set(doc, fields);
  }
  for (const field of fields) errors.add(field, commonMessages.nulByte, { field });
}

/**
 * Refuses, before any resolver runs, input that must never reach a service or PostgreSQL: NUL bytes in
 * variables or literals, nesting past any real input. BAD_USER_INPUT (HTTP 400) naming the fields.
 * (Types, required fields and null entries of non-null lists are GraphQL's own coercion.)
 */
export const inputHygienePlugin: ApolloServerPlugin<object> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const errors = new FieldErrors();
        // null entries are GraphQL's to judge: `[String]` allows them, `[String!]` refuses them.
        for (const p of inputProblems(request.variables ?? {}, { nullEntries: true }))
          errors.add(p.field, p.message, { field: p.field });
        literalProblems(document, errors);
        try {
          errors.throwIfAny({ reason: "INVALID_INPUT" });
        } catch (err) {
          throw new GraphQLError("BAD_USER_INPUT", {
            originalError: err as Error,
            extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
          });
        }
      },
    };
  },
};
