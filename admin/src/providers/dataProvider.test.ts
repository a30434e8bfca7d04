// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataProvider } from "./dataProvider";

interface Sent {
  query: string;
  variables: Record<string, unknown>;
}

/** Answers the fetches in turn and keeps what each one sent. */
function server(...replies: unknown[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as Sent);
      return new Response(JSON.stringify(replies.shift() ?? { data: {} }));
    }),
  );
  return sent;
}

const operation = (s: Sent) => /(?:query|mutation) (\w+)/.exec(s.query)?.[1];

afterEach(() => vi.unstubAllGlobals());

describe("dataProvider", () => {
  it("lists a resource through its typed document, the list parameters as the filter", async () => {
    const sent = server({ data: { page: { total: 12, items: [{ id: "1", name: "Goethe B1" }] } } });
    const result = await dataProvider.getList("exams", {
      filter: { levelId: "2", q: "" },
      pagination: { page: 2, perPage: 10 },
      sort: { field: "name", order: "ASC" },
    });
    expect(result).toEqual({ data: [{ id: "1", name: "Goethe B1" }], total: 12 });
    expect(operation(sent[0])).toBe("AdminExamList");
    expect(sent[0].query).toContain("fragment AdminExamFields on AdminExam");
    expect(sent[0].variables).toEqual({
      filter: { levelId: "2", q: null, page: 2, perPage: 10, sortField: "name", sortOrder: "ASC" },
    });
  });

  it("asks for a reference's children with the parent as a filter", async () => {
    const sent = server({ data: { page: { total: 0, items: [] } } });
    await dataProvider.getManyReference("sub_questions", {
      target: "blockId",
      id: 8,
      filter: {},
      pagination: { page: 1, perPage: 25 },
      sort: { field: "position", order: "ASC" },
    });
    expect(operation(sent[0])).toBe("AdminSubQuestionList");
    expect(sent[0].variables.filter).toMatchObject({ blockId: "8", sortField: "position" });
  });

  it("fetches many by their ids as strings", async () => {
    const sent = server({ data: { page: { total: 2, items: [{ id: "3" }, { id: "4" }] } } });
    const { data } = await dataProvider.getMany("levels", { ids: [3, "4"] });
    expect(data.map((r) => r.id)).toEqual(["3", "4"]);
    expect(sent[0].variables.filter).toEqual({ ids: ["3", "4"], page: 1, perPage: 500 });
  });

  it("says 'Not found' for a record the server does not have", async () => {
    server({ data: { record: null } });
    await expect(dataProvider.getOne("question_blocks", { id: 99 })).rejects.toThrow("Not found");
  });

  it("creates and updates with the mapped input; a user's update sends only the changed switch", async () => {
    const sent = server({ data: { record: { id: "9", name: "Neu" } } }, { data: { record: { id: "2", isAdmin: true } } });
    await expect(dataProvider.create("exams", { data: { levelId: "1", name: "Neu" } })).resolves.toEqual({
      data: { id: "9", name: "Neu" },
    });
    expect(operation(sent[0])).toBe("AdminCreateExam");
    expect(sent[0].variables).toEqual({ input: { levelId: "1", name: "Neu" } });
    await dataProvider.update("users", { id: 2, data: { isAdmin: true } });
    expect(operation(sent[1])).toBe("AdminUpdateUser");
    expect(sent[1].variables).toEqual({ id: "2", input: { isAdmin: true } });
  });

  it("refuses what a resource does not offer without asking the server", async () => {
    const sent = server();
    await expect(dataProvider.create("users", { data: {} })).rejects.toThrow("users: create is not supported");
    await expect(dataProvider.delete("contact_info", { id: 1 })).rejects.toThrow("not supported");
    await expect(dataProvider.getList("unknown", { filter: {} })).rejects.toThrow("Unknown resource unknown");
    expect(sent).toHaveLength(0);
  });

  it("lists a user's attempts by the user, and none without one", async () => {
    const attempts = [{ id: "1", userId: "2", examName: "Goethe B1", status: "submitted" }];
    const sent = server({ data: { adminUserAttempts: attempts } });
    const result = await dataProvider.getManyReference("attempts", {
      target: "userId",
      id: 2,
      filter: {},
      pagination: { page: 1, perPage: 25 },
      sort: { field: "id", order: "ASC" },
    });
    expect(result).toEqual({ data: attempts, total: 1 });
    expect(sent[0].variables).toEqual({ userId: "2" });
    await expect(dataProvider.getList("attempts", { filter: {} })).resolves.toEqual({ data: [], total: 0 });
    expect(sent).toHaveLength(1);
  });

  it("reorders the parts of an exam and the questions of a part with their own mutations", async () => {
    const sent = server({ data: { adminReorderBlocks: [] } }, { data: { adminReorderSubQuestions: [] } });
    await dataProvider.reorder("question_blocks", 5, [3, 1, 2]);
    await dataProvider.reorder("sub_questions", "8", ["7"]);
    expect(sent.map(operation)).toEqual(["AdminReorderBlocks", "AdminReorderSubQuestions"]);
    expect(sent[0].variables).toEqual({ parentId: "5", ids: ["3", "1", "2"] });
    expect(sent[1].variables).toEqual({ parentId: "8", ids: ["7"] });
  });

  it("reads and saves the site texts whatever id react-admin names", async () => {
    const sent = server({ data: { record: { id: "1", email: "a@b.c" } } }, { data: { record: { id: "1", email: null } } });
    await expect(dataProvider.getOne("contact_info", { id: 1 })).resolves.toEqual({ data: { id: "1", email: "a@b.c" } });
    await dataProvider.update("contact_info", { id: 1, data: { email: "" } });
    expect(sent.map(operation)).toEqual(["AdminContactInfo", "AdminUpdateContactInfo"]);
    expect(sent[1].variables.input).toMatchObject({ email: null, images: [] });
  });
});
