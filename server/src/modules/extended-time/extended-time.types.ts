import { DateTimeResolver } from "graphql-scalars";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType("Learner", {
  simpleResolvers: true,
  description: "A registered learner as a teacher sees them: name and extended time.",
})
export class LearnerType {
  @Field(() => ID)
  id: number;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => Float, { description: "Extended time: every module's limit times this (1 = the exam's own time)." })
  timeFactor: number;

  @Field(() => String, { nullable: true, description: "Who granted the time factor last (name or e-mail)." })
  timeFactorGrantedBy: string | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "When the time factor was granted last." })
  timeFactorGrantedAt: Date | null;
}

@ObjectType("LearnerPage", { simpleResolvers: true })
export class LearnerPageType {
  @Field(() => [LearnerType])
  items: LearnerType[];

  @Field(() => Int)
  total: number;
}
