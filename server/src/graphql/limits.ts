/**
 * Limits on a GraphQL document, checked before anything executes: during validation (graphql-armor's rules: depth,
 * aliases, directives; graphql-js's parser: tokens), then, once the operation and its variables are known, its cost
 * with every list multiplied by its expected size (cost.ts). A time budget is checked before each field that issues
 * work. A document above a limit is refused with a translated BAD_USER_INPUT (HTTP 400) naming the limit
 * (`extensions.reason`, `extensions.limit`).
 */
import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { AppError } from "../common/errors";
import type { Message } from "../common/i18n";
import type { LangCode } from "../common/lang";
import { operationCost } from "./cost";
import { limitMessages } from "./limits.messages";

export interface GraphQLLimits {
  /** Field nesting, fragments flattened. */
  maxDepth: number;
  /** Aliases in one operation, fragments expanded. */
  maxAliases: number;
  /** The operation's cost, every list multiplied by its expected size (cost.ts). */
  maxCost: number;
  /** The size of a list field without `@listSize`. */
  defaultListSize: number;
  maxDirectives: number;
  /** Lexical tokens of the document (checked by the parser, before validation). */
  maxTokens: number;
  /** Time budget of one operation's execution, in milliseconds. */
  timeoutMs: number;
}

export type LimitReason =
  "QUERY_TOO_DEEP" | "TOO_MANY_ALIASES" | "QUERY_TOO_EXPENSIVE" | "TOO_MANY_DIRECTIVES" | "QUERY_TOO_LONG" | "TIME_BUDGET";

/** The refusal of a limit: BAD_USER_INPUT with the reason, the limit and what was found. */
export function limitError(reason: LimitReason, message: Message, limit: number, found?: number): AppError {
  const params = { limit, found: found === undefined ? "?" : Math.round(found) };
  // The cost is given to the caller: a client sees how far above the limit its operation is.
  const details =
    reason === "QUERY_TOO_EXPENSIVE" && found !== undefined ? { reason, limit, cost: Math.round(found) } : { reason, limit };
  return new AppError("BAD_USER_INPUT", message, details, params);
}

/** graphql-armor's options that turn its refusals into the product's translated errors (reported, not thrown). */
function refusal(reason: LimitReason, message: Message, limit: number) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, err: GraphQLError) => {
        const found = Number(/found (\d+(?:\.\d+)?)/.exec(err.message)?.[1] ?? Number.NaN);
        const app = limitError(reason, message, limit, Number.isFinite(found) ? found : undefined);
        ctx?.reportError(new GraphQLError(app.message, { originalError: app, extensions: { code: "BAD_USER_INPUT" } }));
      },
    ],
  };
}

/** The validation rules of the limits (added after graphql-js's own rules). */
export function limitRules(l: GraphQLLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: l.maxDepth, flattenFragments: true, ...refusal("QUERY_TOO_DEEP", limitMessages.tooDeep, l.maxDepth) }),
    maxAliasesRule({ n: l.maxAliases, ...refusal("TOO_MANY_ALIASES", limitMessages.tooManyAliases, l.maxAliases) }),
    maxDirectivesRule({
      n: l.maxDirectives,
      ...refusal("TOO_MANY_DIRECTIVES", limitMessages.tooManyDirectives, l.maxDirectives),
    }),
  ];
}

/**
 * The cost limit: once the operation and its variables are known (page sizes may be variables), before any resolver
 * runs. Above the limit: QUERY_TOO_EXPENSIVE with the limit and the computed `cost`, HTTP 400.
 */
export function costLimitPlugin(l: GraphQLLimits): ApolloServerPlugin<object> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operationName }) {
          // (a doubling document can price beyond what JSON carries exactly)
          const cost = Math.min(
            operationCost({ schema, document, operationName, variables: request.variables }, l),
            Number.MAX_SAFE_INTEGER,
          );
          if (cost <= l.maxCost) return;
          const app = limitError("QUERY_TOO_EXPENSIVE", limitMessages.tooExpensive, l.maxCost, cost);
          throw new GraphQLError(app.message, {
            originalError: app,
            extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
          });
        },
      };
    },
  };
}

/**
 * The refusal of a request over its rate budget (answered before the document is parsed): HTTP 429 with Retry-After,
 * RATE_LIMITED with `retryAfter` seconds, in the caller's language.
 */
export function tooManyRequests(retryAfter: number, lang: LangCode): GraphQLError {
  const app = new AppError(
    "RATE_LIMITED",
    limitMessages.tooManyRequests,
    { reason: "TOO_MANY_REQUESTS", retryAfter },
    { seconds: retryAfter },
  );
  app.lang = lang;
  return new GraphQLError(app.message, {
    originalError: app,
    extensions: {
      code: "RATE_LIMITED",
      http: { status: 429, headers: new HeaderMap([["retry-after", String(retryAfter)]]) },
    },
  });
}

/** graphql-js's parser refusal of a document above `maxTokens`, as the product's error (null for other errors). */
export function tokenLimitError(message: string, l: GraphQLLimits): AppError | null {
  if (!/Document contains more tha[nt] \d+ tokens/.test(message)) return null;
  return limitError("QUERY_TOO_LONG", limitMessages.tooLong, l.maxTokens);
}

/** The time budget of one execution, kept in the request's context by the plugin below. */
interface TimeBudget {
  deadline: number;
  timeoutMs: number;
  over?: AppError;
}
type Budgeted = { timeBudget?: TimeBudget };

/**
 * The time budget: each execution gets a deadline (timeBudgetPlugin), and every field that issues work (a root
 * field, a field with arguments, a list or an object: timeBudgetFields) fails with TIME_BUDGET once it has passed, so
 * a runaway operation stops issuing work instead of holding the process. Leaves (a scalar read off its parent)
 * issue none and are left as they are; a plugin's willResolveField would have wrapped every field of every reply.
 */
export function timeBudgetPlugin<C>(timeoutMs: number): ApolloServerPlugin<C & object> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ contextValue }) {
          (contextValue as Budgeted).timeBudget = { deadline: Date.now() + timeoutMs, timeoutMs };
        },
      };
    },
  };
}

/** Wraps the fields that issue work with the time budget's check (at schema build). */
export function timeBudgetFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    const root = type === schema.getQueryType() || type === schema.getMutationType();
    for (const field of Object.values(type.getFields())) {
      const issuesWork =
        root || field.args.length > 0 || isListType(getNullableType(field.type)) || isObjectType(getNamedType(field.type));
      if (!issuesWork) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const budget = (context as Budgeted).timeBudget;
        if (budget && Date.now() > budget.deadline)
          throw (budget.over ??= limitError("TIME_BUDGET", limitMessages.timeBudget, budget.timeoutMs));
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
