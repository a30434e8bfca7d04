import { DateTimeResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("ApiToken", {
  simpleResolvers: true,
  description: "A personal access token as its owner sees it later: never its secret.",
})
export class ApiTokenType {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: "The token's first characters (dpat_ and four more), to tell tokens apart." })
  hint: string;

  @Field(() => [String], { description: "read:content, read:results, write:courses." })
  scopes: string[];

  @Field(() => DateTimeResolver)
  createdAt: Date;

  @Field(() => DateTimeResolver, { nullable: true, description: "None: the token does not expire." })
  expiresAt: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "Recorded at most once a minute." })
  lastUsedAt: Date | null;
}

@ObjectType("ApiTokenSecret", { simpleResolvers: true, description: "A new token with its secret, shown this once." })
export class ApiTokenSecretType {
  @Field(() => String, { description: "Send as `Authorization: Bearer <token>`; only its SHA-256 is stored." })
  token: string;

  @Field(() => ApiTokenType)
  apiToken: ApiTokenType;
}

@ObjectType("Webhook", { simpleResolvers: true, description: "An endpoint that receives signed POSTs of the events it names." })
export class WebhookType {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  url: string;

  @Field(() => [String], { description: "attempt.submitted, assessment.created, assignment.created." })
  events: string[];

  @Field(() => String, { nullable: true, description: "The owner's e-mail (the console lists everyone's)." })
  ownerEmail: string | null;

  @Field(() => DateTimeResolver)
  createdAt: Date;
}

@ObjectType("WebhookSecret", { simpleResolvers: true, description: "A new webhook with its signing secret, shown this once." })
export class WebhookSecretType {
  @Field(() => String, { description: "The HMAC-SHA256 key of X-Signature." })
  secret: string;

  @Field(() => WebhookType)
  webhook: WebhookType;
}

@ObjectType("WebhookPage", { simpleResolvers: true })
export class WebhookPageType {
  @Field(() => [WebhookType])
  items: WebhookType[];

  @Field(() => Int)
  total: number;
}

@ObjectType("WebhookDelivery", { simpleResolvers: true, description: "One event for one webhook, with its retries." })
export class WebhookDeliveryType {
  @Field(() => ID, { description: "The X-Webhook-Delivery header: the same on every retry." })
  id: string;

  @Field(() => String)
  event: string;

  @Field(() => String, { description: "pending (queued or between retries), delivered, failed (every retry spent)." })
  status: string;

  @Field(() => Int, { description: "Requests sent so far." })
  attempts: number;

  @Field(() => Int, { nullable: true, description: "The receiver's last HTTP status." })
  responseStatus: number | null;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field(() => String, { description: "The signed JSON body." })
  body: string;

  @Field(() => DateTimeResolver)
  createdAt: Date;

  @Field(() => DateTimeResolver, { nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => DateTimeResolver, { nullable: true })
  deliveredAt: Date | null;
}
