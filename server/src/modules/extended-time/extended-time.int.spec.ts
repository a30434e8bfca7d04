import { signedIn } from "../../../test/factories";
import { startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { shareCourse } from "../courses/courses.testkit";
import { User } from "../users/user.entity";

/** Extended time granted by teachers (issue 19 §3): learners only, the allowed factors, who granted it and when. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const GRANT = `mutation($id: ID!, $f: Float!) { grantTimeFactor(userId: $id, timeFactor: $f) { id timeFactor timeFactorGrantedBy timeFactorGrantedAt } }`;
const LIST = `query($q: String) { learners(filter: { q: $q }) { total items { id name timeFactor timeFactorGrantedBy } } }`;
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const factorOf = async (id: number) => (await t.ds.getRepository(User).findOneByOrFail({ id })).timeFactor;

describe("extended time granted by a teacher", () => {
  it("a teacher grants a learner 1.5: stored with who granted it and when, and the learner's module clock reads it", async () => {
    const teacher = await signedIn(t, { isTeacher: true, name: "Frau Lehrerin" });
    const learner = await signedIn(t);
    await shareCourse(t.ds, teacher.user.id, learner.user.id);
    const before = Date.now();
    const r = await t.gql(GRANT, { id: String(learner.user.id), f: 1.5 }, { token: teacher.token });
    expect(r.errors).toBeUndefined();
    expect(r.data!.grantTimeFactor).toMatchObject({ timeFactor: 1.5, timeFactorGrantedBy: "Frau Lehrerin" });
    expect(new Date(r.data!.grantTimeFactor.timeFactorGrantedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.ds.getRepository(User).findOneByOrFail({ id: learner.user.id });
    expect(row).toMatchObject({ timeFactor: 1.5, timeFactorGrantedBy: teacher.user.id });
    expect((await t.gql(`{ me { timeFactor } }`, {}, { token: learner.token })).data!.me.timeFactor).toBe(1.5);
    // the teacher's list shows it
    const list = await t.gql(LIST, { q: learner.user.email }, { token: teacher.token });
    expect(list.data!.learners.items).toEqual([
      { id: String(learner.user.id), name: learner.user.name, timeFactor: 1.5, timeFactorGrantedBy: "Frau Lehrerin" },
    ]);
  });

  it("a teacher cannot change an admin's, another teacher's or their own; nothing is stored", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const otherTeacher = await signedIn(t, { isTeacher: true });
    const admin = await signedIn(t, { isAdmin: true });
    // even in the teacher's course, a teacher or an admin is not a learner whose time a teacher sets
    await shareCourse(t.ds, teacher.user.id, [otherTeacher.user.id, admin.user.id]);
    for (const target of [otherTeacher, admin, teacher]) {
      const r = await t.gql(GRANT, { id: String(target.user.id), f: 2 }, { token: teacher.token });
      expect(codeOf(r)).toBe("FORBIDDEN");
      expect(await factorOf(target.user.id)).toBe(1);
    }
    // the list holds learners only
    const list = await t.gql(LIST, { q: otherTeacher.user.email }, { token: teacher.token });
    expect(list.data!.learners.total).toBe(0);
  });

  it("only the allowed factors, in the caller's language; a learner or guest may neither list nor grant", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const learner = await signedIn(t);
    await shareCourse(t.ds, teacher.user.id, learner.user.id);
    const bad = await t.gql(GRANT, { id: String(learner.user.id), f: 1.7 }, { token: teacher.token, lang: "de" });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(bad.errors)).toContain("Erlaubt sind die Zeitfaktoren 1, 1.25, 1.5, 2");
    expect(await factorOf(learner.user.id)).toBe(1);
    for (const f of [1.25, 2, 1]) {
      expect((await t.gql(GRANT, { id: String(learner.user.id), f }, { token: teacher.token })).errors).toBeUndefined();
      expect(await factorOf(learner.user.id)).toBe(f);
    }
    const other = await signedIn(t);
    const guest = await signedIn(t, { isGuest: true });
    for (const caller of [other, guest]) {
      expect(codeOf(await t.gql(GRANT, { id: String(learner.user.id), f: 2 }, { token: caller.token }))).toBe("FORBIDDEN");
      expect(codeOf(await t.gql(LIST, {}, { token: caller.token }))).toBe("FORBIDDEN");
    }
    expect(await factorOf(learner.user.id)).toBe(1);
    expect(codeOf(await t.gql(GRANT, { id: String(guest.user.id), f: 2 }, { token: teacher.token }))).toBe("NOT_FOUND");
  });

  it("an admin's grant in the console is recorded too", async () => {
    const admin = await signedIn(t, { isAdmin: true });
    const learner = await signedIn(t);
    const r = await t.gql(
      `mutation($id: ID!) { adminUpdateUser(id: $id, input: { timeFactor: 1.25 }) { timeFactor } }`,
      { id: String(learner.user.id) },
      { token: admin.token },
    );
    expect(r.errors).toBeUndefined();
    const row = await t.ds.getRepository(User).findOneByOrFail({ id: learner.user.id });
    expect(row).toMatchObject({ timeFactor: 1.25, timeFactorGrantedBy: admin.user.id });
    expect(row.timeFactorGrantedAt).toBeInstanceOf(Date);
  });
});
