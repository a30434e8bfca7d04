/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n    telc: levels(family: TELC) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n  }\n": typeof types.SiteLevelsDocument,
    "\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n": typeof types.ContactInfoDocument,
    "\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      id\n      cefr\n      family\n      name\n      slug(lang: $lang)\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        pageCount\n        skills\n        timeLimits {\n          reading\n          listening\n        }\n      }\n    }\n  }\n": typeof types.LevelPageDocument,
};
const documents: Documents = {
    "\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n    telc: levels(family: TELC) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n  }\n": types.SiteLevelsDocument,
    "\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n": types.ContactInfoDocument,
    "\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      id\n      cefr\n      family\n      name\n      slug(lang: $lang)\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        pageCount\n        skills\n        timeLimits {\n          reading\n          listening\n        }\n      }\n    }\n  }\n": types.LevelPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n    telc: levels(family: TELC) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n  }\n"): (typeof documents)["\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n    telc: levels(family: TELC) {\n      id\n      cefr\n      name\n      slug(lang: $lang)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      id\n      cefr\n      family\n      name\n      slug(lang: $lang)\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        pageCount\n        skills\n        timeLimits {\n          reading\n          listening\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      id\n      cefr\n      family\n      name\n      slug(lang: $lang)\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        pageCount\n        skills\n        timeLimits {\n          reading\n          listening\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;