import { graphql } from "../../gql";

export const ExportMyDataQuery = graphql(`
  query ExportMyData {
    exportMyData
  }
`);

export const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($input: DeleteAccountInput!) {
    deleteMyAccount(input: $input)
  }
`);

export const AccountProofQuery = graphql(`
  query AccountProof {
    me {
      id
      hasPassword
    }
  }
`);
