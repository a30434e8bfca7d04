import type { Identifier, RaRecord } from "react-admin";
import { graphql } from "../../gql";
import { listInput, type FormValues, type ListRequest } from "../../providers/formValues";
import { gql } from "../../providers/graphqlClient";
import { unsupported, type ResourceOps } from "../../providers/resource";

graphql(`
  fragment LearnerFields on Learner {
    id
    name
    email
    timeFactor
    timeFactorGrantedBy
    timeFactorGrantedAt
  }
`);

const LearnersDocument = graphql(`
  query Learners($filter: AdminListInput) {
    learners(filter: $filter) {
      total
      items {
        ...LearnerFields
      }
    }
  }
`);

const LearnerDocument = graphql(`
  query Learner($id: ID!) {
    learner(id: $id) {
      ...LearnerFields
    }
  }
`);

const GrantTimeFactorDocument = graphql(`
  mutation GrantTimeFactor($userId: ID!, $timeFactor: Float!) {
    grantTimeFactor(userId: $userId, timeFactor: $timeFactor) {
      ...LearnerFields
    }
  }
`);

/** The factors a teacher may grant (the server refuses any other). */
export const TEACHER_TIME_FACTORS = [1, 1.25, 1.5, 2] as const;

/** Teachers (and admins): registered learners and the extended time granted to each; the only change is the factor. */
export const learnerApi: ResourceOps = {
  async list(request: ListRequest) {
    const { learners } = await gql(LearnersDocument, { filter: listInput(request) });
    return { data: learners.items as RaRecord[], total: learners.total };
  },
  async one(id: Identifier) {
    return ((await gql(LearnerDocument, { id: String(id) })).learner as RaRecord | null) ?? null;
  },
  async update(id: Identifier, data: FormValues) {
    const timeFactor = Number(data.timeFactor);
    return (await gql(GrantTimeFactorDocument, { userId: String(id), timeFactor })).grantTimeFactor as RaRecord;
  },
  create: unsupported("learners", "create"),
  remove: unsupported("learners", "delete"),
};
