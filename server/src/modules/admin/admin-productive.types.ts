import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { AdminBlock, AdminExam, AdminLocalized, AdminLocalizedInput, AdminSubQuestion } from "./admin.types";
import { ListSize } from "../../graphql/cost";
import { CONTENT_SIZES } from "../exams/content-sizes";
import { TeilPlaceType } from "../exams/exam.types";

/** One band of a criterion: its letter (A–E), its points and its descriptor per language. */
@ObjectType("AdminBand")
@InputType("AdminBandInput")
export class AdminBand {
  @Field() band: string;
  @Field(() => Float) points: number;
  @Field(() => AdminLocalized) descriptor: AdminLocalized;
}
export const AdminBandInput = AdminBand;
export type AdminBandInput = AdminBand;

@ObjectType("AdminCriterion")
@InputType("AdminCriterionInput")
export class AdminCriterion {
  @Field({ description: "Fixed once assessments refer to it: the console edits labels, bands and points." }) key: string;
  @Field(() => AdminLocalized) label: AdminLocalized;
  @Field({ description: "Goethe: the lowest band here makes the whole task 0." }) zeroesTask: boolean;
  @ListSize({ assumedSize: CONTENT_SIZES.bandsPerCriterion })
  @Field(() => [AdminBand], { description: "Best first." })
  bands: AdminBand[];
}
export const AdminCriterionInput = AdminCriterion;
export type AdminCriterionInput = AdminCriterion;

/** A rubric as the console edits it: every language of every label and descriptor. */
@ObjectType("AdminRubric")
export class AdminRubric {
  @Field(() => ID) id: number;
  @Field() key: string;
  @Field() family: string;
  @Field() cefr: string;
  @Field() taskKind: string;
  @Field(() => AdminLocalized) name: AdminLocalized;
  @Field({ description: "goethe, telc or completion (Start Deutsch 1 Sprechen)." }) scheme: string;
  @Field(() => Float) weight: number;
  @Field(() => Float, { description: "The task's maximum (weighted)." }) maxPoints: number;
  @Field(() => String, { nullable: true }) source: string | null;
  @Field(() => String, { nullable: true, description: "src, 3rd, mem or own." }) certainty: string | null;
  @ListSize({ assumedSize: CONTENT_SIZES.criteriaPerRubric })
  @Field(() => [AdminCriterion])
  criteria: AdminCriterion[];
  @Field(() => Int, { description: "How many tasks are judged by it." }) usedBy: number;
}

@InputType("AdminRubricInput")
export class AdminRubricInput {
  @Field(() => AdminLocalizedInput) name: AdminLocalizedInput;
  @Field(() => Float, { nullable: true }) weight?: number | null;
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true }) certainty?: string | null;
  @Field(() => [AdminCriterionInput]) criteria: AdminCriterionInput[];
}

@ObjectType("AdminRubricPage")
export class AdminRubricPage {
  @Field(() => [AdminRubric]) items: AdminRubric[];
  @Field(() => Int) total: number;
}

@ObjectType("AdminPreviewPage", { description: "One exam page as a learner sees it, with the keys beside it." })
export class AdminPreviewPage {
  @Field(() => Int) number: number;
  @Field(() => Int) pageCount: number;
  @Field(() => TeilPlaceType, { description: "The page's Teil and text within its module, as the learner's player shows it." })
  place: TeilPlaceType;
  @Field(() => AdminExam) exam: AdminExam;
  @Field(() => AdminBlock) block: AdminBlock;
  @ListSize({ assumedSize: CONTENT_SIZES.itemsPerBlock })
  @Field(() => [AdminSubQuestion])
  subQuestions: AdminSubQuestion[];
  @ListSize({ assumedSize: CONTENT_SIZES.rubricsPerBlock })
  @Field(() => [AdminRubric], { description: "The rubrics the page's productive tasks are judged by." })
  rubrics: AdminRubric[];
}
