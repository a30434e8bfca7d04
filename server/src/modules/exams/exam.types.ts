import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Module time limits in minutes; null means untimed." })
export class TimeLimits {
  @Field(() => Int, { nullable: true })
  reading: number | null;

  @Field(() => Int, { nullable: true })
  listening: number | null;

  @Field(() => Int, { nullable: true })
  writing: number | null;
}

@ObjectType("Exam")
export class ExamType {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;
}
