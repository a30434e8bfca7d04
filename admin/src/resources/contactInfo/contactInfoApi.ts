import { graphql } from "../../gql";
import type { AdminContactInfoInput } from "../../gql/graphql";
import { localized, requiredText, rows, text, type FormValues } from "../../providers/formValues";
import { gql } from "../../providers/graphqlClient";
import { unsupported, type ResourceOps } from "../../providers/resource";

graphql(`
  fragment AdminContactInfoFields on AdminContactInfo {
    id
    logo
    logoUrl
    image
    imageUrl
    images {
      name
      file
      url
    }
    about {
      ...AdminLocalizedFields
    }
    goetheDesc {
      ...AdminLocalizedFields
    }
    telcDesc {
      ...AdminLocalizedFields
    }
    placementDesc {
      ...AdminLocalizedFields
    }
    email
    phone
  }
`);

const ContactInfoDocument = graphql(`
  query AdminContactInfo {
    record: adminContactInfo {
      ...AdminContactInfoFields
    }
  }
`);
const UpdateContactInfoDocument = graphql(`
  mutation AdminUpdateContactInfo($input: AdminContactInfoInput!) {
    record: adminUpdateContactInfo(input: $input) {
      ...AdminContactInfoFields
    }
  }
`);

/** The site texts as the form holds them → their input (named images need a name and a file). */
export const contactInfoInput = (d: FormValues): AdminContactInfoInput => ({
  logo: text(d.logo) ?? null,
  image: text(d.image) ?? null,
  email: text(d.email) ?? null,
  phone: text(d.phone) ?? null,
  images: rows(d.images)
    .filter((i) => i.name && i.file)
    .map((i) => ({ name: requiredText(i.name), file: requiredText(i.file) })),
  about: localized(d.about),
  goetheDesc: localized(d.goetheDesc),
  telcDesc: localized(d.telcDesc),
  placementDesc: localized(d.placementDesc),
});

/** The site-content singleton: read and saved whole, whatever id react-admin names. */
export const contactInfoApi: ResourceOps = {
  list: unsupported("contact_info", "list"),
  one: async () => (await gql(ContactInfoDocument, {})).record,
  create: unsupported("contact_info", "create"),
  update: async (_id, data) => (await gql(UpdateContactInfoDocument, { input: contactInfoInput(data) })).record,
  remove: unsupported("contact_info", "delete"),
};
