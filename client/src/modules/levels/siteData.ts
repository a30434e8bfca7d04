import type { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { gqlLang, type LangCode } from "../../app/lang";
import { useLang } from "../../app/useLang";
import { ContactInfoQuery, SiteLevelsQuery } from "./documents";

/**
 * The site's texts and images (contact info) and its levels: the header, the footer and several pages show them.
 * They are asked for once per page load and language (cache-first), so the page and its header and footer share one
 * request each; main.tsx asks for both as soon as the script runs, beside the interface texts.
 */
export function useContactInfo() {
  const { gql } = useLang();
  return useQuery(ContactInfoQuery, { variables: { lang: gql }, fetchPolicy: "cache-first" });
}

export function useSiteLevels() {
  const { gql } = useLang();
  return useQuery(SiteLevelsQuery, { variables: { lang: gql }, fetchPolicy: "cache-first" });
}

/** Starts both requests before the first render (their answers land in the cache the hooks read). */
export function prefetchSiteData(client: ApolloClient, lang: LangCode): void {
  const variables = { lang: gqlLang(lang) };
  // a failure shows where the data is used (the hooks ask again and show the error with a retry)
  void client.query({ query: ContactInfoQuery, variables }).catch(() => undefined);
  void client.query({ query: SiteLevelsQuery, variables }).catch(() => undefined);
}
