import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { loadConfig } from "./config";
import { createDataSource } from "./db/data-source";
import { entities } from "./entities";
import { pendingSchemaChanges } from "./db/schema-diff";
import { migrations } from "../../migrations";
import { MatchingSolutionLetters1768300000000 } from "../../migrations/1768300000000-MatchingSolutionLetters";
import { BalancedKeys1768650000000 } from "../../migrations/1768650000000-BalancedKeys";
import { ReadingLength1768950000000 } from "../../migrations/1768950000000-ReadingLength";
import { PASSAGES } from "../../migrations/1768950000000-ReadingLength.data";
import { CalibrationLanguages1768960000000 } from "../../migrations/1768960000000-CalibrationLanguages";
import { RubricSchemes1768970000000 } from "../../migrations/1768970000000-RubricSchemes";
import { RUBRICS } from "../../migrations/1768970000000-RubricSchemes.data";
import { OfficialFormats1768980000000 } from "../../migrations/1768980000000-OfficialFormats";
import { buildUser } from "../test/factories";
import { seedIfEmpty } from "./modules/exams/format/load-content";
import { ContentError } from "./modules/exams/format/read-content";
import { FIXTURE_CONTENT, freshDatabase, testDatabaseUrl } from "../test/harness";

async function emptyDatabase() {
  const ds = createDataSource(testDatabaseUrl(), 4, entities);
  await ds.initialize();
  await ds.query(`DROP SCHEMA public CASCADE`);
  await ds.query(`CREATE SCHEMA public`);
  return ds;
}

function copyFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-content-"));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  return dir;
}

