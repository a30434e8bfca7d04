import type { DataSource } from "typeorm";
import type { Principal } from "../../graphql/context";
import { Exam } from "./exam.entity";

/** Parses a GraphQL/REST id; anything that is not a positive integer matches nothing. */
export function parseId(id: string | number): number | null {
  const n = typeof id === "number" ? id : /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export class ExamService {
  constructor(private readonly ds: DataSource) {}

  /** A published exam, or a draft for an admin; null otherwise. */
  async findVisible(id: string | number, principal: Principal | null): Promise<Exam | null> {
    const examId = parseId(id);
    if (!examId) return null;
    const exam = await this.ds.getRepository(Exam).findOneBy({ id: examId });
    if (!exam || (!exam.published && !principal?.isAdmin)) return null;
    return exam;
  }
}
