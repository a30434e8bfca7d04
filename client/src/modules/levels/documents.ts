import { graphql } from "../../gql";

/** A level as a link shows it: its name and its slug in the interface language (`$lang` of the operation). */
export const LevelLinkFieldsFragment = graphql(`
  fragment LevelLinkFields on Level {
    id
    cefr
    name
    slug(lang: $lang)
  }
`);

export const SiteLevelsQuery = graphql(`
  query SiteLevels($lang: Lang!) {
    goethe: levels(family: GOETHE) {
      ...LevelLinkFields
    }
    telc: levels(family: TELC) {
      ...LevelLinkFields
    }
  }
`);

export const ContactInfoQuery = graphql(`
  query ContactInfo($lang: Lang!) {
    contactInfo(lang: $lang) {
      about
      goetheDesc
      telcDesc
      placementDesc
      logoUrl
      imageUrl
      email
      phone
      images {
        name
        url
      }
    }
  }
`);

export const LevelPageQuery = graphql(`
  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {
    level(family: $family, slug: $slug) {
      ...LevelLinkFields
      family
      description(lang: $lang)
      images(lang: $lang) {
        url
        alt
        position
      }
      exams {
        id
        name
        teilCount
        skills
        timeLimits {
          reading
          listening
          writing
          speaking
        }
      }
    }
  }
`);
