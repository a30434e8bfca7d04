import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Module time limits in minutes; null means untimed." })
export class TimeLimits {
  @Field(() => Int, { nullable: true })
  reading: number | null;

  @Field(() => Int, { nullable: true })
  listening: number | null;

  @Field(() => Int, { nullable: true })
  writing: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The oral part's length (minutes), as the exam states it; each speaking task times itself (no module clock).",
  })
  speaking: number | null;
}

@ObjectType("Exam")
export class ExamType {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;
}
