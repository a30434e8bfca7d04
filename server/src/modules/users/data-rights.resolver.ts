import { GraphQLJSONObject } from "graphql-scalars";
import { Arg, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from "type-graphql";
import { parseId } from "../../common/ids";
import { AppError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import type { Context } from "../../graphql/context";
import type { DataRightsService } from "./data-rights.service";

@InputType({ description: "Proof that the owner asks: the password, or (accounts without one) a fresh Google ID token." })
export class DeleteAccountInput {
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => String, { nullable: true }) googleIdToken?: string | null;
}

@Resolver()
export class DataRightsResolver {
  constructor(private readonly rights: DataRightsService) {}

  @Query(() => GraphQLJSONObject, {
    description:
      "Everything stored about the caller's account (account, attempts with answers, placement runs, media links), as JSON.",
  })
  exportMyData(@Ctx() ctx: Context): Promise<Record<string, unknown>> {
    return this.rights.exportMyData(ctx.actor);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes the caller's account and every row and file of it after re-authentication; a confirmation mail follows.",
  })
  deleteMyAccount(@Arg("input", () => DeleteAccountInput) input: DeleteAccountInput, @Ctx() ctx: Context): Promise<boolean> {
    return this.rights.deleteMyAccount(ctx.actor, input);
  }

  @Query(() => GraphQLJSONObject, { description: "Admin: everything stored about one user's account, as JSON." })
  adminExportUserData(@Arg("userId", () => ID) userId: string, @Ctx() ctx: Context): Promise<Record<string, unknown>> {
    return this.rights.exportUserData(ctx.actor, idOf(userId));
  }

  @Mutation(() => Boolean, { description: "Admin: deletes a user's account and every row and file of it; the user is mailed." })
  adminDeleteUser(@Arg("userId", () => ID) userId: string, @Ctx() ctx: Context): Promise<boolean> {
    return this.rights.deleteUser(ctx.actor, idOf(userId));
  }
}

function idOf(raw: string): number {
  const id = parseId(raw);
  if (!id) throw new AppError("NOT_FOUND", commonMessages.notFound);
  return id;
}
