import { graphql } from "../../gql";
import type { LtiPlatformInput } from "../../gql/graphql";
import { gql } from "../../providers/graphqlClient";

const PlatformsQuery = graphql(`
  query AdminLtiPlatforms {
    adminLtiPlatforms {
      id
      name
      issuer
      clientId
      deploymentIds
      authLoginUrl
      accessTokenUrl
      jwksUrl
    }
    adminLtiToolConfig {
      loginUrl
      launchUrl
      redirectUris
      jwksUrl
      deepLinkingUrl
    }
  }
`);

const RegisterMutation = graphql(`
  mutation AdminRegisterLtiPlatform($input: LtiPlatformInput!) {
    adminRegisterLtiPlatform(input: $input) {
      id
    }
  }
`);

export const loadPlatforms = () => gql(PlatformsQuery, {});

/** The form's values as the mutation's input: deployment ids one per line or comma-separated. */
export function platformInput(values: Record<string, string>): LtiPlatformInput {
  return {
    name: values.name ?? "",
    issuer: values.issuer ?? "",
    clientId: values.clientId ?? "",
    deploymentIds: (values.deploymentIds ?? "")
      .split(/[\n,]/)
      .map((d) => d.trim())
      .filter(Boolean),
    authLoginUrl: values.authLoginUrl ?? "",
    accessTokenUrl: values.accessTokenUrl ?? "",
    jwksUrl: values.jwksUrl ?? "",
  };
}

export const registerPlatform = (values: Record<string, string>) => gql(RegisterMutation, { input: platformInput(values) });
