import type { DataProvider, GetListParams, GetListResult, GetManyReferenceParams, Identifier, RaRecord } from "react-admin";
import { gql } from "./api";

const L = "{ de en ar fr es }";
const LANGS = ["de", "en", "ar", "fr", "es"] as const;

/** A record or input as the forms hold it; values are narrowed where they are read. */
type Data = Record<string, unknown>;

const isData = (v: unknown): v is Data => typeof v === "object" && v !== null;
/** The objects of a form array (a missing array is empty). */
const rows = (v: unknown): Data[] => (Array.isArray(v) ? v.filter(isData) : []);

/** The GraphQL replies the console reads field by field. */
export interface AdminChoice {
  value: string;
  label?: string | null;
  imageUrl?: string | null;
}

export interface AdminPoolOption {
  value: string;
  label: string;
}

export interface AdminBlock extends RaRecord {
  title?: string | null;
  intro?: string | null;
  passage?: string | null;
  audioUrl?: string | null;
  imageUrl?: string | null;
  optionPool: AdminPoolOption[];
}

export interface AdminSubQuestion extends RaRecord {
  kind: string;
  title?: string | null;
  lastTitle?: string | null;
  bannerUrl?: string | null;
  highlight: boolean;
  acceptedAnswers: string[];
  answer?: string | null;
  choices: AdminChoice[];
}

export interface AdminPreviewPage {
  number: number;
  pageCount: number;
  exam: { id: Identifier; name: string };
  block: AdminBlock;
  subQuestions: AdminSubQuestion[];
}

export interface AdminExamStat {
  examId: Identifier;
  examName: string;
  attempts: number;
  submitted: number;
  readingMean: number | null;
  listeningMean: number | null;
}

export interface AdminItemStat {
  subQuestionId: Identifier;
  blockId: Identifier;
  examId: Identifier;
  examName: string;
  title: string | null;
  attempts: number;
  correct: number;
  /** Share of submitted attempts that got it right, 0..1. */
  share: number;
}

export interface AdminDashboard {
  users: number;
  admins: number;
  exams: number;
  publishedExams: number;
  attempts: number;
  submittedAttempts: number;
  examStats: AdminExamStat[];
  weakestItems: AdminItemStat[];
}

interface ResourceApi {
  many: string;
  one?: string;
  create?: string;
  update?: string;
  remove?: string;
  input?: string;
  fields: string;
  /** The record as the form holds it → the GraphQL input. */
  toInput?: (d: Data) => Data;
}

const localized = (v: unknown) => Object.fromEntries(LANGS.map((l) => [l, (isData(v) ? v[l] : undefined) ?? null]));
const pick = (d: Data, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => d[k] !== undefined).map((k) => [k, d[k] === "" ? null : d[k]]));
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s) => typeof s === "string" && s.trim() !== "") : []);

