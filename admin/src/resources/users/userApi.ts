import { graphql } from "../../gql";
import type { AdminUserInput } from "../../gql/graphql";
import { flag, text, type FormValues } from "../../providers/formValues";
import { gql } from "../../providers/graphqlClient";
import { defineResource, unsupported, type ResourceOps } from "../../providers/resource";

graphql(`
  fragment AdminUserFields on AdminUser {
    id
    email
    name
    isAdmin
    isTeacher
    isBlocked
    isGuest
    emailConfirmed
    timeFactor
    createdAt
    attemptCount
  }
`);

/** Extended time a user may be granted (the exam's own time times this). */
export const TIME_FACTORS = [1, 1.25, 1.5, 2] as const;

/** A number as the form holds it (a typed string counts when it is one). */
function factor(v: unknown): number | null | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

/** Only the three switches and the time factor are edited; what the change leaves out stays as it is. */
export const userInput = (d: FormValues): AdminUserInput => ({
  isAdmin: flag(d.isAdmin),
  isTeacher: flag(d.isTeacher),
  isBlocked: flag(d.isBlocked),
  timeFactor: factor(d.timeFactor),
});

export const userApi = defineResource("users", {
  list: graphql(`
    query AdminUserList($filter: AdminListInput) {
      page: adminUsers(filter: $filter) {
        total
        items {
          ...AdminUserFields
        }
      }
    }
  `),
  one: graphql(`
    query AdminUserOne($id: ID!) {
      record: adminUser(id: $id) {
        ...AdminUserFields
      }
    }
  `),
  update: graphql(`
    mutation AdminUpdateUser($id: ID!, $input: AdminUserInput!) {
      record: adminUpdateUser(id: $id, input: $input) {
        ...AdminUserFields
      }
    }
  `),
  toInput: userInput,
});

const UserAttemptsDocument = graphql(`
  query AdminUserAttempts($userId: ID!) {
    adminUserAttempts(userId: $userId) {
      id
      userId
      examId
      examName
      status
      startedAt
      submittedAt
      readingPercent
      listeningPercent
      totalPercent
      passed
    }
  }
`);

/** A user's attempts, listed only beside the user (react-admin asks with the filter { userId }). */
export const attemptApi: ResourceOps = {
  async list({ filter = {} }) {
    const userId = text(filter.userId);
    if (!userId) return { data: [], total: 0 };
    const { adminUserAttempts } = await gql(UserAttemptsDocument, { userId });
    return { data: adminUserAttempts, total: adminUserAttempts.length };
  },
  one: unsupported("attempts", "show"),
  create: unsupported("attempts", "create"),
  update: unsupported("attempts", "update"),
  remove: unsupported("attempts", "delete"),
};

const ExportUserDataDocument = graphql(`
  query AdminExportUserData($userId: ID!) {
    adminExportUserData(userId: $userId)
  }
`);

const DeleteUserDocument = graphql(`
  mutation AdminDeleteUser($userId: ID!) {
    adminDeleteUser(userId: $userId)
  }
`);

/** Everything stored about a user (the learner's "download my data"), as the JSON the server exports. */
export async function exportUserData(userId: string): Promise<unknown> {
  return (await gql(ExportUserDataDocument, { userId })).adminExportUserData;
}

/** Deletes a user's account with every row and file of it; the user is mailed. */
export async function deleteUser(userId: string): Promise<boolean> {
  return (await gql(DeleteUserDocument, { userId })).adminDeleteUser;
}
