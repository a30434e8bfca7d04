import type { DataSource } from "typeorm";
import { AppError, fieldError } from "../../common/errors";
import type { Actor } from "../../common/principal";
import { Attempt } from "../attempts/attempt.entity";
import { isCorrect, type ScoringItem } from "../attempts/scoring";
import { Exam } from "../exams/exam.entity";
import { skillOf, type BlockType } from "../exams/question-block.entity";
import type { AnswerType, CompleteMode } from "../exams/sub-question.entity";
import type { PrincipalCache } from "../users/principal-cache";
import { TIME_FACTOR_MAX, TIME_FACTOR_MIN } from "../users/player-settings";
import { User } from "../users/user.entity";
import { listPage, toId } from "./admin-list";
import { adminMessages as M } from "./admin.messages";
import type {
  AdminAttempt,
  AdminDashboard,
  AdminExamStat,
  AdminItemStat,
  AdminListInput,
  AdminUser,
  AdminUserInput,
} from "./admin.types";

/** Users (search, promote/demote, block, their attempts) and the dashboard's figures. */
export class AdminUsersService {
  constructor(
    private readonly ds: DataSource,
    private readonly principals: PrincipalCache,
  ) {}

  async users(args: AdminListInput | null | undefined): Promise<{ items: AdminUser[]; total: number }> {
    const qb = this.ds.getRepository(User).createQueryBuilder("u");
    if (!args?.withGuests) qb.andWhere("u.isGuest = false");
    if (args?.isAdmin != null) qb.andWhere("u.isAdmin = :isAdmin", { isAdmin: args.isAdmin });
    if (args?.isBlocked != null) qb.andWhere("u.isBlocked = :isBlocked", { isBlocked: args.isBlocked });
    const page = await listPage(qb, args, {
      id: "u.id",
      sort: {
        id: "u.id",
        email: "u.email",
        name: "u.name",
        createdAt: "u.createdAt",
        isAdmin: "u.isAdmin",
        isBlocked: "u.isBlocked",
      },
      search: ["u.email", "u.name", "u.mobile"],
    });
    return { items: await this.userRows(page.items), total: page.total };
  }

  async user(id: string | number): Promise<AdminUser | null> {
    const row = await this.ds.getRepository(User).findOneBy({ id: toId(id) ?? 0 });
    return row ? (await this.userRows([row]))[0] : null;
  }

