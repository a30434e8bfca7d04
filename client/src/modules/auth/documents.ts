import { graphql } from "../../gql";

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    name
    email
    isGuest
    isAdmin
    mobile
    language
    country
    photoUrl
    emailConfirmed
  }
`);

/** What a sign-in answers: the bearer token and its user. */
export const AuthPayloadFieldsFragment = graphql(`
  fragment AuthPayloadFields on AuthPayload {
    token
    user {
      ...UserFields
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

export const AuthProvidersQuery = graphql(`
  query AuthProviders {
    authProviders {
      google
      googleUrl
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...AuthPayloadFields
    }
  }
`);

export const ExchangeLoginCodeMutation = graphql(`
  mutation ExchangeLoginCode($code: String!) {
    exchangeLoginCode(code: $code) {
      ...AuthPayloadFields
    }
  }
`);

export const StartGuestSessionMutation = graphql(`
  mutation StartGuestSession {
    startGuestSession {
      token
      user {
        id
        isGuest
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      ...AuthPayloadFields
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...UserFields
    }
  }
`);
