import type { DataSource } from "typeorm";
import { parseId } from "../../common/ids";
import type { Actor } from "../../common/principal";
import { Exam } from "./exam.entity";
import { canSeeExam } from "./exam.policy";

export class ExamService {
  constructor(private readonly ds: DataSource) {}

  /** A published exam, or a draft for an admin; null otherwise (an id that is no id matches nothing). */
  async findVisible(actor: Actor, id: string | number): Promise<Exam | null> {
    const examId = parseId(id);
    if (!examId) return null;
    const exam = await this.ds.getRepository(Exam).findOneBy({ id: examId });
    return exam && canSeeExam(actor.principal, exam) ? exam : null;
  }
}
