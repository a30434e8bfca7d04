import { Field, ID, Int, ObjectType } from "type-graphql";
import { Cefr, ExamFamily } from "./content.enums";

@ObjectType({ description: "A named site image (a1, a2, b1, b2, c1, m1)." })
export class NamedImage {
  @Field()
  name: string;

  @Field()
  url: string;
}

@ObjectType({ description: "The site settings: texts in the requested language (German fallback) and images." })
export class ContactInfoType {
  @Field(() => String, { nullable: true })
  logoUrl: string | null;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  @Field(() => [NamedImage])
  images: NamedImage[];

  @Field(() => String, { nullable: true, description: "Sanitised HTML." })
  about: string | null;

  @Field(() => String, { nullable: true, description: "Sanitised HTML." })
  goetheDesc: string | null;

  @Field(() => String, { nullable: true, description: "Sanitised HTML." })
  telcDesc: string | null;

  @Field(() => String, { nullable: true, description: "Sanitised HTML." })
  placementDesc: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;
}

@ObjectType({ description: "One of a level's five images." })
export class LevelImageType {
  @Field(() => Int)
  position: number;

  @Field()
  url: string;

  @Field({ description: "Alternative text in the requested language (German fallback)." })
  alt: string;
}

@ObjectType({ description: "The slug of a level in each interface language." })
export class LevelSlugs {
  @Field() de: string;
  @Field() en: string;
  @Field() ar: string;
  @Field() fr: string;
  @Field() es: string;
}

@ObjectType("Level")
export class LevelType {
  @Field(() => ID)
  id: number;

  @Field(() => ExamFamily)
  family: ExamFamily;

  @Field(() => Cefr)
  cefr: Cefr;

  @Field()
  name: string;
}
