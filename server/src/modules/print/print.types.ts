import { Field, ID, Int, ObjectType } from "type-graphql";
import { QuestionBlockType } from "../attempts/attempt.types";
import { Skill } from "../exams/exam.enums";
import { ExamType, TeilPlaceType } from "../exams/exam.types";
import { ListSize } from "../../graphql/cost";
import { CONTENT_SIZES } from "../exams/content-sizes";

@ObjectType("PrintPage", {
  simpleResolvers: true,
  description: "One page of a mock on paper (a Teil, or one text of a Teil of several), without its key.",
})
export class PrintPageType {
  @Field(() => Int)
  number: number;

  @Field(() => Skill)
  skill: Skill;

  @Field(() => TeilPlaceType, { description: "The page's Teil and text within its module." })
  place: TeilPlaceType;

  @Field(() => QuestionBlockType)
  block: QuestionBlockType;
}

@ObjectType("PrintSheet", { description: "A mock on paper: every page in exam order, never a key." })
export class PrintSheetType {
  @Field(() => ExamType)
  exam: ExamType;

  @ListSize({ assumedSize: CONTENT_SIZES.blocksPerExam })
  @Field(() => [PrintPageType])
  pages: PrintPageType[];
}

@ObjectType("PrintKeyItem", { simpleResolvers: true, description: "One item's key for teachers." })
export class PrintKeyItemType {
  @Field(() => ID)
  id: number;

  @Field(() => Int)
  position: number;

  @Field()
  answerType: string;

  @Field(() => [String], { description: "The correct value, or every accepted answer of a typed gap." })
  correctAnswers: string[];

  @Field(() => String, { nullable: true, description: "The label of the correct option." })
  correctLabel: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Writing: a model text; speaking: a model transcript (sanitised HTML, German fallback).",
  })
  modelSolution: string | null;
}

@ObjectType("PrintKeyPage", { simpleResolvers: true, description: "The key of one page with its recording's transcript." })
export class PrintKeyPageType {
  @Field(() => Int)
  number: number;

  @Field(() => Skill)
  skill: Skill;

  @Field(() => TeilPlaceType, { description: "The page's Teil and text within its module." })
  place: TeilPlaceType;

  @Field(() => String, { nullable: true })
  title: string | null;

  @Field(() => String, { nullable: true, description: "Transcript of the recording (sanitised HTML)." })
  transcript: string | null;

  @ListSize({ assumedSize: CONTENT_SIZES.itemsPerBlock })
  @Field(() => [PrintKeyItemType])
  items: PrintKeyItemType[];
}
