import { graphql } from "../gql";

/** One text per language, as every localized field of the admin types is read. */
graphql(`
  fragment AdminLocalizedFields on AdminLocalized {
    de
    en
    ar
    fr
    es
  }
`);
