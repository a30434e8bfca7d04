import { DateTimeResolver } from "graphql-scalars";
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { graphqlEnum, type EnumValue } from "../../graphql/enum";

export const LtiScoreStateKind = graphqlEnum(
  "LtiScoreState",
  { PENDING: "pending", POSTED: "posted", FAILED: "failed" },
  "A score's way to the learning platform: waiting for a (re)try, posted, or given up after repeated failures.",
);
export type LtiScoreStateKind = EnumValue<typeof LtiScoreStateKind>;

@ObjectType("LtiPlatform", { description: "A learning platform registered for LTI 1.3 launches (admins)." })
export class LtiPlatformType {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;

  @Field()
  issuer: string;

  @Field()
  clientId: string;

  @Field(() => [String])
  deploymentIds: string[];

  @Field()
  authLoginUrl: string;

  @Field()
  accessTokenUrl: string;

  @Field()
  jwksUrl: string;
}

@InputType("LtiPlatformInput")
export class LtiPlatformInput {
  @Field()
  name: string;

  @Field({ description: "The platform's issuer (iss), e.g. https://moodle.example.org" })
  issuer: string;

  @Field({ description: "The client id the platform gave the tool." })
  clientId: string;

  @Field(() => [String])
  deploymentIds: string[];

  @Field({ description: "The platform's OIDC authentication request URL." })
  authLoginUrl: string;

  @Field({ description: "The platform's OAuth 2 access token URL (Assignment and Grade Services)." })
  accessTokenUrl: string;

  @Field({ description: "The platform's public keyset URL." })
  jwksUrl: string;
}

@ObjectType("LtiToolConfig", { description: "The tool's values to paste into a learning platform." })
export class LtiToolConfigType {
  @Field({ description: "OIDC login initiation URL." })
  loginUrl: string;

  @Field({ description: "Launch (target link) URL." })
  launchUrl: string;

  @Field(() => [String], { description: "Redirection URI(s)." })
  redirectUris: string[];

  @Field({ description: "Public keyset URL (RS256)." })
  jwksUrl: string;

  @Field({ description: "Deep-linking (content selection) URL." })
  deepLinkingUrl: string;
}

@ObjectType("LtiScorePost", { description: "A learner's score on an LTI assignment as last sent to the platform's gradebook." })
export class LtiScorePostType {
  @Field(() => ID)
  attemptId: number;

  @Field(() => String, { nullable: true })
  learnerName: string | null;

  @Field(() => LtiScoreStateKind)
  state: LtiScoreStateKind;

  @Field(() => Float)
  scoreGiven: number;

  @Field(() => Float)
  scoreMaximum: number;

  @Field({ description: "Pending (writing or speaking awaits a teacher) or FullyGraded." })
  gradingProgress: string;

  @Field(() => Int, { description: "Failed tries since the last post." })
  tries: number;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field(() => DateTimeResolver, { nullable: true })
  postedAt: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "When the next try is due." })
  nextTryAt: Date | null;
}

@ObjectType("LtiRosterImport", {
  description: "What importing a course's roster from its learning platform did (Names and Role Provisioning Services).",
})
export class LtiRosterImportType {
  @Field(() => Int, { description: "Active learners in the platform's roster, now learners of the course." })
  learners: number;

  @Field(() => Int, { description: "Active instructors in the platform's roster, now teachers of the course." })
  teachers: number;

  @Field(() => Int, { description: "Memberships opened by this import (0 when nothing changed since the last)." })
  added: number;

  @Field(() => Int, { description: "Learners from the platform no longer active there: their membership ended now." })
  left: number;

  @Field(() => Int, { description: "Platform users who got an account of their own with this import." })
  accountsCreated: number;
}

@ObjectType("LtiRosterSource", { description: "The learning platform a course's roster can be imported from (its teachers)." })
export class LtiRosterSourceType {
  @Field()
  platformName: string;

  @Field(() => DateTimeResolver, { nullable: true, description: "The last import (null: never)." })
  importedAt: Date | null;
}

@ObjectType("LtiPlatformAccount", { description: "The caller's account was made by a learning platform at a launch." })
export class LtiPlatformAccountType {
  @Field()
  platformName: string;
}

@ObjectType("LtiLinkTicket", {
  description:
    "A single-use ticket from a platform-made account: confirmed with linkLtiAccount while signed in to the existing account.",
})
export class LtiLinkTicketType {
  @Field()
  ticket: string;

  @Field()
  platformName: string;

  @Field(() => DateTimeResolver)
  expiresAt: Date;
}
