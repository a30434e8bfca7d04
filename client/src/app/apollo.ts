import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { i18next } from "./i18n";
import { session } from "./session";

/**
 * Every request carries the bearer token (when there is one) and the interface language. An operation may name its
 * own token in its context (`bearer`): the print page asks for a key with the console's sign-in of a teacher.
 */
const headersLink = new ApolloLink((operation, forward) => {
  const own = (operation.getContext() as { bearer?: string | null }).bearer;
  const token = own ?? session.token();
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: {
      ...headers,
      "Accept-Language": i18next.language || "de",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  }));
  return forward(operation);
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([headersLink, new HttpLink({ uri: "/graphql" })]),
  cache: new InMemoryCache({
    typePolicies: {
      LevelSlugs: { keyFields: false },
      TimeLimits: { keyFields: false },
    },
  }),
  defaultOptions: {
    watchQuery: { fetchPolicy: "cache-and-network" },
  },
});