describe("migrations", () => {
  it("build the whole schema from an empty database, and entities agree with them", async () => {
    const ds = await emptyDatabase();
    try {
      const applied = await ds.runMigrations({ transaction: "each" });
      expect(applied.map((m) => m.name)).toEqual(migrations.map((M) => new M().name));
      const tables: { table_name: string }[] = await ds.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`,
      );
      expect(tables.map((t) => t.table_name)).toEqual([...ds.entityMetadatas.map((m) => m.tableName)].sort());
      // the equivalent of `migration:generate --check`: nothing left to generate
      expect(await pendingSchemaChanges(ds)).toEqual([]);
    } finally {
      await ds.destroy();
    }
  });

  it("can be reverted and applied again", async () => {
    const ds = await emptyDatabase();
    try {
      await ds.runMigrations();
      for (let i = 0; i < migrations.length; i += 1) await ds.undoLastMigration();
      const left: { n: number }[] = await ds.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
      );
      expect(left[0].n).toBe(0);
      await ds.runMigrations();
      expect(await pendingSchemaChanges(ds)).toEqual([]);
    } finally {
      await ds.destroy();
    }
  });

  it("keep emails unique whatever their case", async () => {
    const ds = await freshDatabase();
    try {
      await ds.query(`INSERT INTO users (email) VALUES ('Anna@Example.org')`);
      await expect(ds.query(`INSERT INTO users (email) VALUES ('anna@example.ORG')`)).rejects.toThrow(/users_email_lower_unique/);
    } finally {
      await ds.destroy();
    }
  });
});

describe("data migrations", () => {
  it("give a matching item's solution with its letter twice its key's option, once, and leave the rest", async () => {
    const ds = await freshDatabase();
    try {
      await seedIfEmpty(ds, FIXTURE_CONTENT);
      const [flat] = await ds.query(`SELECT id FROM sub_questions WHERE answer_type = 'matching' AND correct_answer = 'a'`);
      const [zero] = await ds.query(`SELECT id FROM sub_questions WHERE answer_type = 'matching' AND correct_answer = '0'`);
      await ds.query(`UPDATE sub_questions SET model_solution = $2 WHERE id = $1`, [
        flat.id,
        { de: "a) a) Anzeige…", en: "a) a) Anzeige…", fr: "Annonce A : un appartement." },
      ]);
      await ds.query(`UPDATE sub_questions SET model_solution = $2 WHERE id = $1`, [zero.id, { de: "0 – keine Anzeige" }]);
      const runner = ds.createQueryRunner();
      try {
        await new MatchingSolutionLetters1768300000000().up(runner);
      } finally {
        await runner.release();
      }
      const solution = async (id: number) =>
        (await ds.query(`SELECT model_solution FROM sub_questions WHERE id = $1`, [id]))[0].model_solution;
      expect(await solution(flat.id)).toEqual({ de: "a) Anzeige A", en: "a) Anzeige A", fr: "Annonce A : un appartement." });
      expect(await solution(zero.id)).toEqual({ de: "0 – keine Anzeige" });
    } finally {
      await ds.destroy();
    }
  });

  // the shipped content, seeded once for the three (each changes rows of its own: its migration's, and its assertions'
  // rows only), as slow to seed as the shipped-content test below
  describe("on the shipped content as an older seed wrote it", () => {
    let shipped: DataSource;
    beforeAll(async () => {
      shipped = await freshDatabase();
      await seedIfEmpty(shipped, loadConfig({}).contentDir);
    }, 180_000);
    afterAll(() => shipped?.destroy());

    it("bring a database seeded before issue 29 to the balanced keys, moving learners' answers with their options", async () => {
      const ds = shipped;
      {
        const item = async (exam: string, block: number, position: number) =>
          (
            await ds.query(
              `SELECT s.id, b.exam_id, s.choices, s.correct_answer, s.model_solution, s.explanation FROM sub_questions s
                 JOIN (SELECT b.id, b.position, e.id AS exam_id, e.content_key FROM question_blocks b JOIN exams e ON e.id = b.exam_id) b
                   ON b.id = s.block_id
                WHERE b.content_key = $1 AND b.position = $2 AND s.position = $3`,
              [exam, block, position],
            )
          )[0];
        // goethe-c1-1 Lesen Teil 2, item 14, as the shipped content has it now, and as an older seed wrote it
        const now = await item("goethe-c1-1", 2, 6);
        const opts = now.choices.map((c: { label: string }) => c.label);
        const key = `b) ${opts[0]}`;
        const old = {
          choices: [opts[1], opts[0], opts[2]].map((label, i) => ({ value: "abc"[i], label })),
          correct_answer: "b",
          model_solution: { de: key, en: key, ar: key, fr: key, es: key },
          // the explanation cited the old letters: "Eine reguläre Verschreibung (a) …"
          explanation: Object.fromEntries(
            Object.entries(now.explanation as Record<string, string>).map(([l, t]) => [l, t.replace("(b)", "(a)")]),
          ),
        };
        await ds.query(
          `UPDATE sub_questions SET choices = $2, correct_answer = $3, model_solution = $4, explanation = $5 WHERE id = $1`,
          [now.id, JSON.stringify(old.choices), old.correct_answer, old.model_solution, old.explanation],
        );
        // an item an editor has rewritten since the seed stays as the editor left it
        const edited = await item("goethe-a2-2", 1, 3);
        const mine = [{ value: "a", label: "Ein Beet kostet nichts." }, ...edited.choices.slice(1)];
        await ds.query(`UPDATE sub_questions SET choices = $2, correct_answer = 'b' WHERE id = $1`, [
          edited.id,
          JSON.stringify(mine),
        ]);
        // three learners' saved answers: the old key b, the old a, and an answer to the edited item
        const user = await buildUser(ds);
        const answers: number[] = [];
        for (const [sub, value] of [
          [now, "b"],
          [now, "a"],
          [edited, "b"],
        ] as const) {
          const [attempt] = await ds.query(
            `INSERT INTO attempts (user_id, exam_id, status, submitted_at) VALUES ($1, $2, 'submitted', now()) RETURNING id`,
            [user.id, sub.exam_id],
          );
          const [answer] = await ds.query(
            `INSERT INTO attempt_answers (attempt_id, sub_question_id, value) VALUES ($1, $2, $3) RETURNING id`,
            [attempt.id, sub.id, value],
          );
          answers.push(answer.id);
        }
        const runner = ds.createQueryRunner();
        try {
          await new BalancedKeys1768650000000().up(runner);
        } finally {
          await runner.release();
        }
        const after = await item("goethe-c1-1", 2, 6);
        expect(after).toEqual(now);
        expect(after.explanation.de).toContain("Eine reguläre Verschreibung (b)");
        expect((await item("goethe-a2-2", 1, 3)).choices).toEqual(mine);
        const values = await ds.query(`SELECT value FROM attempt_answers WHERE id = ANY($1) ORDER BY id`, [answers]);
        expect(values.map((v: { value: string }) => v.value)).toEqual(["a", "b", "b"]);
      }
    });

    it("bring a database seeded before issue 29 to the reading texts at official length, and back", async () => {
      const ds = shipped;
      {
        const passage = async (exam: string, block: number): Promise<string> =>
          (
            await ds.query(
              `SELECT b.passage FROM question_blocks b JOIN exams e ON e.id = b.exam_id WHERE e.content_key = $1 AND b.position = $2`,
              [exam, block],
            )
          )[0].passage;
        const set = (exam: string, block: number, text: string) =>
          ds.query(
            `UPDATE question_blocks b SET passage = $3 FROM exams e WHERE e.id = b.exam_id AND e.content_key = $1 AND b.position = $2`,
            [exam, block, text],
          );
        // goethe-c1-1 Lesen Teil 1 as an older seed wrote it (967 words in the whole Lesen paper then)
        const c1 = PASSAGES.find((p) => p.e === "goethe-c1-1" && p.b === 1)!;
        expect(await passage("goethe-c1-1", 1)).toBe(c1.to);
        await set("goethe-c1-1", 1, c1.from);
        // a passage an editor has rewritten since the seed stays as the editor left it
        const mine = "<p>Ein Text, den eine Redakteurin geschrieben hat.</p>";
        await set("goethe-b2-1", 3, mine);
        const run = async (step: "up" | "down") => {
          const runner = ds.createQueryRunner();
          try {
            await new ReadingLength1768950000000()[step](runner);
          } finally {
            await runner.release();
          }
        };
        await run("up");
        expect(await passage("goethe-c1-1", 1)).toBe(c1.to);
        expect(c1.to.length).toBeGreaterThan(2 * c1.from.length);
        expect(await passage("goethe-b2-1", 3)).toBe(mine);
        await run("down");
        expect(await passage("goethe-c1-1", 1)).toBe(c1.from);
        expect(await passage("goethe-b2-1", 3)).toBe(mine);
      }
    });

    it("give the rubrics of a database seeded before their calibration comments in ar, fr and es, and take them out again", async () => {
      const ds = shipped;
      {
        const comment = async (key: string): Promise<Record<string, string>> =>
          (await ds.query(`SELECT calibration->'comment' AS c FROM rubrics WHERE key = $1`, [key]))[0].c;
        const seeded = await comment("goethe-B2-forum");
        expect(Object.keys(seeded).sort()).toEqual(["ar", "de", "en", "es", "fr"]);
        const setComment = (key: string, c: Record<string, string>) =>
          ds.query(`UPDATE rubrics SET calibration = jsonb_set(calibration, '{comment}', $2::jsonb) WHERE key = $1`, [
            key,
            JSON.stringify(c),
          ]);
        // as an older seed wrote them: German and English only; and one a teacher has since rewritten
        await setComment("goethe-B2-forum", { de: seeded.de, en: seeded.en });
        const edited = { de: "Eine eigene Begründung der Lehrerin.", en: "The teacher's own reasons." };
        await setComment("telc-C1-essay", edited);
        const run = async (step: "up" | "down") => {
          const runner = ds.createQueryRunner();
          try {
            await new CalibrationLanguages1768960000000()[step](runner);
          } finally {
            await runner.release();
          }
        };
        await run("up");
        expect(await comment("goethe-B2-forum")).toEqual(seeded);
        expect(await comment("telc-C1-essay")).toEqual(edited);
        await run("down");
        expect(await comment("goethe-B2-forum")).toEqual({ de: seeded.de, en: seeded.en });
        expect(await comment("telc-C1-essay")).toEqual(edited);
      }
    });

    it("bring the rubrics of a database seeded before to the providers' schemes, leaving edited ones and every grade", async () => {
      const ds = shipped;
      type Row = {
        scheme: string;
        weight: number;
        criteria: { key: string; label: { de: string } }[];
        source: string;
        certainty: string;
      };
      const rubric = async (key: string): Promise<Row> =>
        (await ds.query(`SELECT scheme, weight, criteria, source, certainty FROM rubrics WHERE key = $1`, [key]))[0];
      const data = (key: string) => RUBRICS.find((r) => r.key === key)!;
      const writeOld = async (key: string, criteria?: unknown[]) => {
        const { rule, cite } = data(key);
        await ds.query(
          `UPDATE rubrics SET scheme = $2, weight = $3, criteria = $4::jsonb, source = $5, certainty = $6 WHERE key = $1`,
          [
            key,
            rule!.from.scheme,
            rule!.from.weight,
            JSON.stringify(criteria ?? rule!.from.criteria),
            cite!.from.source,
            cite!.from.certainty,
          ],
        );
      };
      const seeded = {
        a1: await rubric("goethe-A1-sprechen-vorstellen"),
        b2: await rubric("goethe-B2-sprechen-diskussion"),
        a2: await rubric("telc-A2-sprechen-kontakt"),
      };
      expect(seeded.a1.scheme).toBe("completion");
      expect(seeded.b2.criteria.map((c) => c.key)).toContain("interaktion");
      // as an older seed wrote them; the telc A2 one with a label a teacher has since changed in the console
      await writeOld("goethe-A1-sprechen-vorstellen");
      await writeOld("goethe-B2-sprechen-diskussion");
      const mine = structuredClone(data("telc-A2-sprechen-kontakt").rule!.from.criteria) as Row["criteria"];
      mine[0].label.de = "Aufgabe (eigene Bezeichnung)";
      await writeOld("telc-A2-sprechen-kontakt", mine);
      // a learner's self-assessment given on the old B2 discussion rubric (with Kohärenz)
      const [sub] = await ds.query(`SELECT s.id, b.exam_id FROM sub_questions s JOIN question_blocks b ON b.id = s.block_id
                                     WHERE s.rubric_key = 'goethe-B2-sprechen-diskussion' LIMIT 1`);
      const user = await buildUser(ds);
      const [attempt] = await ds.query(
        `INSERT INTO attempts (user_id, exam_id, status, submitted_at) VALUES ($1, $2, 'submitted', now()) RETURNING id`,
        [user.id, sub.exam_id],
      );
      const scores = ["erfuellung", "kohaerenz", "wortschatz", "strukturen", "aussprache"].map((key) => ({
        key,
        band: "B",
        points: 3,
      }));
      await ds.query(
        `INSERT INTO assessments (attempt_id, sub_question_id, kind, assessor_id, scores, total, max_points) VALUES ($1, $2, 'self', $3, $4, 37.5, 50)`,
        [attempt.id, sub.id, user.id, JSON.stringify(scores)],
      );
      const grade = async () =>
        (await ds.query(`SELECT scores, total, max_points FROM assessments WHERE attempt_id = $1`, [attempt.id]))[0];
      const before = await grade();
      const run = async (step: "up" | "down") => {
        const runner = ds.createQueryRunner();
        try {
          await new RubricSchemes1768970000000()[step](runner);
        } finally {
          await runner.release();
        }
      };
      await run("up");
      expect(await rubric("goethe-A1-sprechen-vorstellen")).toEqual(seeded.a1);
      expect(await rubric("goethe-B2-sprechen-diskussion")).toEqual(seeded.b2);
      // the edited rule stays as the teacher left it (still on the old scheme); its citation, untouched, is brought up
      const a2 = await rubric("telc-A2-sprechen-kontakt");
      expect([a2.scheme, a2.criteria]).toEqual(["goethe", mine]);
      expect([a2.source, a2.certainty]).toEqual([seeded.a2.source, seeded.a2.certainty]);
      expect(await grade()).toEqual(before);
      await run("down");
      const old = await rubric("goethe-A1-sprechen-vorstellen");
      expect([old.scheme, old.criteria.map((c) => c.key)]).toEqual(["goethe", ["erfuellung", "sprache", "aussprache"]]);
      expect((await rubric("goethe-B2-sprechen-diskussion")).criteria.map((c) => c.key)).toContain("kohaerenz");
      expect((await rubric("telc-A2-sprechen-kontakt")).criteria).toEqual(mine);
      expect(await grade()).toEqual(before);
      await run("up");
      expect(await rubric("goethe-B2-sprechen-diskussion")).toEqual(seeded.b2);
    });

    it("bring a database seeded before issue 29 to the official formats (play counts, names, telc A2), and back", async () => {
      const ds = shipped;
      const EXAMS = ["goethe-b2-1", "goethe-b2-2", "telc-b2-3", "telc-c1-1", "telc-c1-3", "telc-a2-1", "telc-a2-2", "telc-a2-3"];
      // every column the migration touches, of the exams, their blocks and tasks, the level and the new rubrics
      const snapshot = async () => ({
        blocks: await ds.query(
          `SELECT e.content_key, e.name, b.position, b.type, b.title, b.intro, b.transcript, b.play_limit, s.id AS sub_id,
                  s.answer_type, s.task, s.points, s.rubric_key, s.prep_seconds, s.max_record_seconds, s.model_solution, s.explanation
             FROM exams e JOIN question_blocks b ON b.exam_id = e.id LEFT JOIN sub_questions s ON s.block_id = b.id
            WHERE e.content_key = ANY($1) ORDER BY e.content_key, b.position, s.position`,
          [EXAMS],
        ),
        level: await ds.query(
          `SELECT l.name, l.description, json_agg(i.alt ORDER BY i.position) AS alts FROM levels l
             JOIN level_images i ON i.level_id = l.id WHERE l.family = 'telc' AND l.cefr = 'C1' GROUP BY l.id`,
        ),
        rubrics: await ds.query(
          `SELECT key, family, cefr, task_kind, name, scheme, weight, source, certainty, criteria, calibration FROM rubrics
            WHERE key = ANY($1) ORDER BY key`,
          [["telc-A2-form", "telc-A2-sprechen-informationen"]],
        ),
        // rubrics that stay, with what the migration changes of them (the message's weight, the telc C1 names)
        changed: await ds.query(`SELECT key, name->>'de' AS name, weight FROM rubrics WHERE key = ANY($1) ORDER BY key`, [
          ["telc-A2-email", "telc-C1-sprechen-diskussion", "telc-C1-sprechen-praesentation"],
        ]),
      });
      const run = async (step: "up" | "down") => {
        const runner = ds.createQueryRunner();
        try {
          await new OfficialFormats1768980000000()[step](runner);
        } finally {
          await runner.release();
        }
      };
      const block = async (exam: string, title: string) =>
        (
          await ds.query(
            `SELECT b.position, b.intro, b.play_limit FROM question_blocks b JOIN exams e ON e.id = b.exam_id
              WHERE e.content_key = $1 AND b.title = $2`,
            [exam, title],
          )
        )[0];
      const titles = async (exam: string) =>
        (
          await ds.query(
            `SELECT b.title FROM question_blocks b JOIN exams e ON e.id = b.exam_id
              WHERE e.content_key = $1 AND b.type IN ('writing', 'speaking') ORDER BY b.position`,
            [exam],
          )
        ).map((r: { title: string }) => r.title);
      const seeded = await snapshot();
      expect(seeded.rubrics).toHaveLength(2);
      const speakingTask = (await snapshot()).blocks.find(
        (r: { content_key: string; title: string }) => r.content_key === "telc-a2-1" && r.title === "Sprechen, Teil 2",
      );

      // as an older seed wrote it
      await run("down");
      expect((await block("goethe-b2-1", "Hören, Teil 2")).play_limit).toBe(1);
      expect((await block("telc-b2-3", "Hörverstehen, Teil 2")).play_limit).toBe(2);
      expect((await ds.query(`SELECT name FROM exams WHERE content_key = 'telc-c1-1'`))[0].name).toBe(
        "telc Deutsch C1 – Modellprüfung 1",
      );
      expect(await titles("telc-a2-1")).toEqual(["Schreiben", "Sprechen, Teil 1", "Sprechen, Teil 2", "Sprechen, Teil 3"]);
      expect((await snapshot()).rubrics).toEqual([]);
      expect((await snapshot()).changed).toEqual([
        { key: "telc-A2-email", name: expect.any(String), weight: 1.6667 },
        { key: "telc-C1-sprechen-diskussion", name: "telc Deutsch C1, Mündlicher Ausdruck Teil 2: Diskussion", weight: 1.2 },
        {
          key: "telc-C1-sprechen-praesentation",
          name: "telc Deutsch C1, Mündlicher Ausdruck Teil 1: ein Thema präsentieren",
          weight: 1.2,
        },
      ]);

      // what an editor changed since: an intro, an exam's name, the message block's title (that exam gets no form);
      // and a learner's recording of the old Sprechen Teil 2
      const intro = "<p>Eine eigene Einleitung der Redaktion.</p>";
      await ds.query(
        `UPDATE question_blocks b SET intro = $2 FROM exams e WHERE e.id = b.exam_id AND e.content_key = $1 AND b.title = 'Hören, Teil 2'`,
        ["goethe-b2-2", intro],
      );
      await ds.query(`UPDATE exams SET name = 'Unser telc C1' WHERE content_key = 'telc-c1-3'`);
      await ds.query(
        `UPDATE question_blocks b SET title = 'Schreiben: E-Mail' FROM exams e
          WHERE e.id = b.exam_id AND e.content_key = 'telc-a2-2' AND b.title = 'Schreiben'`,
      );
      const user = await buildUser(ds);
      const [attempt] = await ds.query(
        `INSERT INTO attempts (user_id, exam_id, status) SELECT $1, id, 'in_progress' FROM exams WHERE content_key = 'telc-a2-1' RETURNING id`,
        [user.id],
      );
      await ds.query(`INSERT INTO attempt_answers (attempt_id, sub_question_id, value) VALUES ($1, $2, 'take-1')`, [
        attempt.id,
        speakingTask.sub_id,
      ]);

      await run("up");
      const now = await snapshot();
      const of = (s: typeof now, exam: string) => s.blocks.filter((r: { content_key: string }) => r.content_key === exam);
      // what nobody edited is as the seed writes it now, the new rubrics included
      for (const exam of ["goethe-b2-1", "telc-b2-3", "telc-c1-1", "telc-a2-1", "telc-a2-3"])
        expect(of(now, exam).map(({ sub_id: _id, ...r }: { sub_id: number }) => r)).toEqual(
          of(seeded, exam).map(({ sub_id: _id, ...r }: { sub_id: number }) => r),
        );
      expect(now.level).toEqual(seeded.level);
      expect(now.rubrics).toEqual(seeded.rubrics);
      expect(now.changed).toEqual(seeded.changed);
      expect(seeded.changed.map((r: { weight: number }) => r.weight)).toEqual([0.6667, 1.2, 1.2]);
      expect(await titles("telc-a2-1")).toEqual([
        "Schreiben, Teil 1",
        "Schreiben, Teil 2",
        "Sprechen, Teil 1",
        "Sprechen, Teil 2",
        "Sprechen, Teil 3",
      ]);
      // the learner's recording stays on its task, which is now the new one
      const [answer] = await ds.query(
        `SELECT s.rubric_key, s.prep_seconds FROM attempt_answers a JOIN sub_questions s ON s.id = a.sub_question_id
          WHERE a.attempt_id = $1`,
        [attempt.id],
      );
      expect(answer).toEqual({ rubric_key: "telc-A2-sprechen-informationen", prep_seconds: 0 });
      // what an editor changed is left: the intro (the play limit, unedited, follows the format), the name, and the
      // renamed message with no form before it
      expect(await block("goethe-b2-2", "Hören, Teil 2")).toMatchObject({ intro, play_limit: 2 });
      expect((await ds.query(`SELECT name FROM exams WHERE content_key = 'telc-c1-3'`))[0].name).toBe("Unser telc C1");
      expect(await titles("telc-a2-2")).toEqual([
        "Schreiben: E-Mail",
        "Sprechen, Teil 1",
        "Sprechen, Teil 2",
        "Sprechen, Teil 3",
      ]);

      await run("down");
      expect(await titles("telc-a2-1")).toEqual(["Schreiben", "Sprechen, Teil 1", "Sprechen, Teil 2", "Sprechen, Teil 3"]);
      expect((await block("telc-b2-3", "Hörverstehen, Teil 2")).play_limit).toBe(2);
      expect(await block("goethe-b2-2", "Hören, Teil 2")).toMatchObject({ intro, play_limit: 1 });
      expect((await ds.query(`SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1`, [attempt.id]))[0].n).toBe(1);
    });
  });
});

describe("seed content", () => {
  it("loads every file into an empty database, once", async () => {
    const ds = await freshDatabase();
    try {
      expect(await seedIfEmpty(ds, FIXTURE_CONTENT)).toBe(true);
      const [{ levels, exams, subs, items }] = await ds.query(
        `SELECT (SELECT count(*)::int FROM levels) AS levels, (SELECT count(*)::int FROM exams) AS exams,
                (SELECT count(*)::int FROM sub_questions) AS subs, (SELECT count(*)::int FROM placement_items) AS items`,
      );
      expect({ levels, exams, subs, items }).toEqual({ levels: 10, exams: 3, subs: 9, items: 1 });
      const [block] = await ds.query(`SELECT audio, audio_mp3 FROM question_blocks WHERE type = 'listening'`);
      expect(block).toEqual({ audio: "audio/t.ogg", audio_mp3: "audio/t.mp3" });
      expect(await seedIfEmpty(ds, FIXTURE_CONTENT)).toBe(false);
      expect((await ds.query(`SELECT count(*)::int AS n FROM exams`))[0].n).toBe(3);
    } finally {
      await ds.destroy();
    }
  });

  it("loads the shipped content: ten family-levels with three mocks each, the placement bank", async () => {
    // as `npm start` does on a new machine: every migration on an empty database (the data migrations find nothing to
    // bring up to date, and must write nothing the seed writes), then the seed
    const ds = await emptyDatabase();
    try {
      await ds.runMigrations({ transaction: "each" });
      const started = performance.now();
      expect(await seedIfEmpty(ds, loadConfig({}).contentDir)).toBe(true);
      // printed, not asserted (tests never depend on timing): the issue asks for under a minute here
      console.log(`shipped content loaded into an empty database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const perLevel: { family: string; cefr: string; exams: number }[] = await ds.query(
        `SELECT l.family, l.cefr, count(e.id)::int AS exams FROM levels l LEFT JOIN exams e ON e.level_id = l.id AND e.published
         GROUP BY l.family, l.cefr ORDER BY l.family, l.cefr`,
      );
      expect(perLevel).toHaveLength(10);
      for (const row of perLevel) expect(row).toEqual({ family: row.family, cefr: row.cefr, exams: 3 });
      const [{ items }] = await ds.query(`SELECT count(*)::int AS items FROM placement_items`);
      expect(items).toBeGreaterThanOrEqual(150);
      const [{ missing }] = await ds.query(
        `SELECT count(*)::int AS missing FROM question_blocks WHERE type LIKE 'listening%' AND (audio IS NULL OR audio_mp3 IS NULL)`,
      );
      expect(missing).toBe(0);
    } finally {
      await ds.destroy();
    }
  });

  it("rejects a malformed file with a message naming the file and the field, and writes nothing", async () => {
    const dir = copyFixtures();
    const file = path.join(dir, "exams", "goethe-a1-t.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("answer: b", "answer: d"));
    const ds = await freshDatabase();
    try {
      const err = await seedIfEmpty(ds, dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ContentError);
      expect((err as Error).message).toContain("exams/goethe-a1-t.yaml");
      expect((err as Error).message).toContain("blocks.0.questions.1.answer: answer must name one of the choices");
      expect((await ds.query(`SELECT count(*)::int AS n FROM levels`))[0].n).toBe(0);
    } finally {
      await ds.destroy();
    }
  });

  it("names a missing media file and an undefined level", async () => {
    const dir = copyFixtures();
    fs.rmSync(path.join(dir, "media", "audio", "t.ogg"));
    const ds = await freshDatabase();
    try {
      const err = await seedIfEmpty(ds, dir).catch((e: Error) => e.message);
      expect(err).toContain("exams/goethe-a1-t.yaml");
      expect(err).toContain("blocks.1.audio: media file media/audio/t.ogg not found");
    } finally {
      await ds.destroy();
    }
  });

  it("leaves nothing half-loaded when the database refuses a row", async () => {
    const dir = copyFixtures();
    const file = path.join(dir, "exams", "telc-b1-t.yaml");
    // valid for the format, too long for the column: the write fails after earlier rows went in
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("title: Leseverstehen, Teil 1", `title: "${"x".repeat(300)}"`));
    const ds = await freshDatabase();
    try {
      await expect(seedIfEmpty(ds, dir)).rejects.toThrow();
      const [{ n }] = await ds.query(
        `SELECT (SELECT count(*) FROM levels) + (SELECT count(*) FROM exams) + (SELECT count(*) FROM contact_info) AS n`,
      );
      expect(Number(n)).toBe(0);
    } finally {
      await ds.destroy();
    }
  });
});
