import { DateTimeResolver } from "graphql-scalars";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Verdict } from "../attempts/attempt.enums";
import { Skill } from "../exams/exam.enums";
import { PracticeSetType } from "../practice/practice.types";
import { UserType } from "../users/user.types";

@ObjectType("ClassViewCell", {
  description:
    "A learner's module: the attempt that speaks for it (the latest handed in of the course's assignments, else of their own after joining).",
})
export class ClassViewCellType {
  @Field(() => Skill)
  skill: Skill;

  @Field(() => ID)
  attemptId: number;

  @Field(() => ID)
  examId: number;

  @Field()
  examName: string;

  @Field(() => ID, {
    nullable: true,
    description: "The course's assignment it was started for; null: the learner's own attempt.",
  })
  assignmentId: number | null;

  @Field(() => DateTimeResolver, { nullable: true })
  submittedAt: Date | null;

  @Field(() => Float, { nullable: true, description: "The module's percent; null while it awaits an assessment." })
  percent: number | null;

  @Field(() => Verdict, {
    description:
      "The official rule's status of the part this module counts in: the module itself (Goethe B1–C1), the total " +
      "(A1/A2) or telc's written or oral part. NOT_TAKEN: a module of a modular exam the learner did not sit.",
  })
  status: Verdict;

  @Field(() => Boolean, { nullable: true, description: "status PASSED; null while PENDING or NOT_TAKEN." })
  passed: boolean | null;

  @Field(() => Verdict, { description: "The attempt's verdict under the official rule over all its modules." })
  verdict: Verdict;
}

@ObjectType("ClassViewRow", { description: "One current learner of the course and their modules." })
export class ClassViewRowType {
  @Field(() => UserType)
  learner: UserType;

  @Field(() => DateTimeResolver, { description: "When their current membership began: only work started since then counts." })
  joinedAt: Date;

  @Field(() => [ClassViewCellType], {
    description: "The modules they worked on, in the exams' order; a missing module: none yet.",
  })
  cells: ClassViewCellType[];
}

@ObjectType("TeilHeat", {
  description: "The class's points on one Teil type, from the same item data as the learner's mastery page.",
})
export class TeilHeatType {
  @Field(() => PracticeSetType)
  set: PracticeSetType;

  @Field(() => Int, { description: "Items answered by the class." })
  attempted: number;

  @Field(() => Int)
  correct: number;

  @Field(() => Float, { description: "Percent of the items right." })
  percent: number;

  @Field(() => Float, { description: "The items' points as the exam weighs them (telc weighs its Teile; Goethe one per item)." })
  maxPoints: number;

  @Field(() => Float)
  pointsLost: number;

  @Field(() => Float, { description: "pointsLost ÷ maxPoints, 0 to 1: the heat." })
  lostShare: number;

  @Field(() => Int, { description: "How many learners' work it holds." })
  learners: number;
}

@ObjectType("ClassView", {
  description: "A course's learners × modules under the official pass rule, and its Teil-type heat map.",
})
export class ClassViewType {
  @Field(() => [Skill], { description: "The modules any learner has a result in, in the exams' order." })
  modules: Skill[];

  @Field(() => [ClassViewRowType], { description: "Every current learner, by name." })
  rows: ClassViewRowType[];

  @Field(() => [TeilHeatType], { description: "The Teil types the class worked on (of the course's family and level, if set)." })
  heatMap: TeilHeatType[];
}
