import { Field, ID, Int, ObjectType } from "type-graphql";
import { Skill } from "./exam.enums";

@ObjectType({ description: "Module time limits in minutes; null means untimed." })
export class TimeLimits {
  @Field(() => Int, { nullable: true })
  reading: number | null;

  @Field(() => Int, { nullable: true })
  listening: number | null;

  @Field(() => Int, { nullable: true })
  writing: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The oral part's length (minutes), as the exam states it; each speaking task times itself (no module clock).",
  })
  speaking: number | null;
}

@ObjectType("Exam")
export class ExamType {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;
}

@ObjectType("TeilPlace", {
  simpleResolvers: true,
  description:
    "Where a page stands in its module: its Teil among the module's Teile and its text among the Teil's (a Teil of " +
    "several texts, such as Goethe A1 Lesen, Teil 1, spans as many pages). The same on every page type.",
})
export class TeilPlaceType {
  @Field(() => Skill)
  skill: Skill;

  @Field(() => Int, { description: "The Teil, 1-based in page order within the module." })
  teil: number;

  @Field(() => Int, { description: "The module's Teile." })
  teilCount: number;

  @Field(() => Int, { description: "The page's text within its Teil, 1-based." })
  text: number;

  @Field(() => Int, { description: "The Teil's texts (pages); 1 for a Teil of one page." })
  textCount: number;
}

@ObjectType("ModuleTeile", { simpleResolvers: true, description: "A module of an exam and how many Teile it has." })
export class ModuleTeileType {
  @Field(() => Skill)
  skill: Skill;

  @Field(() => Int)
  teilCount: number;
}