export const RESOURCES: Record<string, ResourceApi> = {
  levels: {
    many: "adminLevels",
    one: "adminLevel",
    create: "adminCreateLevel",
    update: "adminUpdateLevel",
    remove: "adminDeleteLevel",
    input: "AdminLevelInput",
    fields: `id family cefr name slugDe slugEn slugAr slugFr slugEs description ${L} sortOrder examCount images { position file url alt ${L} }`,
    toInput: (d) => ({
      ...pick(d, ["family", "cefr", "name", "slugDe", "slugEn", "slugAr", "slugFr", "slugEs", "sortOrder"]),
      description: localized(d.description),
      images: rows(d.images)
        .filter((i) => i.file)
        .map((i) => ({ file: i.file, alt: localized(i.alt) })),
    }),
  },
  exams: {
    many: "adminExams",
    one: "adminExam",
    create: "adminCreateExam",
    update: "adminUpdateExam",
    remove: "adminDeleteExam",
    input: "AdminExamInput",
    fields:
      "id levelId name contentKey published sortOrder readingMinutes listeningMinutes passRule passPercent blockCount createdAt",
    toInput: (d) => pick(d, ["levelId", "name", "sortOrder", "readingMinutes", "listeningMinutes", "passRule", "passPercent"]),
  },
  question_blocks: {
    many: "adminBlocks",
    one: "adminBlock",
    create: "adminCreateBlock",
    update: "adminUpdateBlock",
    remove: "adminDeleteBlock",
    input: "AdminBlockInput",
    fields: `id examId position type skill title intro passage audio audioUrl audioMp3 image imageUrl playLimit readingSeconds transcript optionPool { value label } notes ${L} subQuestionCount`,
    toInput: (d) => ({
      ...pick(d, [
        "examId",
        "type",
        "title",
        "intro",
        "passage",
        "audio",
        "audioMp3",
        "image",
        "playLimit",
        "readingSeconds",
        "transcript",
      ]),
      optionPool: rows(d.optionPool)
        .filter((o) => o.value)
        .map((o) => ({ value: o.value, label: o.label ?? "" })),
      notes: localized(d.notes),
    }),
  },
  sub_questions: {
    many: "adminSubQuestions",
    one: "adminSubQuestion",
    create: "adminCreateSubQuestion",
    update: "adminUpdateSubQuestion",
    remove: "adminDeleteSubQuestion",
    input: "AdminSubQuestionInput",
    fields: `id blockId examId position kind title lastTitle bannerImage bannerUrl highlight choiceKind textChoices imageChoices { image imageUrl label }
      trueFalseLabels location acceptedAnswers options answer choices { value label imageUrl } modelSolution ${L} explanation ${L}`,
    toInput: (d) => ({
      ...pick(d, [
        "blockId",
        "kind",
        "title",
        "lastTitle",
        "bannerImage",
        "highlight",
        "choiceKind",
        "trueFalseLabels",
        "location",
        "answer",
      ]),
      textChoices: strings(d.textChoices),
      acceptedAnswers: strings(d.acceptedAnswers),
      options: strings(d.options),
      imageChoices: rows(d.imageChoices)
        .filter((c) => c.image)
        .map((c) => ({ image: c.image, label: c.label ?? null })),
      modelSolution: localized(d.modelSolution),
      explanation: localized(d.explanation),
    }),
  },
  placement_items: {
    many: "adminPlacementItems",
    one: "adminPlacementItem",
    create: "adminCreatePlacementItem",
    update: "adminUpdatePlacementItem",
    remove: "adminDeletePlacementItem",
    input: "AdminPlacementItemInput",
    fields: "id cefr difficulty title choices correctAnswer active contentKey",
    toInput: (d) => ({ ...pick(d, ["cefr", "difficulty", "title", "correctAnswer", "active"]), choices: strings(d.choices) }),
  },
  users: {
    many: "adminUsers",
    one: "adminUser",
    update: "adminUpdateUser",
    input: "AdminUserInput",
    fields: "id email name isAdmin isBlocked isGuest emailConfirmed createdAt attemptCount",
    toInput: (d) => pick(d, ["isAdmin", "isBlocked"]),
  },
  attempts: {
    many: "adminUserAttempts",
    fields: "id userId examId examName status startedAt submittedAt readingPercent listeningPercent totalPercent passed",
  },
};

const CONTACT_FIELDS = `id logo logoUrl image imageUrl images { name file url } about ${L} goetheDesc ${L} telcDesc ${L} placementDesc ${L} email phone`;

function api(resource: string): ResourceApi {
  const r = RESOURCES[resource];
  if (!r) throw new Error(`Unknown resource ${resource}`);
  return r;
}

async function list<R extends RaRecord>(resource: string, filter: Data): Promise<GetListResult<R> & { total: number }> {
  const r = api(resource);
  if (resource === "attempts") {
    const data = await gql<Record<string, R[]>>(`query($u: ID!) { ${r.many}(userId: $u) { ${r.fields} } }`, {
      u: filter.userId,
    });
    const rows = data[r.many];
    return { data: rows, total: rows.length };
  }
  const data = await gql<Record<string, { total: number; items: R[] }>>(
    `query($f: AdminListInput) { ${r.many}(filter: $f) { total items { ${r.fields} } } }`,
    { f: filter },
  );
  return { data: data[r.many].items, total: data[r.many].total };
}

const listFilter = (p: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Data;
}) => ({
  ...Object.fromEntries(Object.entries(p.filter ?? {}).map(([k, v]) => [k, v === "" ? null : v])),
  page: p.pagination?.page,
  perPage: p.pagination?.perPage,
  sortField: p.sort?.field,
  sortOrder: p.sort?.order,
});

