import { Arg, Ctx, FieldResolver, Float, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import type { MediaService } from "../media/media.service";
import type { AccountService } from "./account.service";
import type { GoogleAuthService } from "./google-auth.service";
import { COUNTRY_OPTIONS, LANGUAGE_OPTIONS, countryLabel, languageLabel } from "./profile-options";
import { playerSettingsOf, type PlayerSettingsData } from "./player-settings";
import type { User } from "./user.entity";
import {
  AuthPayload,
  AuthProviders,
  PlayerSettings,
  PlayerSettingsInput,
  ProfileInput,
  ProfileOptions,
  RegisterInput,
  UserType,
} from "./user.types";

@Resolver(() => UserType)
export class AccountResolver {
  constructor(
    private readonly accounts: AccountService,
    private readonly googleAuth: GoogleAuthService,
    private readonly media: MediaService,
  ) {}

  @Query(() => UserType, { nullable: true, description: "The caller (guests included); null without a valid token." })
  async me(@Ctx() ctx: Context): Promise<User | null> {
    const p = ctx.actor.principal;
    return p ? this.accounts.findById(p.userId) : null;
  }

  @Query(() => AuthProviders, { description: "Which sign-in providers are configured." })
  authProviders(): AuthProviders {
    return this.googleAuth.providers();
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
    return this.accounts.startGuestSession(ctx.actor);
  }

  @Mutation(() => AuthPayload, {
    description: "Creates an account; with a guest token the guest becomes the account. Sends a confirmation mail.",
  })
  register(@Ctx() ctx: Context, @Arg("input", () => RegisterInput) input: RegisterInput): Promise<AuthPayload> {
    return this.accounts.register(ctx.actor, input);
  }

  @Mutation(() => AuthPayload, {
    description: "Password sign-in; with a guest token the guest's attempts and placement runs move to the account.",
  })
  login(@Ctx() ctx: Context, @Arg("email") email: string, @Arg("password") password: string): Promise<AuthPayload> {
    return this.accounts.login(ctx.actor, email, password);
  }

  @Mutation(() => AuthPayload, { description: "Exchanges the one-time code of the Google sign-in redirect for a session." })
  exchangeLoginCode(@Ctx() ctx: Context, @Arg("code") code: string): Promise<AuthPayload> {
    return this.accounts.exchangeLoginCode(ctx.actor, code);
  }

  @Mutation(() => AuthPayload, {
    description:
      "Signs in with a Google ID token an app obtained itself (Google Sign-In on a phone, say). The token's signature, " +
      "issuer, expiry and audience are checked; with a guest token the guest's work moves over.",
  })
  signInWithGoogleIdToken(@Ctx() ctx: Context, @Arg("idToken") idToken: string): Promise<AuthPayload> {
    return this.googleAuth.signInWithIdToken(ctx.actor, idToken.trim());
  }

  @Mutation(() => Boolean, { description: "Revokes every token of the caller; false without a valid token." })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return this.accounts.logout(ctx.actor);
  }

  @Mutation(() => UserType)
  confirmEmail(@Ctx() ctx: Context, @Arg("token") token: string): Promise<User> {
    return this.accounts.confirmEmail(ctx.actor, token);
  }

  @Mutation(() => Boolean, { description: "True whether or not the address exists." })
  requestPasswordReset(@Ctx() ctx: Context, @Arg("email") email: string): Promise<boolean> {
    return this.accounts.requestPasswordReset(ctx.actor, email);
  }

  @Mutation(() => AuthPayload, { description: "Sets a new password from a reset link and revokes every earlier token." })
  resetPassword(@Ctx() ctx: Context, @Arg("token") token: string, @Arg("password") password: string): Promise<AuthPayload> {
    return this.accounts.resetPassword(ctx.actor, token, password);
  }

  @Mutation(() => UserType, {
    description: "The photo is uploaded separately: POST /auth/profile/photo (multipart field photo).",
  })
  updateProfile(@Ctx() ctx: Context, @Arg("input", () => ProfileInput) input: ProfileInput): Promise<User> {
    return this.accounts.updateProfile(ctx.actor, { ...input });
  }

  @Mutation(() => PlayerSettings, {
    description: "The exam player's settings of a registered learner (guests keep theirs locally).",
  })
  updatePlayerSettings(
    @Ctx() ctx: Context,
    @Arg("input", () => PlayerSettingsInput) input: PlayerSettingsInput,
  ): Promise<PlayerSettingsData> {
    return this.accounts.updatePlayerSettings(ctx.actor, { ...input });
  }

  @FieldResolver(() => Float, { description: "Extended time: every module's limit is multiplied by it (1 by default)." })
  timeFactor(@Root() user: User): number {
    return user.timeFactor ?? 1;
  }

  @FieldResolver(() => PlayerSettings)
  playerSettings(@Root() user: User): PlayerSettingsData {
    return playerSettingsOf(user);
  }

  @FieldResolver(() => Boolean, { description: "Grades learners' productive answers (admins are teachers)." })
  isTeacher(@Root() user: User): boolean {
    return !!user.isTeacher || user.isAdmin;
  }

  @FieldResolver(() => Boolean, {
    description: "The account has a password (else it signs in with Google only): what deleting it asks for.",
  })
  hasPassword(@Root() user: User): boolean {
    return !!user.passwordHash;
  }

  @FieldResolver(() => Boolean)
  emailConfirmed(@Root() user: User): boolean {
    return !!user.emailConfirmedAt;
  }

  @FieldResolver(() => String, { nullable: true })
  photoUrl(@Root() user: User): string | null {
    return this.media.url(user.photo);
  }
}
