import { graphqlEnum, type EnumValue } from "../../graphql/enum";

export const CourseRole = graphqlEnum(
  "CourseRole",
  { TEACHER: "teacher", LEARNER: "learner" },
  "A member's role in a course (admins count as its teachers).",
);
export type CourseRole = EnumValue<typeof CourseRole>;

export const AssignmentStatus = graphqlEnum(
  "AssignmentStatus",
  { NOT_STARTED: "not_started", IN_PROGRESS: "in_progress", SUBMITTED: "submitted" },
  "A learner's standing on an assignment: no attempt yet, working on it, or handed in.",
);
export type AssignmentStatus = EnumValue<typeof AssignmentStatus>;