/** A small DataProvider over the admin GraphQL operations (no ra-data-graphql, no Apollo). */
export const dataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    return list<R>(resource, listFilter(params));
  },
  async getOne<R extends RaRecord>(resource: string, params: { id: Identifier }) {
    if (resource === "contact_info")
      return { data: (await gql<{ adminContactInfo: R }>(`{ adminContactInfo { ${CONTACT_FIELDS} } }`)).adminContactInfo };
    const r = api(resource);
    const data = await gql<Record<string, R | null>>(`query($id: ID!) { ${r.one}(id: $id) { ${r.fields} } }`, {
      id: params.id,
    });
    const record = data[r.one!];
    if (!record) throw new Error("Not found");
    return { data: record };
  },
  async getMany<R extends RaRecord>(resource: string, params: { ids: Identifier[] }) {
    const { data } = await list<R>(resource, { ids: params.ids.map(String), perPage: 500 });
    return { data };
  },
  async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
    return list<R>(resource, { ...listFilter(params), [params.target]: String(params.id) });
  },
  async create<R extends RaRecord>(resource: string, params: { data: Data }) {
    const r = api(resource);
    const data = await gql<Record<string, R>>(`mutation($i: ${r.input}!) { ${r.create}(input: $i) { ${r.fields} } }`, {
      i: r.toInput!(params.data),
    });
    return { data: data[r.create!] };
  },
  async update<R extends RaRecord>(resource: string, params: { id: Identifier; data: Data }) {
    if (resource === "contact_info") {
      const d = params.data;
      const input = {
        ...Object.fromEntries(["logo", "image", "email", "phone"].map((k) => [k, d[k] || null])),
        images: rows(d.images)
          .filter((i) => i.name && i.file)
          .map((i) => ({ name: i.name, file: i.file })),
        ...Object.fromEntries(["about", "goetheDesc", "telcDesc", "placementDesc"].map((k) => [k, localized(d[k])])),
      };
      return {
        data: (
          await gql<{ adminUpdateContactInfo: R }>(
            `mutation($i: AdminContactInfoInput!) { adminUpdateContactInfo(input: $i) { ${CONTACT_FIELDS} } }`,
            {
              i: input,
            },
          )
        ).adminUpdateContactInfo,
      };
    }
    const r = api(resource);
    const data = await gql<Record<string, R>>(
      `mutation($id: ID!, $i: ${r.input}!) { ${r.update}(id: $id, input: $i) { ${r.fields} } }`,
      {
        id: params.id,
        i: r.toInput!(params.data),
      },
    );
    return { data: data[r.update!] };
  },
  async updateMany(resource: string, params: { ids: Identifier[]; data: Data }) {
    for (const id of params.ids) await dataProvider.update(resource, { id, data: params.data });
    return { data: params.ids };
  },
  async delete<R extends RaRecord>(resource: string, params: { id: Identifier }) {
    const r = api(resource);
    // only the id comes back, as react-admin needs no more after a delete
    const data = await gql<Record<string, R>>(`mutation($id: ID!) { ${r.remove}(id: $id) { id } }`, { id: params.id });
    return { data: data[r.remove!] };
  },
  async deleteMany(resource: string, params: { ids: Identifier[] }) {
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },

  // ---------- beyond CRUD ----------
  async reorder(resource: "question_blocks" | "sub_questions", parentId: Identifier, ids: Identifier[]) {
    const op =
      resource === "question_blocks"
        ? "adminReorderBlocks(examId: $p, ids: $ids)"
        : "adminReorderSubQuestions(blockId: $p, ids: $ids)";
    await gql(`mutation($p: ID!, $ids: [ID!]!) { ${op} { id } }`, { p: String(parentId), ids: ids.map(String) });
  },
  async publish(examId: Identifier, published: boolean) {
    return (
      await gql<{ adminPublishExam: RaRecord }>(
        `mutation($id: ID!, $p: Boolean!) { adminPublishExam(id: $id, published: $p) { ${RESOURCES.exams.fields} } }`,
        {
          id: examId,
          p: published,
        },
      )
    ).adminPublishExam;
  },
  async preview(examId: Identifier, page: number) {
    return (
      await gql<{ adminPreview: AdminPreviewPage }>(
        `query($e: ID!, $p: Int!) { adminPreview(examId: $e, page: $p) { number pageCount exam { id name } block { ${RESOURCES.question_blocks.fields} } subQuestions { ${RESOURCES.sub_questions.fields} } } }`,
        { e: String(examId), p: page },
      )
    ).adminPreview;
  },
  async dashboard() {
    return (
      await gql<{
        adminDashboard: AdminDashboard;
      }>(`{ adminDashboard { users admins exams publishedExams attempts submittedAttempts
        examStats { examId examName attempts submitted readingMean listeningMean }
        weakestItems { subQuestionId blockId examId examName title attempts correct share } } }`)
    ).adminDashboard;
  },
} satisfies DataProvider & Record<string, unknown>;

export type AppDataProvider = typeof dataProvider;
