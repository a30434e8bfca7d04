import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { Assignment } from "../courses/assignment.entity";
import { Course } from "../courses/course.entity";
import { Attempt } from "../attempts/attempt.entity";
import { User } from "../users/user.entity";

/** A learning platform (Moodle, Canvas, ILIAS…) registered by an admin: who it is and where its endpoints are. */
@Entity("lti_platforms")
@Index("lti_platforms_issuer_client_key", ["issuer", "clientId"], { unique: true })
export class LtiPlatform {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: "varchar", length: 120 })
  name: string;

  /** The platform's `iss` (its base URL, as it writes it). */
  @Column({ type: "varchar", length: 500 })
  issuer: string;

  /** The client id the platform gave this tool (the id_token's `aud`). */
  @Column({ name: "client_id", type: "varchar", length: 255 })
  clientId: string;

  @Column({ name: "deployment_ids", type: "varchar", length: 255, array: true, default: () => "'{}'" })
  deploymentIds: string[];

  @Column({ name: "auth_login_url", type: "varchar", length: 1000 })
  authLoginUrl: string;

  @Column({ name: "access_token_url", type: "varchar", length: 1000 })
  accessTokenUrl: string;

  @Column({ name: "jwks_url", type: "varchar", length: 1000 })
  jwksUrl: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/**
 * The tool's own RS256 key pair, generated on first use and kept here (not in DATA_DIR): every replica of a cluster
 * signs with the same key and the JWKS stays stable across restarts and machines. Private key as a PKCS#8 PEM.
 */
@Entity("lti_keys")
export class LtiKey {
  @PrimaryColumn({ type: "varchar", length: 64 })
  kid: string;

  @Column({ name: "private_pem", type: "text" })
  privatePem: string;

  @Column({ name: "public_jwk", type: "jsonb" })
  publicJwk: Record<string, unknown>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

export type LtiStateKind = "login" | "deep_link" | "link";

/**
 * A server-side, single-use, short-lived state: an OIDC login's state and nonce (kind login), or a deep-linking
 * picker's session (kind deep_link: where to return and what to echo). Only the SHA-256 of the secret is stored.
 */
@Entity("lti_states")
@Index("lti_states_expires_idx", ["expiresAt"])
export class LtiState {
  @PrimaryColumn({ name: "state_hash", type: "char", length: 64 })
  stateHash: string;

  @Column({ type: "varchar", length: 10 })
  kind: LtiStateKind;

  @Column({ name: "platform_id", type: "integer" })
  platformId: number;

  @ManyToOne(() => LtiPlatform, { onDelete: "CASCADE" })
  @JoinColumn({ name: "platform_id" })
  platform?: Relation<LtiPlatform>;

  @Column({ type: "varchar", length: 64, nullable: true })
  nonce: string | null;

  @Column({ type: "jsonb", default: () => "'{}'" })
  payload: Record<string, unknown>;

  @Column({ name: "expires_at", type: "timestamptz" })
  expiresAt: Date;

  @Column({ name: "used_at", type: "timestamptz", nullable: true })
  usedAt: Date | null;
}

/** A platform's user (`iss` + `sub`) and the account of its own it was given at the first launch. */
@Entity("lti_accounts")
@Index("lti_accounts_platform_sub_key", ["platformId", "sub"], { unique: true })
@Index("lti_accounts_user_idx", ["userId"])
export class LtiAccount {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "platform_id", type: "integer" })
  platformId: number;

  @ManyToOne(() => LtiPlatform, { onDelete: "CASCADE" })
  @JoinColumn({ name: "platform_id" })
  platform?: Relation<LtiPlatform>;

  @Column({ type: "varchar", length: 255 })
  sub: string;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/** A platform's context (`iss` + deployment + context id) and the course it became. */
@Entity("lti_contexts")
@Index("lti_contexts_key", ["platformId", "deploymentId", "contextId"], { unique: true })
export class LtiContext {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "platform_id", type: "integer" })
  platformId: number;

  @ManyToOne(() => LtiPlatform, { onDelete: "CASCADE" })
  @JoinColumn({ name: "platform_id" })
  platform?: Relation<LtiPlatform>;

  @Column({ name: "deployment_id", type: "varchar", length: 255 })
  deploymentId: string;

  @Column({ name: "context_id", type: "varchar", length: 255 })
  contextId: string;

  @Column({ name: "course_id", type: "integer" })
  courseId: number;

  @ManyToOne(() => Course, { onDelete: "CASCADE" })
  @JoinColumn({ name: "course_id" })
  course?: Relation<Course>;

  /** The Names and Role Provisioning Services' membership URL, as the last launch sent it. */
  @Column({ name: "memberships_url", type: "varchar", length: 1000, nullable: true })
  membershipsUrl: string | null;

  @Column({ name: "roster_imported_at", type: "timestamptz", nullable: true })
  rosterImportedAt: Date | null;
}

/** An assignment created through deep linking, and the platform's line item for it (learnt at a learner's launch). */
@Entity("lti_links")
export class LtiLink {
  @PrimaryColumn({ name: "assignment_id", type: "integer" })
  assignmentId: number;

  @ManyToOne(() => Assignment, { onDelete: "CASCADE" })
  @JoinColumn({ name: "assignment_id" })
  assignment?: Relation<Assignment>;

  @Column({ name: "platform_id", type: "integer" })
  platformId: number;

  @ManyToOne(() => LtiPlatform, { onDelete: "CASCADE" })
  @JoinColumn({ name: "platform_id" })
  platform?: Relation<LtiPlatform>;

  @Column({ name: "line_item_url", type: "varchar", length: 1000, nullable: true })
  lineItemUrl: string | null;

  @Column({ name: "score_maximum", type: "double precision", default: 100 })
  scoreMaximum: number;
}

export type LtiScoreState = "pending" | "posted" | "failed";

/**
 * The score of an attempt tied to an LTI assignment, as last posted to the platform's line item (or trying to be):
 * `postedKey` is what was posted (score and grading progress), so a teacher's later grade posts again.
 */
@Entity("lti_scores")
@Index("lti_scores_due_idx", ["nextTryAt"])
export class LtiScore {
  @PrimaryColumn({ name: "attempt_id", type: "integer" })
  attemptId: number;

  @ManyToOne(() => Attempt, { onDelete: "CASCADE" })
  @JoinColumn({ name: "attempt_id" })
  attempt?: Relation<Attempt>;

  @Column({ type: "varchar", length: 8 })
  state: LtiScoreState;

  @Column({ name: "score_given", type: "double precision" })
  scoreGiven: number;

  @Column({ name: "grading_progress", type: "varchar", length: 12 })
  gradingProgress: string;

  @Column({ name: "posted_key", type: "varchar", length: 40, nullable: true })
  postedKey: string | null;

  @Column({ type: "integer", default: 0 })
  tries: number;

  @Column({ name: "last_error", type: "varchar", length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: "next_try_at", type: "timestamptz", nullable: true })
  nextTryAt: Date | null;

  @Column({ name: "posted_at", type: "timestamptz", nullable: true })
  postedAt: Date | null;

  /** The last teacher's grade of the attempt when it was sent (the database's time): a later one sends it again. */
  @Column({ name: "graded_through", type: "timestamptz", nullable: true })
  gradedThrough: Date | null;
}
