import { DateTimeResolver } from "graphql-scalars";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { AttemptModeKind } from "../attempts/attempt.enums";
import { AttemptType } from "../attempts/attempt.types";
import { Cefr, ExamFamily } from "../content/content.enums";
import { Skill } from "../exams/exam.enums";
import { UserType } from "../users/user.types";
import { AssignmentStatus } from "./course.enums";

@ObjectType("Course", {
  description:
    "A course: teachers and learners. Its members (and admins) read it; a teacher who is not an admin reads a learner's work only through a course they both belong to.",
})
export class CourseType {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;

  @Field(() => ExamFamily, { nullable: true })
  family: ExamFamily | null;

  @Field(() => Cefr, { nullable: true })
  cefr: Cefr | null;

  @Field({ description: "Archived courses keep their work; nobody joins them and no work is assigned in them." })
  archived: boolean;

  @Field(() => DateTimeResolver)
  createdAt: Date;
}

@ObjectType("CourseMember", { description: "A learner of a course, with when their current membership began." })
export class CourseMemberType {
  @Field(() => UserType)
  user: UserType;

  @Field(() => DateTimeResolver, { description: "Work started from then on is shared with the course's teachers." })
  joinedAt: Date;
}

@ObjectType("CoursePreview", { description: "What the join screen shows of the course a code opens, before joining." })
export class CoursePreviewType {
  @Field()
  name: string;

  @Field(() => ExamFamily, { nullable: true })
  family: ExamFamily | null;

  @Field(() => Cefr, { nullable: true })
  cefr: Cefr | null;

  @Field(() => [String], { description: "The names of its teachers." })
  teacherNames: string[];
}

@ObjectType("Assignment", {
  description: "Work a course's teachers give: a mock exam (all or chosen modules) or a practice set, with optional dates.",
})
export class AssignmentType {
  @Field(() => ID)
  id: number;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => [Skill], { description: "The modules to sit; for a mock exam with all modules, empty." })
  skills: Skill[];

  @Field(() => AttemptModeKind)
  mode: AttemptModeKind;

  @Field(() => DateTimeResolver, { nullable: true, description: "Before it, the assignment cannot be started." })
  startsAt: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "Hand-ins after it are accepted and marked late." })
  dueAt: Date | null;

  @Field(() => DateTimeResolver)
  createdAt: Date;
}

@ObjectType("AssignmentProgress", { description: "One learner's standing on an assignment (the course's teachers)." })
export class AssignmentProgressType {
  @Field(() => UserType)
  learner: UserType;

  @Field(() => AssignmentStatus)
  status: AssignmentStatus;

  @Field({ description: "Handed in after the due date." })
  late: boolean;

  @Field(() => AttemptType, { nullable: true })
  attempt: AttemptType | null;

  @Field(() => DateTimeResolver, { nullable: true })
  submittedAt: Date | null;

  @Field(() => Int, { description: "Writing and speaking answers of the handed-in attempt without a teacher's grade." })
  awaitingGrading: number;
}

@InputType()
export class CourseInput {
  @Field()
  name: string;

  @Field(() => ExamFamily, { nullable: true })
  family?: ExamFamily | null;

  @Field(() => Cefr, { nullable: true })
  cefr?: Cefr | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Archive the course (true) or bring it back (false); left out: unchanged.",
  })
  archived?: boolean | null;
}

@InputType()
export class AssignmentInput {
  @Field(() => ID)
  courseId: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => ID, { nullable: true, description: "A mock exam; or practiceSetId, not both." })
  examId?: string | null;

  @Field(() => ID, { nullable: true, description: "A practice set (a drill in training mode); or examId, not both." })
  practiceSetId?: string | null;

  @Field(() => [Skill], { nullable: true, description: "A mock exam's modules to sit; left out or empty: all." })
  skills?: Skill[] | null;

  @Field(() => AttemptModeKind, { nullable: true, description: "A mock exam's mode: EXAM (default) or TRAINING." })
  mode?: AttemptModeKind | null;

  @Field(() => DateTimeResolver, { nullable: true })
  startsAt?: Date | null;

  @Field(() => DateTimeResolver, { nullable: true })
  dueAt?: Date | null;
}
