import type { DataSource } from "typeorm";
import { TopicRegister1768990000000 } from "../../../../migrations/1768990000000-TopicRegister";
import { CHANGES } from "../../../../migrations/1768990000000-TopicRegister.data";
import { freshDatabase } from "../../../test/harness";
import { loadConfig } from "../../config";
import { seedIfEmpty } from "./format/load-content";

/* The topic register's data migration on the shipped content: a database seeded before it gets the rewritten texts,
   and an editor's change keeps its block as the editor left it. */
describe("topic register migration", () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await freshDatabase();
    await seedIfEmpty(ds, loadConfig({}).contentDir);
  });
  afterAll(() => ds?.destroy());

  const block = async (exam: string, position: number) =>
    (
      await ds.query(
        `SELECT b.id, b.passage, b.option_pool FROM question_blocks b JOIN exams e ON e.id = b.exam_id
          WHERE e.content_key = $1 AND b.position = $2`,
        [exam, position],
      )
    )[0];
  const item = async (exam: string, position: number, q: number) =>
    (
      await ds.query(
        `SELECT s.title, s.task, s.model_solution, s.explanation, s.correct_answer FROM sub_questions s
          JOIN question_blocks b ON b.id = s.block_id JOIN exams e ON e.id = b.exam_id
          WHERE e.content_key = $1 AND b.position = $2 AND s.position = $3`,
        [exam, position, q],
      )
    )[0];
  const run = async (step: "up" | "down") => {
    const runner = ds.createQueryRunner();
    try {
      await new TopicRegister1768990000000()[step](runner);
    } finally {
      await runner.release();
    }
  };

  it("brings an older seed's repeated topics to the new texts, finds a moved block, leaves an edited one alone, and goes back", async () => {
    const water = CHANGES.find((c) => c.e === "goethe-a1-2" && c.b === 2)!;
    const vote = CHANGES.find((c) => c.e === "goethe-c1-2" && c.t === "Schreiben, Teil 1")!;
    const trains = CHANGES.find((c) => c.e === "telc-b2-1" && c.b === 1)!;
    // the seed writes the new content
    expect((await block("goethe-a1-2", 2)).passage).toBe(water.to.passage);
    expect((await item("goethe-c1-2", vote.b, 1)).task).toBe(vote.subs[0].to.task);
    // as an older seed wrote them: roll every change back, then an editor rewrites one item of telc-b2-1 Teil 1
    await run("down");
    expect((await block("goethe-a1-2", 2)).passage).toContain("kein Wasser");
    expect((await item("goethe-a1-2", 2, 1)).title).toBe(water.subs[0].from.title);
    expect((await item("goethe-c1-2", vote.b, 1)).task).toContain("Wählen ab 16");
    expect((await block("telc-b2-1", 1)).passage).toContain("Nachtzüge");
    const b = await block("telc-b2-1", 1);
    const mine = { de: "Eine eigene Erklärung der Redaktion.", en: "The editors' own explanation." };
    await ds.query(`UPDATE sub_questions SET explanation = $2 WHERE block_id = $1 AND position = 5`, [
      b.id,
      JSON.stringify(mine),
    ]);
    // and a block moved since (another change inserted a Teil before it) is still found by its Teil title
    const moved = vote.b + 100;
    await ds.query(
      `UPDATE question_blocks b SET position = $3 FROM exams e WHERE e.id = b.exam_id AND e.content_key = $1 AND b.position = $2`,
      ["goethe-c1-2", vote.b, moved],
    );

    await run("up");
    expect((await block("goethe-a1-2", 2)).passage).toBe(water.to.passage);
    const a1 = await item("goethe-a1-2", 2, 1);
    expect(a1.title).toBe(water.subs[0].to.title);
    expect(a1.correct_answer).toBe("true");
    const c1 = await item("goethe-c1-2", moved, 1);
    expect(c1.task).toContain("Bürgerräte");
    expect(c1.model_solution.de).toBe(vote.subs[0].to.solution!.de);
    // the edited block keeps its old passage, pool and the editor's explanation
    const kept = await block("telc-b2-1", 1);
    expect(kept.passage).toBe(trains.from.passage);
    expect(kept.option_pool).toEqual(trains.from.pool);
    expect((await item("telc-b2-1", 1, 5)).explanation).toEqual(mine);

    await run("down");
    expect((await block("goethe-a1-2", 2)).passage).toBe(water.from.passage);
    expect((await item("goethe-c1-2", moved, 1)).task).toBe(vote.subs[0].from.task);
    expect((await item("telc-b2-1", 1, 5)).explanation).toEqual(mine);
  });
});
