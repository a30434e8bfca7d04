import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { ListSize } from "../../graphql/cost";
import type { AttemptView } from "../attempts/attempt.loaders";
import { AttemptType } from "../attempts/attempt.types";
import type { Exam } from "../exams/exam.entity";
import { ExamType } from "../exams/exam.types";
import type { PracticeSetDto } from "../practice/practice.service";
import { PracticeSetType } from "../practice/practice.types";
import type { User } from "../users/user.entity";
import { UserType } from "../users/user.types";
import type { Assignment } from "./assignment.entity";
import type { AssignmentService, ProgressDto } from "./assignment.service";
import { CourseRole } from "./course.enums";
import { courseLoaders } from "./course.loaders";
import type { CoursePreview, CourseService, CourseView } from "./course.service";
import {
  AssignmentInput,
  AssignmentProgressType,
  AssignmentType,
  CourseInput,
  CourseMemberType,
  CoursePreviewType,
  CourseType,
} from "./course.types";

/** Courses: queries, mutations and the Course type's fields; every rule is CourseService's. */
@Resolver(() => CourseType)
export class CourseResolver {
  constructor(
    private readonly courses: CourseService,
    private readonly work: AssignmentService,
  ) {}

  @ListSize({ assumedSize: 50 })
  @Query(() => [CourseType], { description: "The caller's courses, as teacher or learner (current ones first)." })
  myCourses(@Ctx() ctx: Context): Promise<CourseView[]> {
    return this.courses.mine(ctx.actor);
  }

  @Query(() => CourseType, {
    nullable: true,
    description: "A course of which the caller is a member (admins: any); else NOT_FOUND.",
  })
  course(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<CourseView> {
    return this.courses.get(ctx.actor, id);
  }

  @Query(() => CoursePreviewType, {
    nullable: true,
    description: "The join screen's preview of the course a code opens (guests too); null for an unknown code (throttled).",
  })
  courseByJoinCode(@Ctx() ctx: Context, @Arg("code") code: string): Promise<CoursePreview | null> {
    return this.courses.preview(ctx.actor, code);
  }

  @Mutation(() => CourseType, { description: "Teachers and admins: a new course, with the caller as its first teacher." })
  createCourse(@Ctx() ctx: Context, @Arg("input", () => CourseInput) input: CourseInput): Promise<CourseView> {
    return this.courses.create(ctx.actor, { ...input });
  }

  @Mutation(() => CourseType, { description: "Its teachers: name, family and level; archive or bring back." })
  updateCourse(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CourseInput) input: CourseInput,
  ): Promise<CourseView> {
    return this.courses.update(ctx.actor, id, { ...input });
  }

  @Mutation(() => CourseType, {
    description: "Its teachers: a new join code (the old one stops working); enabled: false switches joining off.",
  })
  rotateJoinCode(
    @Ctx() ctx: Context,
    @Arg("courseId", () => ID) courseId: string,
    @Arg("enabled", () => Boolean, { nullable: true }) enabled: boolean | null,
  ): Promise<CourseView> {
    return this.courses.rotateJoinCode(ctx.actor, courseId, enabled ?? null);
  }

  @Mutation(() => CourseType, {
    description: "Registered learners join with a code (any case). BAD_USER_INPUT for an unknown code; guests register first.",
  })
  joinCourse(@Ctx() ctx: Context, @Arg("code") code: string): Promise<CourseView> {
    return this.courses.join(ctx.actor, code);
  }

  @Mutation(() => Boolean, { description: "The caller leaves the course: their teachers no longer see their work." })
  leaveCourse(@Ctx() ctx: Context, @Arg("courseId", () => ID) courseId: string): Promise<boolean> {
    return this.courses.leave(ctx.actor, courseId);
  }

  @Mutation(() => Boolean, { description: "Its teachers remove a member." })
  removeFromCourse(
    @Ctx() ctx: Context,
    @Arg("courseId", () => ID) courseId: string,
    @Arg("userId", () => ID) userId: string,
  ): Promise<boolean> {
    return this.courses.remove(ctx.actor, courseId, userId);
  }

  @Mutation(() => CourseType, { description: "Its teachers add a colleague by the e-mail of a teacher's account." })
  addCourseTeacher(
    @Ctx() ctx: Context,
    @Arg("courseId", () => ID) courseId: string,
    @Arg("email") email: string,
  ): Promise<CourseView> {
    return this.courses.addTeacher(ctx.actor, courseId, email);
  }

