import { graphql } from "../../gql";

/** A course as the lists and the course page head show it. */
export const CourseSummaryFieldsFragment = graphql(`
  fragment CourseSummaryFields on Course {
    id
    name
    family
    cefr
    archived
    myRole
  }
`);

/** An assignment as a learner's card shows it: what, until when, and where the learner stands. */
export const LearnerAssignmentFieldsFragment = graphql(`
  fragment LearnerAssignmentFields on Assignment {
    id
    title
    note
    mode
    skills
    startsAt
    dueAt
    exam {
      id
      name
    }
    practiceSet {
      id
      name
      title
    }
    course {
      id
      name
    }
    myAttempt {
      id
      status
      submittedAt
    }
  }
`);

/** One learner's row of an assignment's progress (teachers only). */
export const AssignmentProgressFieldsFragment = graphql(`
  fragment AssignmentProgressFields on AssignmentProgress {
    learner {
      id
      name
      email
    }
    status
    late
    submittedAt
    awaitingGrading
    attempt {
      id
      exam {
        id
      }
      result {
        officialPassed
        official {
          verdict
        }
        total {
          percent
        }
      }
    }
  }
`);

export const MyCoursesQuery = graphql(`
  query MyCourses {
    me {
      id
      isTeacher
      isAdmin
    }
    myCourses {
      ...CourseSummaryFields
      teachers {
        id
        name
      }
    }
  }
`);

/** The header's "Meine Kurse": whether to show it for a teacher and how many answers wait for grading. */
export const CoursesNavQuery = graphql(`
  query CoursesNav {
    me {
      id
      isTeacher
      isAdmin
    }
    myCourses {
      id
      myRole
      archived
      awaitingGrading
    }
  }
`);

export const CourseQuery = graphql(`
  query Course($id: ID!) {
    course(id: $id) {
      ...CourseSummaryFields
      joinCode
      ltiPlatform
      ltiRoster {
        platformName
        importedAt
      }
      teachers {
        id
        name
        email
      }
      learners {
        joinedAt
        user {
          id
          name
          email
        }
      }
      assignments {
        ...LearnerAssignmentFields
        progress {
          ...AssignmentProgressFields
        }
        ltiScores {
          attemptId
          learnerName
          state
          scoreGiven
          scoreMaximum
          gradingProgress
          tries
          lastError
          postedAt
          nextTryAt
        }
      }
    }
  }
`);

/** Its teachers join the platform's course into an existing course they teach (the launch's course is archived). */
export const JoinLtiCourseMutation = graphql(`
  mutation JoinLtiCourse($courseId: ID!, $intoCourseId: ID!) {
    joinLtiCourse(courseId: $courseId, intoCourseId: $intoCourseId) {
      id
    }
  }
`);

/** Its teachers import the course's roster from its learning platform (LTI Names and Role Provisioning). */
export const ImportCourseRosterMutation = graphql(`
  mutation ImportCourseRoster($courseId: ID!) {
    importCourseRoster(courseId: $courseId) {
      learners
      teachers
      added
      left
      accountsCreated
    }
  }
`);

/** A teacher's count of the course's answers awaiting grading (asked apart: the course page stands without it). */
export const CourseAwaitingQuery = graphql(`
  query CourseAwaiting($id: ID!) {
    course(id: $id) {
      id
      awaitingGrading
    }
  }
`);

export const CoursePreviewQuery = graphql(`
  query CoursePreview($code: String!) {
    courseByJoinCode(code: $code) {
      name
      family
      cefr
      teacherNames
    }
  }
`);

export const MyAssignmentsQuery = graphql(`
  query MyAssignments {
    myAssignments {
      ...LearnerAssignmentFields
    }
  }
`);

export const ClassViewQuery = graphql(`
  query ClassView($id: ID!) {
    course(id: $id) {
      ...CourseSummaryFields
      classView {
        modules
        rows {
          learner {
            id
            name
          }
          cells {
            skill
            attemptId
            examName
            percent
            status
            passed
          }
        }
        heatMap {
          attempted
          correct
          percent
          pointsLost
          lostShare
          learners
          set {
            id
            skill
            teil
            name
          }
        }
      }
    }
  }
`);

export const CourseGradingQueueQuery = graphql(`
  query CourseGradingQueue($courseId: ID!, $assignmentId: ID, $skill: Skill) {
    course(id: $courseId) {
      ...CourseSummaryFields
      assignments {
        id
        title
      }
    }
    gradingQueue(status: AWAITING, courseId: $courseId, assignmentId: $assignmentId, skill: $skill) {
      attemptId
      subQuestionId
      learnerName
      examName
      title
      skill
      submittedAt
    }
  }
`);

/** What the assign form offers: the level's mock exams and practice sets. */
export const AssignOptionsQuery = graphql(`
  query AssignOptions($family: ExamFamily!, $cefr: Cefr!) {
    levels(family: $family) {
      id
      cefr
      exams {
        id
        name
        skills
      }
    }
    practiceSets(family: $family, cefr: $cefr) {
      id
      skill
      teil
      name
    }
  }
`);

export const CreateCourseMutation = graphql(`
  mutation CreateCourse($input: CourseInput!) {
    createCourse(input: $input) {
      ...CourseSummaryFields
    }
  }
`);

/** Renames a course, sets its family and level, or archives it (archived: true) and brings it back. */
export const UpdateCourseMutation = graphql(`
  mutation UpdateCourse($id: ID!, $input: CourseInput!) {
    updateCourse(id: $id, input: $input) {
      ...CourseSummaryFields
    }
  }
`);

export const RotateJoinCodeMutation = graphql(`
  mutation RotateJoinCode($courseId: ID!, $enabled: Boolean) {
    rotateJoinCode(courseId: $courseId, enabled: $enabled) {
      id
      joinCode
    }
  }
`);

export const JoinCourseMutation = graphql(`
  mutation JoinCourse($code: String!) {
    joinCourse(code: $code) {
      ...CourseSummaryFields
    }
  }
`);

export const LeaveCourseMutation = graphql(`
  mutation LeaveCourse($courseId: ID!) {
    leaveCourse(courseId: $courseId)
  }
`);

export const RemoveFromCourseMutation = graphql(`
  mutation RemoveFromCourse($courseId: ID!, $userId: ID!) {
    removeFromCourse(courseId: $courseId, userId: $userId)
  }
`);

export const AddCourseTeacherMutation = graphql(`
  mutation AddCourseTeacher($courseId: ID!, $email: String!) {
    addCourseTeacher(courseId: $courseId, email: $email) {
      id
      teachers {
        id
        name
        email
      }
    }
  }
`);

export const AssignMutation = graphql(`
  mutation Assign($input: AssignmentInput!) {
    assign(input: $input) {
      id
    }
  }
`);

export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    me {
      id
      notificationSettings {
        courseMails
      }
    }
  }
`);

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      courseMails
    }
  }
`);
