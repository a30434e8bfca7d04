import type { DataProvider, GetListParams, GetManyReferenceParams, Identifier, RaRecord } from "react-admin";
import { graphql } from "../gql";
import type { AdminDashboardQuery, AdminPreviewQuery } from "../gql/graphql";
import { blockApi, ReorderBlocksDocument } from "../resources/blocks/blockApi";
import { contactInfoApi } from "../resources/contactInfo/contactInfoApi";
import { examApi, PublishExamDocument } from "../resources/exams/examApi";
import { gradingApi } from "../resources/grading/gradingApi";
import { learnerApi } from "../resources/learners/learnerApi";
import { levelApi } from "../resources/levels/levelApi";
import { placementItemApi } from "../resources/placementItems/placementItemApi";
import { rubricApi } from "../resources/rubrics/rubricApi";
import { ReorderSubQuestionsDocument, subQuestionApi } from "../resources/subQuestions/subQuestionApi";
import { attemptApi, userApi } from "../resources/users/userApi";
import { webhookApi } from "../resources/webhooks/webhookApi";
import { jobQueueApi } from "../resources/jobQueues/jobQueueApi";
import type { FormValues } from "./formValues";
import { gql } from "./graphqlClient";
import type { ResourceOps } from "./resource";

/** Each resource react-admin names, with the typed operations behind it. */
export const RESOURCES: Record<string, ResourceOps> = {
  levels: levelApi,
  exams: examApi,
  question_blocks: blockApi,
  sub_questions: subQuestionApi,
  placement_items: placementItemApi,
  rubrics: rubricApi,
  users: userApi,
  attempts: attemptApi,
  grading: gradingApi,
  learners: learnerApi,
  webhooks: webhookApi,
  job_queues: jobQueueApi,
  contact_info: contactInfoApi,
};

function api(resource: string): ResourceOps {
  const ops = RESOURCES[resource];
  if (!ops) throw new Error(`Unknown resource ${resource}`);
  return ops;
}

const PreviewDocument = graphql(`
  query AdminPreview($examId: ID!, $page: Int!) {
    adminPreview(examId: $examId, page: $page) {
      number
      pageCount
      place {
        skill
        teil
        teilCount
        text
        textCount
      }
      exam {
        id
        name
      }
      block {
        ...AdminBlockFields
      }
      subQuestions {
        ...AdminSubQuestionFields
      }
      rubrics {
        ...AdminRubricFields
      }
    }
  }
`);

const DashboardDocument = graphql(`
  query AdminDashboard {
    adminDashboard {
      users
      admins
      exams
      publishedExams
      attempts
      submittedAttempts
      examStats {
        examId
        examName
        attempts
        submitted
        readingMean
        listeningMean
      }
      weakestItems {
        subQuestionId
        blockId
        examId
        examName
        title
        attempts
        correct
        share
      }
    }
  }
`);

export type AdminPreviewPage = AdminPreviewQuery["adminPreview"];
export type AdminDashboard = AdminDashboardQuery["adminDashboard"];

/** A small DataProvider over the typed admin GraphQL operations (no ra-data-graphql, no Apollo). */
export const dataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    const { data, total } = await api(resource).list(params);
    return { data: data as R[], total };
  },
  async getOne<R extends RaRecord>(resource: string, params: { id: Identifier }) {
    const record = await api(resource).one(params.id);
    if (!record) throw new Error("Not found");
    return { data: record as R };
  },
  async getMany<R extends RaRecord>(resource: string, params: { ids: Identifier[] }) {
    const { data } = await api(resource).list({ filter: { ids: params.ids }, pagination: { page: 1, perPage: 500 } });
    return { data: data as R[] };
  },
  async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
    const filter = { ...params.filter, [params.target]: String(params.id) };
    const { data, total } = await api(resource).list({ ...params, filter });
    return { data: data as R[], total };
  },
  async create<R extends RaRecord>(resource: string, params: { data: FormValues }) {
    return { data: (await api(resource).create(params.data)) as R };
  },
  async update<R extends RaRecord>(resource: string, params: { id: Identifier; data: FormValues }) {
    return { data: (await api(resource).update(params.id, params.data)) as R };
  },
  async updateMany(resource: string, params: { ids: Identifier[]; data: FormValues }) {
    for (const id of params.ids) await api(resource).update(id, params.data);
    return { data: params.ids };
  },
  async delete<R extends RaRecord>(resource: string, params: { id: Identifier }) {
    // only the id comes back, as react-admin needs no more after a delete
    return { data: (await api(resource).remove(params.id)) as R };
  },
  async deleteMany(resource: string, params: { ids: Identifier[] }) {
    for (const id of params.ids) await api(resource).remove(id);
    return { data: params.ids };
  },

  // ---------- beyond CRUD ----------
  async reorder(resource: "question_blocks" | "sub_questions", parentId: Identifier, ids: Identifier[]): Promise<void> {
    const variables = { parentId: String(parentId), ids: ids.map(String) };
    if (resource === "question_blocks") await gql(ReorderBlocksDocument, variables);
    else await gql(ReorderSubQuestionsDocument, variables);
  },
  /** Publish (or unpublish); `ignoreBlueprint` publishes an exam that departs from its blueprint on purpose. */
  async publish(examId: Identifier, published: boolean, ignoreBlueprint = false) {
    return (await gql(PublishExamDocument, { id: String(examId), published, ignoreBlueprint })).record;
  },
  async preview(examId: Identifier, page: number): Promise<AdminPreviewPage> {
    return (await gql(PreviewDocument, { examId: String(examId), page })).adminPreview;
  },
  async dashboard(): Promise<AdminDashboard> {
    return (await gql(DashboardDocument, {})).adminDashboard;
  },
} satisfies DataProvider & Record<string, unknown>;

export type AppDataProvider = typeof dataProvider;
