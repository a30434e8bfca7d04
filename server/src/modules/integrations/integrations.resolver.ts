import { DateTimeResolver } from "graphql-scalars";
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import { ADMIN_PAGE_SIZE } from "../admin/admin-list";
import { AdminListInput } from "../admin/admin.types";
import type { ApiTokenService } from "./api-token.service";
import {
  ApiTokenSecretType,
  ApiTokenType,
  WebhookDeliveryType,
  WebhookPageType,
  WebhookSecretType,
  WebhookType,
} from "./integrations.types";
import type { WebhookService } from "./webhook.service";

/** Integrator access: personal access tokens and signed webhooks of teachers and admins (never reachable with a token). */
@Resolver()
export class IntegrationsResolver {
  constructor(
    private readonly tokens: ApiTokenService,
    private readonly webhooks: WebhookService,
  ) {}

  @Mutation(() => ApiTokenSecretType, {
    description:
      "Teachers and admins: a personal access token (scopes read:content, read:results, write:courses; expiry at most a year ahead). The secret is shown once.",
  })
  createApiToken(
    @Ctx() ctx: Context,
    @Arg("name", () => String) name: string,
    @Arg("scopes", () => [String]) scopes: string[],
    @Arg("expiresAt", () => DateTimeResolver, { nullable: true }) expiresAt?: Date | null,
  ) {
    return this.tokens.create(ctx.actor, name, scopes, expiresAt);
  }

  @Query(() => [ApiTokenType], { description: "Teachers and admins: their personal access tokens, with the last use." })
  myApiTokens(@Ctx() ctx: Context) {
    return this.tokens.mine(ctx.actor);
  }

  @Mutation(() => Boolean, { description: "Revokes one of the caller's tokens at once." })
  revokeApiToken(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.tokens.revoke(ctx.actor, id);
  }

  @Mutation(() => WebhookSecretType, {
    description:
      "Teachers and admins: a webhook for attempt.submitted, assessment.created, assignment.created. The signing secret is shown once.",
  })
  createWebhook(@Ctx() ctx: Context, @Arg("url", () => String) url: string, @Arg("events", () => [String]) events: string[]) {
    return this.webhooks.create(ctx.actor, url, events);
  }

  @Query(() => [WebhookType], { description: "Teachers and admins: their webhooks." })
  myWebhooks(@Ctx() ctx: Context) {
    return this.webhooks.mine(ctx.actor);
  }

  @Mutation(() => Boolean, { description: "Deletes one of the caller's webhooks (an admin: anyone's) and its delivery log." })
  deleteWebhook(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.webhooks.delete(ctx.actor, id);
  }

  @Query(() => [WebhookDeliveryType], { description: "The newest 100 deliveries of a webhook: status, attempts, last error." })
  webhookDeliveries(@Ctx() ctx: Context, @Arg("webhookId", () => ID) webhookId: string) {
    return this.webhooks.deliveries(ctx.actor, webhookId);
  }

  @Query(() => WebhookPageType, { description: "Admins: every webhook with its owner (the console's delivery log)." })
  @ListSize(ADMIN_PAGE_SIZE)
  adminWebhooks(@Ctx() ctx: Context, @Arg("filter", () => AdminListInput, { nullable: true }) filter?: AdminListInput) {
    return this.webhooks.all(ctx.actor, filter);
  }

  @Query(() => WebhookType, { nullable: true, description: "Admins: one webhook." })
  adminWebhook(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return this.webhooks.one(ctx.actor, id);
  }
}