  private async userRows(users: User[]): Promise<AdminUser[]> {
    if (!users.length) return [];
    const counts: { userId: number; n: number }[] = await this.ds
      .getRepository(Attempt)
      .createQueryBuilder("a")
      .select("a.user_id", "userId")
      .addSelect("COUNT(*)::int", "n")
      .where("a.user_id IN (:...ids)", { ids: users.map((u) => u.id) })
      .groupBy("a.user_id")
      .getRawMany();
    return users.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      isAdmin: u.isAdmin,
      isTeacher: u.isTeacher,
      isBlocked: u.isBlocked,
      isGuest: u.isGuest,
      emailConfirmed: !!u.emailConfirmedAt,
      timeFactor: u.timeFactor ?? 1,
      createdAt: u.createdAt,
      attemptCount: counts.find((c) => c.userId === u.id)?.n ?? 0,
    }));
  }

  /** Promote or demote, grant or take back the teacher flag, grant extended time, block or unblock. An admin cannot demote or block themselves. Blocking revokes every token. */
  async updateUser(actor: Actor, id: string | number, input: AdminUserInput): Promise<AdminUser> {
    const actorId = actor.principal?.userId;
    const user = await this.ds.getRepository(User).findOneBy({ id: toId(id) ?? 0 });
    if (!user) throw new AppError("NOT_FOUND", M.unknownRef);
    if (user.id === actorId && (input.isAdmin === false || input.isBlocked === true))
      throw new AppError("CONFLICT", M.selfDemote);
    const patch: Partial<User> = {};
    if (input.isAdmin != null) patch.isAdmin = input.isAdmin;
    if (input.isTeacher != null) patch.isTeacher = input.isTeacher;
    if (input.isBlocked != null) patch.isBlocked = input.isBlocked;
    if (input.timeFactor != null) {
      const f = input.timeFactor;
      if (!Number.isFinite(f) || f < TIME_FACTOR_MIN || f > TIME_FACTOR_MAX) throw fieldError("timeFactor", M.timeFactor);
      patch.timeFactor = Math.round(f * 100) / 100;
      patch.timeFactorGrantedBy = actorId ?? null;
      patch.timeFactorGrantedAt = new Date();
    }
    if (input.isBlocked === true && !user.isBlocked) patch.tokenVersion = user.tokenVersion + 1;
    if (Object.keys(patch).length) {
      await this.ds.getRepository(User).update({ id: user.id }, patch);
      await this.principals.changed(user.id);
    }
    return (await this.user(user.id))!;
  }

  async userAttempts(userId: string | number): Promise<AdminAttempt[]> {
    const rows = await this.ds
      .getRepository(Attempt)
      .createQueryBuilder("a")
      .innerJoinAndMapOne("a.exam", Exam, "e", "e.id = a.exam_id")
      .where("a.userId = :userId", { userId: toId(userId) ?? 0 })
      .orderBy("a.startedAt", "DESC")
      .addOrderBy("a.id", "DESC")
      .getMany();
    return rows.map((a) => ({
      id: a.id,
      userId: a.userId,
      examId: a.examId,
      examName: a.exam?.name ?? "",
      status: a.status,
      startedAt: a.startedAt,
      submittedAt: a.submittedAt,
      readingPercent: a.score?.reading?.percent ?? null,
      listeningPercent: a.score?.listening?.percent ?? null,
      totalPercent: a.score?.total?.percent ?? null,
      passed: a.score ? a.score.passed : null,
    }));
  }

  // ---------- dashboard ----------

  async dashboard(): Promise<AdminDashboard> {
    const [counts] = await this.ds.query(`SELECT
      (SELECT COUNT(*) FROM users WHERE NOT is_guest)::int AS users,
      (SELECT COUNT(*) FROM users WHERE is_admin)::int AS admins,
      (SELECT COUNT(*) FROM exams)::int AS exams,
      (SELECT COUNT(*) FROM exams WHERE published)::int AS "publishedExams",
      (SELECT COUNT(*) FROM attempts)::int AS attempts,
      (SELECT COUNT(*) FROM attempts WHERE status = 'submitted')::int AS "submittedAttempts"`);
    const examStats: AdminExamStat[] = (
      await this.ds.query(`SELECT e.id AS "examId", e.name AS "examName",
        COUNT(a.id)::int AS attempts,
        COUNT(a.id) FILTER (WHERE a.status = 'submitted')::int AS submitted,
        ROUND(AVG((a.score->'reading'->>'percent')::numeric) FILTER (WHERE a.status = 'submitted'), 1)::float AS "readingMean",
        ROUND(AVG((a.score->'listening'->>'percent')::numeric) FILTER (WHERE a.status = 'submitted'), 1)::float AS "listeningMean"
        FROM exams e LEFT JOIN attempts a ON a.exam_id = e.id
        GROUP BY e.id, e.name ORDER BY COUNT(a.id) DESC, e.id`)
    ).map((r: AdminExamStat) => ({ ...r, readingMean: r.readingMean ?? null, listeningMean: r.listeningMean ?? null }));
    const items = await this.itemStats(null);
    const weakestItems = items
      .filter((i) => i.attempts > 0)
      .sort((a, b) => a.share - b.share || a.subQuestionId - b.subQuestionId)
      .slice(0, 10);
    return { ...counts, examStats, weakestItems };
  }

  /**
   * Per sub-question: of the submitted attempts of its exam, how many got it right (unanswered is
   * wrong), decided by the same isCorrect as scoring.
   */
  async itemStats(examId: string | number | null): Promise<AdminItemStat[]> {
    const exam = examId === null ? null : (toId(examId) ?? 0);
    const items: (ScoringItem & { blockId: number; examId: number; examName: string; title: string | null; type: BlockType })[] =
      await this.ds.query(
        `SELECT q.id, q.block_id AS "blockId", b.exam_id AS "examId", e.name AS "examName", q.title, b.type,
              q.answer_type AS "answerType", q.complete_mode AS "completeMode",
              q.correct_answer AS "correctAnswer", q.accepted_answers AS "acceptedAnswers"
         FROM sub_questions q JOIN question_blocks b ON b.id = q.block_id JOIN exams e ON e.id = b.exam_id
        WHERE ($1::int IS NULL OR b.exam_id = $1)
          AND EXISTS (SELECT 1 FROM attempts a WHERE a.exam_id = b.exam_id AND a.status = 'submitted')
        ORDER BY b.exam_id, b.position, q.position`,
        [exam],
      );
    if (!items.length) return [];
    const submitted: { examId: number; n: number }[] = await this.ds.query(
      `SELECT exam_id AS "examId", COUNT(*)::int AS n FROM attempts WHERE status = 'submitted' AND ($1::int IS NULL OR exam_id = $1) GROUP BY exam_id`,
      [exam],
    );
    const answers: { subQuestionId: number; value: string }[] = await this.ds.query(
      `SELECT aa.sub_question_id AS "subQuestionId", aa.value FROM attempt_answers aa
         JOIN attempts a ON a.id = aa.attempt_id
        WHERE a.status = 'submitted' AND ($1::int IS NULL OR a.exam_id = $1)`,
      [exam],
    );
    const right = new Map<number, number>();
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const a of answers) {
      const item = byId.get(a.subQuestionId);
      if (
        item &&
        isCorrect(
          {
            ...item,
            skill: skillOf(item.type) as ScoringItem["skill"],
            answerType: item.answerType as AnswerType,
            completeMode: item.completeMode as CompleteMode | null,
          },
          a.value,
        )
      )
        right.set(item.id, (right.get(item.id) ?? 0) + 1);
    }
    return items.map((i) => {
      const n = submitted.find((s) => s.examId === i.examId)?.n ?? 0;
      const correct = right.get(i.id) ?? 0;
      return {
        subQuestionId: i.id,
        blockId: i.blockId,
        examId: i.examId,
        examName: i.examName,
        title: i.title,
        attempts: n,
        correct,
        share: n ? Math.round((correct / n) * 1000) / 1000 : 0,
      };
    });
  }
}
