import { graphql } from "../../gql";

/**
 * Linking the account a learning platform made at a launch to the learner's existing account: the platform account
 * asks for a single-use ticket, the learner signs in to the existing account (password, or Google: the ticket waits
 * in sessionStorage over the round trip) and confirms with it.
 */
export const MyLtiPlatformAccountQuery = graphql(`
  query MyLtiPlatformAccount {
    myLtiPlatformAccount {
      platformName
    }
  }
`);

export const StartLtiAccountLinkMutation = graphql(`
  mutation StartLtiAccountLink {
    startLtiAccountLink {
      ticket
      platformName
    }
  }
`);

export const LinkLtiAccountMutation = graphql(`
  mutation LinkLtiAccount($ticket: String!) {
    linkLtiAccount(ticket: $ticket) {
      platformName
    }
  }
`);

const KEY = "pendingLtiLink";

export interface PendingLink {
  ticket: string;
  platformName: string;
}

export function rememberPendingLink(link: PendingLink): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(link));
  } catch {
    /* without storage the learner starts again from the platform account */
  }
}

export function pendingLink(): PendingLink | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as PendingLink) : null;
    return v && typeof v.ticket === "string" && typeof v.platformName === "string" ? v : null;
  } catch {
    return null;
  }
}

export function clearPendingLink(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}

/** Where to go after a Google sign-in when a link waits: the link page. */
export function pendingLinkPath(): string | null {
  return pendingLink() ? "/lti/link" : null;
}
