import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "The exam player's settings, kept per registered learner." })
export class PlayerSettings {
  @Field(() => Int, { description: "0 normal, 1 large, 2 largest." })
  textSize: number;

  @Field()
  highContrast: boolean;

  @Field(() => Float, { description: "0..1" })
  volume: number;
}

@InputType({ description: "Fields left out stay unchanged." })
export class PlayerSettingsInput {
  @Field(() => Int, { nullable: true })
  textSize?: number | null;

  @Field(() => Boolean, { nullable: true })
  highContrast?: boolean | null;

  @Field(() => Float, { nullable: true })
  volume?: number | null;
}

/** A signed-in principal as a client sees it (a guest has no name or email). */
@ObjectType("User")
export class UserType {
  @Field(() => ID)
  id: number;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field()
  isGuest: boolean;

  @Field()
  isAdmin: boolean;

  @Field(() => String, { nullable: true })
  mobile: string | null;

  @Field(() => String, { nullable: true, description: "Language code from the profile options (ar, de, en, fr, es, other)." })
  language: string | null;

  @Field(() => String, { nullable: true, description: "Country code from the profile options (DE, AT, … or other)." })
  country: string | null;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: "Bearer token: send as `Authorization: Bearer <token>`." })
  token: string;

  @Field(() => UserType)
  user: UserType;
}

@InputType()
export class RegisterInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true })
  mobile?: string | null;

  @Field(() => String, { nullable: true, description: "A language option: code or German label." })
  language?: string | null;

  @Field(() => String, { nullable: true, description: "A country option: code or German label." })
  country?: string | null;
}

@InputType({ description: "Fields left out stay unchanged; an empty mobile, country or language clears it." })
export class ProfileInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  mobile?: string | null;

  @Field(() => String, { nullable: true })
  language?: string | null;

  @Field(() => String, { nullable: true })
  country?: string | null;
}

@ObjectType()
export class ProfileOption {
  @Field()
  code: string;

  @Field({ description: "In the caller's language." })
  label: string;
}

@ObjectType()
export class ProfileOptions {
  @Field(() => [ProfileOption])
  countries: ProfileOption[];

  @Field(() => [ProfileOption])
  languages: ProfileOption[];
}

@ObjectType()
export class AuthProviders {
  @Field({ description: "False when no Google credentials are configured: hide the button." })
  google: boolean;

  @Field(() => String, { nullable: true, description: "Where the browser goes to sign in with Google." })
  googleUrl: string | null;
}
