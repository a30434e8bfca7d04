import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import type { Caller } from "./account.service";
import { COUNTRY_OPTIONS, LANGUAGE_OPTIONS, countryLabel, languageLabel } from "./profile-options";
import type { User } from "./user.entity";
import { AuthPayload, AuthProviders, ProfileInput, ProfileOptions, RegisterInput, UserType } from "./user.types";

function caller(ctx: Context): Caller {
  return { lang: ctx.lang, ip: ctx.req.ip ?? ctx.req.socket.remoteAddress ?? "unknown", principal: ctx.principal };
}

@Resolver(() => UserType)
export class AccountResolver {
  @Query(() => UserType, { nullable: true, description: "The caller (guests included); null without a valid token." })
  async me(@Ctx() ctx: Context): Promise<User | null> {
    return ctx.principal ? ctx.services.accounts.findById(ctx.principal.userId) : null;
  }

  @Query(() => AuthProviders, { description: "Which sign-in providers are configured." })
  authProviders(@Ctx() ctx: Context): AuthProviders {
    return ctx.services.googleAuth.providers();
  }

  @Query(() => ProfileOptions, {
    description: "The country and language options of the profile form, labelled in the caller's language.",
  })
  profileOptions(@Ctx() ctx: Context): ProfileOptions {
    return {
      countries: COUNTRY_OPTIONS.map((o) => ({ code: o.code, label: countryLabel(o.code, ctx.lang) })),
      languages: LANGUAGE_OPTIONS.map((o) => ({ code: o.code, label: languageLabel(o.code, ctx.lang) })),
    };
  }

  @Mutation(() => AuthPayload, { description: "A guest principal: may take exams and placement tests, sees no results." })
  startGuestSession(@Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.accounts.startGuestSession(caller(ctx));
  }

  @Mutation(() => AuthPayload, {
    description: "Creates an account; with a guest token the guest becomes the account. Sends a confirmation mail.",
  })
  register(@Ctx() ctx: Context, @Arg("input", () => RegisterInput) input: RegisterInput): Promise<AuthPayload> {
    return ctx.services.accounts.register(input, caller(ctx));
  }

  @Mutation(() => AuthPayload, {
    description: "Password sign-in; with a guest token the guest's attempts and placement runs move to the account.",
  })
  login(@Ctx() ctx: Context, @Arg("email") email: string, @Arg("password") password: string): Promise<AuthPayload> {
    return ctx.services.accounts.login(email, password, caller(ctx));
  }

  @Mutation(() => AuthPayload, { description: "Exchanges the one-time code of the Google sign-in redirect for a session." })
  exchangeLoginCode(@Ctx() ctx: Context, @Arg("code") code: string): Promise<AuthPayload> {
    return ctx.services.accounts.exchangeLoginCode(code, caller(ctx));
  }

  @Mutation(() => AuthPayload, {
    description:
      "Signs in with a Google ID token an app obtained itself (Google Sign-In on a phone, say). The token's signature, " +
      "issuer, expiry and audience are checked; with a guest token the guest's work moves over.",
  })
  signInWithGoogleIdToken(@Ctx() ctx: Context, @Arg("idToken") idToken: string): Promise<AuthPayload> {
    return ctx.services.googleAuth.signInWithIdToken(idToken.trim(), caller(ctx));
  }

  @Mutation(() => Boolean, { description: "Revokes every token of the caller; false without a valid token." })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.accounts.logout(caller(ctx));
  }

  @Mutation(() => UserType)
  confirmEmail(@Ctx() ctx: Context, @Arg("token") token: string): Promise<User> {
    return ctx.services.accounts.confirmEmail(token, caller(ctx));
  }

  @Mutation(() => Boolean, { description: "True whether or not the address exists." })
  requestPasswordReset(@Ctx() ctx: Context, @Arg("email") email: string): Promise<boolean> {
    return ctx.services.accounts.requestPasswordReset(email, caller(ctx));
  }

  @Mutation(() => AuthPayload, { description: "Sets a new password from a reset link and revokes every earlier token." })
  resetPassword(@Ctx() ctx: Context, @Arg("token") token: string, @Arg("password") password: string): Promise<AuthPayload> {
    return ctx.services.accounts.resetPassword(token, password, caller(ctx));
  }

  @Mutation(() => UserType, {
    description: "The photo is uploaded separately: POST /auth/profile/photo (multipart field photo).",
  })
  updateProfile(@Ctx() ctx: Context, @Arg("input", () => ProfileInput) input: ProfileInput): Promise<User> {
    return ctx.services.accounts.updateProfile({ ...input }, caller(ctx));
  }

  @FieldResolver(() => Boolean)
  emailConfirmed(@Root() user: User): boolean {
    return !!user.emailConfirmedAt;
  }

  @FieldResolver(() => String, { nullable: true })
  photoUrl(@Root() user: User, @Ctx() ctx: Context): string | null {
    return ctx.media.url(user.photo);
  }
}
