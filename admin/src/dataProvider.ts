import type { DataProvider, Identifier, RaRecord } from "react-admin";
import { gql } from "./api";

const L = "{ de en ar fr es }";
const LANGS = ["de", "en", "ar", "fr", "es"] as const;

type Data = Record<string, any>;

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

const localized = (v: Data | null | undefined) => Object.fromEntries(LANGS.map((l) => [l, v?.[l] ?? null]));
const pick = (d: Data, keys: string[]) => Object.fromEntries(keys.filter((k) => d[k] !== undefined).map((k) => [k, d[k] === "" ? null : d[k]]));
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
      images: (d.images ?? []).filter((i: Data) => i?.file).map((i: Data) => ({ file: i.file, alt: localized(i.alt) })),
    }),
  },
  exams: {
    many: "adminExams",
    one: "adminExam",
    create: "adminCreateExam",
    update: "adminUpdateExam",
    remove: "adminDeleteExam",
    input: "AdminExamInput",
    fields: "id levelId name contentKey published sortOrder readingMinutes listeningMinutes passRule passPercent blockCount createdAt",
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
      ...pick(d, ["examId", "type", "title", "intro", "passage", "audio", "audioMp3", "image", "playLimit", "readingSeconds", "transcript"]),
      optionPool: (d.optionPool ?? []).filter((o: Data) => o?.value).map((o: Data) => ({ value: o.value, label: o.label ?? "" })),
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
      ...pick(d, ["blockId", "kind", "title", "lastTitle", "bannerImage", "highlight", "choiceKind", "trueFalseLabels", "location", "answer"]),
      textChoices: strings(d.textChoices),
      acceptedAnswers: strings(d.acceptedAnswers),
      options: strings(d.options),
      imageChoices: (d.imageChoices ?? []).filter((c: Data) => c?.image).map((c: Data) => ({ image: c.image, label: c.label ?? null })),
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

async function list(resource: string, filter: Data): Promise<{ data: any[]; total: number }> {
  const r = api(resource);
  if (resource === "attempts") {
    const data = await gql(`query($u: ID!) { ${r.many}(userId: $u) { ${r.fields} } }`, { u: filter.userId });
    const rows = data[r.many] as RaRecord[];
    return { data: rows, total: rows.length };
  }
  const data = await gql(`query($f: AdminListInput) { ${r.many}(filter: $f) { total items { ${r.fields} } } }`, { f: filter });
  return { data: data[r.many].items, total: data[r.many].total };
}

const listFilter = (p: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Data }) => ({
  ...Object.fromEntries(Object.entries(p.filter ?? {}).map(([k, v]) => [k, v === "" ? null : v])),
  page: p.pagination?.page,
  perPage: p.pagination?.perPage,
  sortField: p.sort?.field,
  sortOrder: p.sort?.order,
});

/** A small DataProvider over the admin GraphQL operations (no ra-data-graphql, no Apollo). */
export const dataProvider = {
  async getList(resource: string, params: any) {
    return list(resource, listFilter(params));
  },
  async getOne(resource: string, params: { id: Identifier }) {
    if (resource === "contact_info") return { data: (await gql(`{ adminContactInfo { ${CONTACT_FIELDS} } }`)).adminContactInfo };
    const r = api(resource);
    const data = await gql(`query($id: ID!) { ${r.one}(id: $id) { ${r.fields} } }`, { id: params.id });
    if (!data[r.one!]) throw new Error("Not found");
    return { data: data[r.one!] };
  },
  async getMany(resource: string, params: { ids: Identifier[] }) {
    const { data } = await list(resource, { ids: params.ids.map(String), perPage: 500 });
    return { data };
  },
  async getManyReference(resource: string, params: any) {
    return list(resource, { ...listFilter(params), [params.target]: String(params.id) });
  },
  async create(resource: string, params: { data: Data }) {
    const r = api(resource);
    const data = await gql(`mutation($i: ${r.input}!) { ${r.create}(input: $i) { ${r.fields} } }`, { i: r.toInput!(params.data) });
    return { data: data[r.create!] };
  },
  async update(resource: string, params: { id: Identifier; data: Data }) {
    if (resource === "contact_info") {
      const d = params.data;
      const input = {
        ...Object.fromEntries(["logo", "image", "email", "phone"].map((k) => [k, d[k] || null])),
        images: (d.images ?? []).filter((i: Data) => i?.name && i?.file).map((i: Data) => ({ name: i.name, file: i.file })),
        ...Object.fromEntries(["about", "goetheDesc", "telcDesc", "placementDesc"].map((k) => [k, localized(d[k])])),
      };
      return { data: (await gql(`mutation($i: AdminContactInfoInput!) { adminUpdateContactInfo(input: $i) { ${CONTACT_FIELDS} } }`, { i: input })).adminUpdateContactInfo };
    }
    const r = api(resource);
    const data = await gql(`mutation($id: ID!, $i: ${r.input}!) { ${r.update}(id: $id, input: $i) { ${r.fields} } }`, { id: params.id, i: r.toInput!(params.data) });
    return { data: data[r.update!] };
  },
  async updateMany(resource: string, params: { ids: Identifier[]; data: Data }) {
    for (const id of params.ids) await dataProvider.update(resource, { id, data: params.data });
    return { data: params.ids };
  },
  async delete(resource: string, params: { id: Identifier }) {
    const r = api(resource);
    const data = await gql(`mutation($id: ID!) { ${r.remove}(id: $id) { id } }`, { id: params.id });
    return { data: data[r.remove!] };
  },
  async deleteMany(resource: string, params: { ids: Identifier[] }) {
    for (const id of params.ids) await dataProvider.delete(resource, { id });
    return { data: params.ids };
  },

  // ---------- beyond CRUD ----------
  async reorder(resource: "question_blocks" | "sub_questions", parentId: Identifier, ids: Identifier[]) {
    const op = resource === "question_blocks" ? "adminReorderBlocks(examId: $p, ids: $ids)" : "adminReorderSubQuestions(blockId: $p, ids: $ids)";
    await gql(`mutation($p: ID!, $ids: [ID!]!) { ${op} { id } }`, { p: String(parentId), ids: ids.map(String) });
  },
  async publish(examId: Identifier, published: boolean) {
    return (await gql(`mutation($id: ID!, $p: Boolean!) { adminPublishExam(id: $id, published: $p) { ${RESOURCES.exams.fields} } }`, { id: examId, p: published })).adminPublishExam;
  },
  async preview(examId: Identifier, page: number) {
    return (
      await gql(
        `query($e: ID!, $p: Int!) { adminPreview(examId: $e, page: $p) { number pageCount exam { id name } block { ${RESOURCES.question_blocks.fields} } subQuestions { ${RESOURCES.sub_questions.fields} } } }`,
        { e: String(examId), p: page },
      )
    ).adminPreview;
  },
  async dashboard() {
    return (
      await gql(`{ adminDashboard { users admins exams publishedExams attempts submittedAttempts
        examStats { examId examName attempts submitted readingMean listeningMean }
        weakestItems { subQuestionId blockId examId examName title attempts correct share } } }`)
    ).adminDashboard;
  },
} satisfies DataProvider & Record<string, unknown>;

export type AppDataProvider = typeof dataProvider;
