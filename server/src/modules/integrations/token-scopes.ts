import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { AppError } from "../../common/errors";
import type { Context } from "../../graphql/context";
import { integrationMessages as M } from "./integrations.messages";

/** The scopes a personal access token may carry. */
export const API_SCOPES = ["read:content", "read:results", "write:courses"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * The one table of what a personal access token may reach: each root field it opens and the scope that opens it.
 * Every root field not named here (the console's admin fields, sign-in and account settings, token and webhook
 * management itself, the learner's own mutations) is refused to every token. `write:courses` opens the courses domain's
 * teacher mutations; a read-only token changes nothing.
 */
export const TOKEN_SCOPES: { query: Record<string, ApiScope>; mutation: Record<string, ApiScope> } = {
  query: {
    // the catalogue and the exams' content
    levels: "read:content",
    level: "read:content",
    exam: "read:content",
    contactInfo: "read:content",
    practiceSets: "read:content",
    placementOutline: "read:content",
    audioCues: "read:content",
    printSheet: "read:content",
    printKey: "read:content",
    calibrationSample: "read:content",
    // the owner's results, and what a teacher sees of learners' work
    me: "read:results",
    myAttempts: "read:results",
    attempt: "read:results",
    checkedAnswers: "read:results",
    myDrills: "read:results",
    myMistakes: "read:results",
    mistakeCount: "read:results",
    mastery: "read:results",
    readiness: "read:results",
    myPlacementRuns: "read:results",
    placementRun: "read:results",
    myWords: "read:results",
    dueWords: "read:results",
    wordDeck: "read:results",
    gradingQueue: "read:results",
    productiveAnswer: "read:results",
    learners: "read:results",
    learner: "read:results",
    // courses: a teacher's classes, their assignments, progress and class view
    myCourses: "read:results",
    course: "read:results",
    assignment: "read:results",
    myAssignments: "read:results",
  },
  // a school's roster and schedule tools: courses and assignments, never joining, leaving or starting work as a learner
  mutation: {
    createCourse: "write:courses",
    updateCourse: "write:courses",
    rotateJoinCode: "write:courses",
    removeFromCourse: "write:courses",
    addCourseTeacher: "write:courses",
    assign: "write:courses",
    importCourseRoster: "write:courses",
    joinLtiCourse: "write:courses",
  },
};

/** Meta fields every operation may select. */
const META = new Set(["__typename", "__schema", "__type"]);

/** The root fields an operation selects, through fragments and inline fragments, by name (aliases do not hide them). */
export function rootFields(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) names.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...names];
}

/** The refusal of the first root field the scopes do not open, or null when they open every one. */
export function scopeRefusal(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  scopes: readonly string[],
): AppError | null {
  const table: Record<string, ApiScope> =
    operation.operation === "query" ? TOKEN_SCOPES.query : operation.operation === "mutation" ? TOKEN_SCOPES.mutation : {};
  for (const field of rootFields(document, operation)) {
    if (META.has(field)) continue;
    const scope = Object.hasOwn(table, field) ? table[field] : undefined;
    if (!scope) return new AppError("FORBIDDEN", M.fieldNotForTokens, { reason: "NOT_FOR_TOKENS", field }, { field });
    if (!scopes.includes(scope))
      return new AppError("FORBIDDEN", M.fieldNeedsScope, { reason: "MISSING_SCOPE", field, scope }, { field, scope });
  }
  return null;
}

/**
 * A request with a personal access token runs only when its scopes open every root field the operation selects:
 * checked once the operation is known, before any resolver runs; otherwise FORBIDDEN (HTTP 403) naming the field and
 * the scope it needs, in the caller's language.
 */
export const tokenScopePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, contextValue }) {
        const token = contextValue.actor.principal?.apiToken;
        if (!token || !operation) return;
        const refusal = scopeRefusal(document, operation, token.scopes);
        if (!refusal) return;
        refusal.lang = contextValue.lang;
        const { message, extensions } = refusal.localise(contextValue.lang);
        throw new GraphQLError(message, { originalError: refusal, extensions: { ...extensions, http: { status: 403 } } });
      },
    };
  },
};
