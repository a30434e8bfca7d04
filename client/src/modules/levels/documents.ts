import { graphql } from "../../gql";

export const SiteLevelsQuery = graphql(`
  query SiteLevels($lang: Lang!) {
    goethe: levels(family: GOETHE) {
      id
      cefr
      name
      slug(lang: $lang)
    }
    telc: levels(family: TELC) {
      id
      cefr
      name
      slug(lang: $lang)
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
      id
      cefr
      family
      name
      slug(lang: $lang)
      description(lang: $lang)
      images(lang: $lang) {
        url
        alt
        position
      }
      exams {
        id
        name
        pageCount
        skills
        timeLimits {
          reading
          listening
        }
      }
    }
  }
`);
