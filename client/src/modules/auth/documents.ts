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
      token
      user {
        ...UserFields
      }
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        ...UserFields
      }
    }
  }
`);

export const ExchangeLoginCodeMutation = graphql(`
  mutation ExchangeLoginCode($code: String!) {
    exchangeLoginCode(code: $code) {
      token
      user {
        ...UserFields
      }
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
      token
      user {
        ...UserFields
      }
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
