import { Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import type { ClassViewDto, ClassViewService } from "./class-view.service";
import { awaitingGrading } from "./course-grading";
import { CourseType } from "./course.types";
import { ClassViewType } from "./class-view.types";

/** The course's class view and its count of answers awaiting grading (fields of Course; rules in the services). */
@Resolver(() => CourseType)
export class ClassViewResolver {
  constructor(private readonly classViews: ClassViewService) {}

  @FieldResolver(() => ClassViewType, {
    description:
      "Learners × modules under the official pass rule and the Teil-type heat map: the course's teachers and admins " +
      "(anyone else: NOT_FOUND). The same table as GET /api/courses/{id}/export.csv.",
  })
  async classView(@Ctx() ctx: Context, @Root() course: { id: number | string }) {
    return present(await this.classViews.classView(ctx.actor, course.id));
  }

  @FieldResolver(() => Int, {
    description:
      "Writing and speaking answers awaiting a teacher's grade in this course (its grading queue, AWAITING); 0 for learners.",
  })
  awaitingGrading(@Ctx() ctx: Context, @Root() course: { id: number | string; myRole?: string | null }): Promise<number> {
    return awaitingGrading(ctx.actor, course);
  }
}

function present(view: ClassViewDto) {
  return {
    ...view,
    rows: view.rows.map((r) => ({
      ...r,
      cells: r.cells.map((c) => ({ ...c, passed: c.status === "passed" ? true : c.status === "failed" ? false : null })),
    })),
  };
}
