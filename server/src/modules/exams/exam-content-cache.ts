import { In, type DataSource } from "typeorm";
import type { ChangeBus } from "../../db/change-bus";
import { QuestionBlock } from "./question-block.entity";
import type { SubQuestion } from "./sub-question.entity";

/** The change-notice topic of exam content; the key is the exam id, or "*" for every exam. */
export const EXAM_CHANGES = "exam";

interface Entry {
  value: Promise<QuestionBlock | null>;
  expires: number;
}

/**
 * Published exam content (question blocks with their sub-questions, keys included) kept in process:
 * a published exam changes only through the console, which calls `changed(examId)` after its commit;
 * this replica drops the exam's blocks at once, the others when the change notice reaches them (Redis
 * pub/sub with REDIS_URL). A block of an unpublished exam is read afresh every time (a draft under edit).
 * `ttlMs` bounds the staleness if a notice is lost; 0 turns the cache off.
 *
 * The cached objects are shared by every request: callers read them and never change them.
 */
export class ExamContentCache {
  private readonly blocks = new Map<number, Entry>();
  /** exam id → its cached block ids (to drop an exam's blocks). */
  private readonly byExam = new Map<number, Set<number>>();
  private generation = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly bus: ChangeBus,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    bus.on(EXAM_CHANGES, (key) => (key === "*" ? this.clear() : this.dropExam(Number(key))));
  }

  /** A block with its sub-questions in order (position, id), or null. */
  async block(id: number): Promise<QuestionBlock | null> {
    return (await this.many([id]))[0];
  }

  /** Blocks by id, in the order asked (null where none); the missing ones in one statement. */
  async many(ids: readonly number[]): Promise<(QuestionBlock | null)[]> {
    const now = this.now();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.blocks.get(id);
      if (!hit || hit.expires <= now) missing.push(id);
    }
    const unique = [...new Set(missing)];
    const loaded = unique.length ? this.load(unique, now) : null;
    const one = (id: number): Promise<QuestionBlock | null> => {
      const entry = this.blocks.get(id);
      return entry ? entry.value : loaded!.then((m) => m.get(id) ?? null);
    };
    return Promise.all(ids.map(one));
  }

  /** The sub-questions of these blocks by id, with their block (for checking answers against a page plan). */
  async subsOf(blockIds: readonly number[]): Promise<Map<number, { sub: SubQuestion; block: QuestionBlock }>> {
    const out = new Map<number, { sub: SubQuestion; block: QuestionBlock }>();
    for (const block of await this.many(blockIds)) {
      if (block) for (const sub of block.subQuestions ?? []) out.set(sub.id, { sub, block });
    }
    return out;
  }

  /** After a committed change of an exam's content or its publication ("*": of any exam), on every replica. */
  changed(examId: number | "*"): Promise<void> {
    return this.bus.publish(EXAM_CHANGES, examId);
  }

  get size(): number {
    return this.blocks.size;
  }

  private load(ids: number[], now: number): Promise<Map<number, QuestionBlock>> {
    const generation = this.generation;
    const rows = this.ds
      .getRepository(QuestionBlock)
      .find({
        where: { id: In(ids) },
        relations: { subQuestions: true, exam: true },
        order: { subQuestions: { position: "ASC", id: "ASC" } },
      })
      .then((list) => new Map(list.map((b) => [b.id, b])));
    if (this.ttlMs <= 0) return rows;
    const entries = ids.map((id) => {
      const entry: Entry = { value: rows.then((m) => m.get(id) ?? null), expires: now + this.ttlMs };
      this.blocks.set(id, entry);
      return [id, entry] as const;
    });
    const forget = (id: number, entry: Entry) => {
      if (this.blocks.get(id) === entry) this.blocks.delete(id);
    };
    rows.then(
      (m) => {
        for (const [id, entry] of entries) {
          const block = m.get(id);
          // kept only while current: published, and no change notice since the read began
          if (!block?.exam?.published || generation !== this.generation) forget(id, entry);
          else {
            let set = this.byExam.get(block.examId);
            if (!set) this.byExam.set(block.examId, (set = new Set()));
            set.add(id);
          }
        }
      },
      () => entries.forEach(([id, entry]) => forget(id, entry)),
    );
    return rows;
  }

  private dropExam(examId: number): void {
    this.generation += 1;
    for (const id of this.byExam.get(examId) ?? []) this.blocks.delete(id);
    this.byExam.delete(examId);
    // a block read while the notice arrived is not kept (generation); blocks of the exam not yet indexed are in flight
  }

  private clear(): void {
    this.generation += 1;
    this.blocks.clear();
    this.byExam.clear();
  }
}