  @FieldResolver(() => CourseRole, { description: "The caller's role (admins who are no member: TEACHER)." })
  myRole(@Root() course: CourseView): CourseRole {
    return course.myRole;
  }

  @FieldResolver(() => String, { nullable: true, description: "Teachers only; null when joining is switched off." })
  joinCode(@Root() course: CourseView): string | null {
    return this.courses.joinCode(course);
  }

  @ListSize({ assumedSize: 5 })
  @FieldResolver(() => [UserType], { description: "Its teachers (names)." })
  teachers(@Root() course: CourseView, @Ctx() ctx: Context): Promise<User[]> {
    return this.courses.teachers(ctx.actor, course);
  }

  @ListSize({ assumedSize: 40 })
  @FieldResolver(() => [CourseMemberType], { description: "Its current learners: teachers only (a learner gets [])." })
  learners(@Root() course: CourseView, @Ctx() ctx: Context): Promise<{ user: User; joinedAt: Date }[]> {
    return this.courses.learners(ctx.actor, course);
  }

  @ListSize({ assumedSize: 20 })
  @FieldResolver(() => [AssignmentType], { description: "Its assignments, due first." })
  assignments(@Root() course: CourseView, @Ctx() ctx: Context): Promise<Assignment[]> {
    return this.work.ofCourse(ctx.actor, course);
  }
}

/** Assignments: queries, mutations and the Assignment type's fields; every rule is AssignmentService's. */
@Resolver(() => AssignmentType)
export class AssignmentResolver {
  constructor(
    private readonly assignments: AssignmentService,
    private readonly courses: CourseService,
  ) {}

  @ListSize({ assumedSize: 50 })
  @Query(() => [AssignmentType], { description: "The caller's assignments as a learner, due first; open: not handed in yet." })
  myAssignments(
    @Ctx() ctx: Context,
    @Arg("open", () => Boolean, { nullable: true }) open: boolean | null,
  ): Promise<Assignment[]> {
    return this.assignments.mine(ctx.actor, open ?? null);
  }

  @Query(() => AssignmentType, {
    nullable: true,
    description: "An assignment of a course the caller belongs to; else NOT_FOUND.",
  })
  assignment(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<Assignment> {
    return this.assignments.get(ctx.actor, id);
  }

  @Mutation(() => AssignmentType, { description: "Its teachers give the course a mock exam or a practice set." })
  assign(@Ctx() ctx: Context, @Arg("input", () => AssignmentInput) input: AssignmentInput): Promise<Assignment> {
    return this.assignments.assign(ctx.actor, { ...input });
  }

  @Mutation(() => AttemptType, { description: "A learner of the course starts, or resumes, the attempt tied to the assignment." })
  startAssignment(@Ctx() ctx: Context, @Arg("assignmentId", () => ID) assignmentId: string): Promise<AttemptView> {
    return this.assignments.start(ctx.actor, assignmentId);
  }

  @FieldResolver(() => CourseType)
  course(@Root() assignment: Assignment, @Ctx() ctx: Context): Promise<CourseView> {
    return this.courses.get(ctx.actor, assignment.courseId);
  }

  @FieldResolver(() => ExamType, { nullable: true, description: "The mock exam assigned (null for a practice set)." })
  async exam(@Root() assignment: Assignment, @Ctx() ctx: Context): Promise<Exam | null> {
    return assignment.examId ? ctx.actor.loaders.of(courseLoaders).exam.load(assignment.examId) : null;
  }

  @FieldResolver(() => PracticeSetType, { nullable: true, description: "The practice set assigned (null for a mock exam)." })
  practiceSet(@Root() assignment: Assignment, @Ctx() ctx: Context): Promise<PracticeSetDto | null> {
    return this.assignments.practiceSet(ctx.actor, assignment);
  }

  @FieldResolver(() => AttemptType, { nullable: true, description: "The caller's attempt for it, if any." })
  myAttempt(@Root() assignment: Assignment, @Ctx() ctx: Context): Promise<AttemptView | null> {
    return this.assignments.myAttempt(ctx.actor, assignment);
  }

  @ListSize({ assumedSize: 40 })
  @FieldResolver(() => [AssignmentProgressType], { description: "Per current learner: its teachers only (a learner gets [])." })
  progress(@Root() assignment: Assignment, @Ctx() ctx: Context): Promise<ProgressDto[]> {
    return this.assignments.progress(ctx.actor, assignment);
  }
}
