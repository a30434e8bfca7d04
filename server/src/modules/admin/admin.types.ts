import { Field, Float, ID, InputType, Int, ObjectType, type ClassType } from "type-graphql";
import { ListSize } from "../../graphql/cost";
import { IMAGES_PER_LEVEL } from "../content/content.enums";
import { CONTENT_SIZES } from "../exams/content-sizes";

/** A list page of an admin resource: the rows and the total (react-admin's getList). */
function pageOf<T extends object>(name: string, item: ClassType<T>) {
  @ObjectType(name)
  class Page {
    @Field(() => [item]) items: T[];
    @Field(() => Int) total: number;
  }
  return Page;
}

/** A text in each of the five languages (HTML where the field is rich text); the same shape in and out. */
@ObjectType("AdminLocalized")
@InputType("AdminLocalizedInput")
export class AdminLocalized {
  @Field(() => String, { nullable: true }) de?: string | null;
  @Field(() => String, { nullable: true }) en?: string | null;
  @Field(() => String, { nullable: true }) ar?: string | null;
  @Field(() => String, { nullable: true }) fr?: string | null;
  @Field(() => String, { nullable: true }) es?: string | null;
}
export const AdminLocalizedInput = AdminLocalized;
export type AdminLocalizedInput = AdminLocalized;

/** Search, filters, sort and pagination of every admin list (each list uses the filters that apply to it). */
@InputType("AdminListInput")
export class AdminListInput {
  @Field(() => String, { nullable: true, description: "Free-text search." }) q?: string | null;
  @Field(() => Int, { nullable: true, description: "1-based page." }) page?: number | null;
  @Field(() => Int, { nullable: true, description: "Rows per page (at most 500)." }) perPage?: number | null;
  @Field(() => String, { nullable: true }) sortField?: string | null;
  @Field(() => String, { nullable: true, description: "ASC or DESC." }) sortOrder?: string | null;
  @Field(() => [ID], { nullable: true, description: "Only these ids." }) ids?: string[] | null;
  @Field(() => String, { nullable: true }) family?: string | null;
  @Field(() => String, { nullable: true }) cefr?: string | null;
  @Field(() => ID, { nullable: true }) levelId?: string | null;
  @Field(() => ID, { nullable: true }) examId?: string | null;
  @Field(() => ID, { nullable: true }) blockId?: string | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => String, { nullable: true }) difficulty?: string | null;
  @Field(() => Boolean, { nullable: true }) published?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isAdmin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isBlocked?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "Users: include guest principals (default false)." }) withGuests?:
    boolean | null;
}

// ---------- levels ----------

@ObjectType("AdminLevelImage")
export class AdminLevelImage {
  @Field(() => Int) position: number;
  @Field({ description: "Media key." }) file: string;
  @Field(() => String, { nullable: true }) url: string | null;
  @Field(() => AdminLocalized) alt: AdminLocalized;
}

/** What a level is, read and written alike (fields inherited by the object and the input type; never in the schema itself). */
@ObjectType("AdminLevelFields")
@InputType("AdminLevelFieldsInput")
abstract class LevelFields {
  @Field() family: string;
  @Field() cefr: string;
  @Field() name: string;
  @Field() slugDe: string;
  @Field() slugEn: string;
  @Field() slugAr: string;
  @Field() slugFr: string;
  @Field() slugEs: string;
}

@ObjectType("AdminLevel")
export class AdminLevel extends LevelFields {
  @Field(() => ID) id: number;
  @Field(() => AdminLocalized, { description: "Sanitised HTML per language." }) description: AdminLocalized;
  @Field(() => Int) sortOrder: number;
  @ListSize({ assumedSize: IMAGES_PER_LEVEL })
  @Field(() => [AdminLevelImage])
  images: AdminLevelImage[];
  @Field(() => Int) examCount: number;
}

@InputType("AdminLevelImageInput")
export class AdminLevelImageInput {
  @Field({ description: "Media key (from /media/upload)." }) file: string;
  @Field(() => AdminLocalizedInput, { nullable: true }) alt?: AdminLocalizedInput | null;
}

@InputType("AdminLevelInput")
export class AdminLevelInput extends LevelFields {
  @Field(() => AdminLocalizedInput, { nullable: true }) description?: AdminLocalizedInput | null;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => [AdminLevelImageInput], { nullable: true, description: "Up to five images, in order." }) images?:
    AdminLevelImageInput[] | null;
}

export const AdminLevelPage = pageOf("AdminLevelPage", AdminLevel);
export type AdminLevelPage = InstanceType<typeof AdminLevelPage>;

// ---------- exams ----------

/** What an exam is, read and written alike (fields inherited by the object and the input type; never in the schema itself). */
@ObjectType("AdminExamFields")
@InputType("AdminExamFieldsInput")
abstract class ExamFields {
  @Field() name: string;
  @Field(() => Int, { nullable: true }) readingMinutes?: number | null;
  @Field(() => Int, { nullable: true }) listeningMinutes?: number | null;
  @Field(() => Int, { nullable: true }) writingMinutes?: number | null;
  @Field(() => Int, { nullable: true, description: "The oral part's minutes (shown; Sprechen has no module clock)." })
  speakingMinutes?: number | null;
}

@ObjectType("AdminExam")
export class AdminExam extends ExamFields {
  @Field(() => ID) id: number;
  @Field(() => ID) levelId: number;
  @Field(() => String, { nullable: true }) contentKey: string | null;
  @Field() published: boolean;
  @Field(() => Int) sortOrder: number;
  @Field() passRule: string;
  @Field(() => Int) passPercent: number;
  @Field(() => Int) blockCount: number;
  @Field() createdAt: Date;
}

@InputType("AdminExamInput")
export class AdminExamInput extends ExamFields {
  @Field(() => ID) levelId: string;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => String, { nullable: true, description: "per_skill, total or written." }) passRule?: string | null;
  @Field(() => Int, { nullable: true }) passPercent?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Setting true runs the publishing gate." }) published?: boolean | null;
}

export const AdminExamPage = pageOf("AdminExamPage", AdminExam);
export type AdminExamPage = InstanceType<typeof AdminExamPage>;

@ObjectType("AdminPublishProblem", { description: "Why an exam cannot be published, with a console link to the place to fix." })
export class AdminPublishProblem {
  @Field() resource: string;
  @Field(() => ID) id: number;
  @Field() message: string;
  @Field({ description: "Console route, e.g. /sub_questions/12" }) link: string;
  @Field({
    description:
      "structure (always keeps the exam from publishing) or blueprint (a departure from the family and level's blueprint: Teile, items, minutes; adminPublishExam(ignoreBlueprint: true) publishes anyway)",
  })
  kind: string;
}

// ---------- question blocks ----------

@ObjectType("AdminPoolOption")
@InputType("AdminPoolOptionInput")
export class AdminPoolOption {
  @Field() value: string;
  @Field() label: string;
}
export const AdminPoolOptionInput = AdminPoolOption;
export type AdminPoolOptionInput = AdminPoolOption;

/** What a question block is, read and written alike (fields inherited by the object and the input type; never in the schema itself). */
@ObjectType("AdminBlockFields")
@InputType("AdminBlockFieldsInput")
abstract class BlockFields {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) audio?: string | null;
  @Field(() => String, { nullable: true }) audioMp3?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => Int, { nullable: true }) playLimit?: number | null;
  @Field(() => Int, { nullable: true }) readingSeconds?: number | null;
  @Field(() => String, { nullable: true }) transcript?: string | null;
}

@ObjectType("AdminBlock")
export class AdminBlock extends BlockFields {
  @Field(() => ID) id: number;
  @Field(() => ID) examId: number;
  @Field(() => Int) position: number;
  @Field() type: string;
  @Field() skill: string;
  @Field(() => String, { nullable: true }) intro: string | null;
  @Field(() => String, { nullable: true }) passage: string | null;
  @Field(() => String, { nullable: true }) audioUrl: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @ListSize({ assumedSize: CONTENT_SIZES.choicesPerItem })
  @Field(() => [AdminPoolOption])
  optionPool: AdminPoolOption[];
  @Field(() => AdminLocalized) notes: AdminLocalized;
  @Field(() => Int) subQuestionCount: number;
}

@InputType("AdminBlockInput")
export class AdminBlockInput extends BlockFields {
  @Field(() => ID) examId: string;
  @Field() type: string;
  @Field(() => String, { nullable: true, description: "Rich text, sanitised." }) intro?: string | null;
  @Field(() => String, { nullable: true, description: "Rich text, sanitised." }) passage?: string | null;
  @Field(() => [AdminPoolOptionInput], { nullable: true }) optionPool?: AdminPoolOptionInput[] | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) notes?: AdminLocalizedInput | null;
}

export const AdminBlockPage = pageOf("AdminBlockPage", AdminBlock);
export type AdminBlockPage = InstanceType<typeof AdminBlockPage>;

// ---------- sub-questions ----------

@ObjectType("AdminImageChoice")
export class AdminImageChoice {
  @Field() image: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => String, { nullable: true }) label: string | null;
}

@InputType("AdminImageChoiceInput")
export class AdminImageChoiceInput {
  @Field() image: string;
  @Field(() => String, { nullable: true }) label?: string | null;
}

@ObjectType("AdminChoice", { description: "A stored choice as the learner gets it (value, label or picture)." })
export class AdminChoice {
  @Field() value: string;
  @Field(() => String, { nullable: true }) label: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
}

@ObjectType("AdminContentPoint", { description: "A content point of a writing task and the words that show it is covered." })
@InputType("AdminContentPointInput")
export class AdminContentPoint {
  @Field() text: string;
  @Field(() => [String], { description: "Any one of these words in a sentence counts the point as likely covered." })
  keywords: string[];
}
export const AdminContentPointInput = AdminContentPoint;
export type AdminContentPointInput = AdminContentPoint;

/** What a sub-question is, read and written alike (fields inherited by the object and the input type; never in the schema itself). */
@ObjectType("AdminSubQuestionFields")
@InputType("AdminSubQuestionFieldsInput")
abstract class SubQuestionFields {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) lastTitle?: string | null;
  @Field(() => String, { nullable: true }) bannerImage?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true, description: "Productive tasks: the situation and what to do (rich text, sanitised)." })
  task?: string | null;
  @Field(() => Int, { nullable: true, description: "Writing: the word range." }) minWords?: number | null;
  @Field(() => Int, { nullable: true }) maxWords?: number | null;
  @Field(() => String, { nullable: true, description: "Productive tasks: the key of the rubric (e.g. goethe-B1-email)." })
  rubricKey?: string | null;
  @Field(() => Int, { nullable: true, description: "Speaking: the preparation before the recording (0–600 seconds)." })
  prepSeconds?: number | null;
  @Field(() => Int, { nullable: true, description: "Speaking: the longest recording (10–600 seconds)." })
  maxRecordSeconds?: number | null;
  @Field(() => String, { nullable: true, description: "Speaking: the model answer read aloud (media key, .ogg)." })
  modelAudio?: string | null;
  @Field(() => String, { nullable: true, description: "Speaking: the model answer's .mp3 twin (media key)." })
  modelAudioMp3?: string | null;
}

@ObjectType("AdminSubQuestion")
export class AdminSubQuestion extends SubQuestionFields {
  @Field(() => ID) id: number;
  @Field(() => ID) blockId: number;
  @Field(() => ID) examId: number;
  @Field(() => Int) position: number;
  @Field({ description: "multiple_choice, true_false, gap_text, gap_select, matching, writing or speaking." }) kind: string;
  @Field(() => String, { nullable: true }) bannerUrl: string | null;
  @Field() highlight: boolean;
  @Field(() => String, { nullable: true, description: "text or image (multiple choice)." }) choiceKind: string | null;
  @Field(() => [String]) textChoices: string[];
  @ListSize({ assumedSize: CONTENT_SIZES.choicesPerItem })
  @Field(() => [AdminImageChoice])
  imageChoices: AdminImageChoice[];
  @Field(() => String, { nullable: true, description: "richtig_falsch, ja_nein or richtig_falsch_nicht." }) trueFalseLabels:
    string | null;
  @Field(() => [String]) acceptedAnswers: string[];
  @Field(() => [String]) options: string[];
  @Field(() => String, { nullable: true, description: "The key: a letter, true/false/not_given, an option or a pool value." })
  answer: string | null;
  @ListSize({ assumedSize: CONTENT_SIZES.choicesPerItem })
  @Field(() => [AdminChoice])
  choices: AdminChoice[];
  @Field(() => AdminLocalized) modelSolution: AdminLocalized;
  @Field(() => AdminLocalized) explanation: AdminLocalized;
  @ListSize({ assumedSize: CONTENT_SIZES.pointsPerTask })
  @Field(() => [AdminContentPoint])
  points: AdminContentPoint[];
  @Field(() => String, { nullable: true, description: "Speaking: where the model answer plays." }) modelAudioUrl: string | null;
}

@InputType("AdminSubQuestionInput")
export class AdminSubQuestionInput extends SubQuestionFields {
  @Field(() => ID) blockId: string;
  @Field() kind: string;
  @Field(() => Boolean, { nullable: true }) highlight?: boolean | null;
  @Field(() => String, { nullable: true }) choiceKind?: string | null;
  @Field(() => [String], { nullable: true }) textChoices?: string[] | null;
  @Field(() => [AdminImageChoiceInput], { nullable: true }) imageChoices?: AdminImageChoiceInput[] | null;
  @Field(() => String, { nullable: true }) trueFalseLabels?: string | null;
  @Field(() => [String], { nullable: true }) acceptedAnswers?: string[] | null;
  @Field(() => [String], { nullable: true }) options?: string[] | null;
  @Field(() => String, { nullable: true }) answer?: string | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) modelSolution?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) explanation?: AdminLocalizedInput | null;
  @Field(() => [AdminContentPointInput], { nullable: true }) points?: AdminContentPointInput[] | null;
}

export const AdminSubQuestionPage = pageOf("AdminSubQuestionPage", AdminSubQuestion);
export type AdminSubQuestionPage = InstanceType<typeof AdminSubQuestionPage>;

// ---------- placement items ----------

/** What a placement item is, read and written alike (fields inherited by the object and the input type; never in the schema itself). */
@ObjectType("AdminPlacementItemFields")
@InputType("AdminPlacementItemFieldsInput")
abstract class PlacementItemFields {
  @Field() cefr: string;
  @Field() difficulty: string;
  @Field() title: string;
  @Field(() => [String]) choices: string[];
  @Field() correctAnswer: string;
}

@ObjectType("AdminPlacementItem")
export class AdminPlacementItem extends PlacementItemFields {
  @Field(() => ID) id: number;
  @Field() active: boolean;
  @Field(() => String, { nullable: true }) contentKey: string | null;
}

@InputType("AdminPlacementItemInput")
export class AdminPlacementItemInput extends PlacementItemFields {
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
}

export const AdminPlacementItemPage = pageOf("AdminPlacementItemPage", AdminPlacementItem);
export type AdminPlacementItemPage = InstanceType<typeof AdminPlacementItemPage>;

// ---------- contact info ----------

@ObjectType("AdminNamedImage")
export class AdminNamedImage {
  @Field() name: string;
  @Field() file: string;
  @Field(() => String, { nullable: true }) url: string | null;
}

@InputType("AdminNamedImageInput")
export class AdminNamedImageInput {
  @Field() name: string;
  @Field() file: string;
}

/** The site settings, read and written alike (fields inherited by the object and the input type; never in the schema itself). */
@ObjectType("AdminContactInfoFields")
@InputType("AdminContactInfoFieldsInput")
abstract class ContactInfoFields {
  @Field(() => String, { nullable: true }) logo?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@ObjectType("AdminContactInfo")
export class AdminContactInfo extends ContactInfoFields {
  @Field(() => ID) id: number;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => [AdminNamedImage]) images: AdminNamedImage[];
  @Field(() => AdminLocalized) about: AdminLocalized;
  @Field(() => AdminLocalized) goetheDesc: AdminLocalized;
  @Field(() => AdminLocalized) telcDesc: AdminLocalized;
  @Field(() => AdminLocalized) placementDesc: AdminLocalized;
}

@InputType("AdminContactInfoInput")
export class AdminContactInfoInput extends ContactInfoFields {
  @Field(() => [AdminNamedImageInput], { nullable: true }) images?: AdminNamedImageInput[] | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) about?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) goetheDesc?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) telcDesc?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) placementDesc?: AdminLocalizedInput | null;
}

// ---------- users ----------

@ObjectType("AdminUser")
export class AdminUser {
  @Field(() => ID) id: number;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field() isAdmin: boolean;
  @Field({ description: "Grades learners' productive answers (admins are teachers whatever this says)." }) isTeacher: boolean;
  @Field() isBlocked: boolean;
  @Field() isGuest: boolean;
  @Field() emailConfirmed: boolean;
  @Field(() => Float, { description: "Extended time: every module's limit times this (1 = the exam's own time)." })
  timeFactor: number;
  @Field() createdAt: Date;
  @Field(() => Int) attemptCount: number;
}

@InputType("AdminUserInput")
export class AdminUserInput {
  @Field(() => Boolean, { nullable: true }) isAdmin?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "Grant or take back the teacher flag." }) isTeacher?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isBlocked?: boolean | null;
  @Field(() => Float, { nullable: true, description: "Grant extended time: 1 (none) to 3 (three times as long)." })
  timeFactor?: number | null;
}

export const AdminUserPage = pageOf("AdminUserPage", AdminUser);
export type AdminUserPage = InstanceType<typeof AdminUserPage>;

@ObjectType("AdminAttempt")
export class AdminAttempt {
  @Field(() => ID) id: number;
  @Field(() => ID) userId: number;
  @Field(() => ID) examId: number;
  @Field() examName: string;
  @Field() status: string;
  @Field() startedAt: Date;
  @Field(() => Date, { nullable: true }) submittedAt: Date | null;
  @Field(() => Float, { nullable: true }) readingPercent: number | null;
  @Field(() => Float, { nullable: true }) listeningPercent: number | null;
  @Field(() => Float, { nullable: true }) totalPercent: number | null;
  @Field(() => Boolean, { nullable: true }) passed: boolean | null;
}

// ---------- dashboard ----------

@ObjectType("AdminExamStat")
export class AdminExamStat {
  @Field(() => ID) examId: number;
  @Field() examName: string;
  @Field(() => Int) attempts: number;
  @Field(() => Int) submitted: number;
  @Field(() => Float, { nullable: true }) readingMean: number | null;
  @Field(() => Float, { nullable: true }) listeningMean: number | null;
}

@ObjectType("AdminItemStat")
export class AdminItemStat {
  @Field(() => ID) subQuestionId: number;
  @Field(() => ID) blockId: number;
  @Field(() => ID) examId: number;
  @Field() examName: string;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => Int) attempts: number;
  @Field(() => Int) correct: number;
  @Field(() => Float, { description: "Share of submitted attempts that got it right, 0..1." }) share: number;
}

@ObjectType("AdminDashboard")
export class AdminDashboard {
  @Field(() => Int) users: number;
  @Field(() => Int) admins: number;
  @Field(() => Int) exams: number;
  @Field(() => Int) publishedExams: number;
  @Field(() => Int) attempts: number;
  @Field(() => Int) submittedAttempts: number;
  @Field(() => [AdminExamStat]) examStats: AdminExamStat[];
  @Field(() => [AdminItemStat], { description: "The ten weakest sub-questions (lowest share right)." })
  weakestItems: AdminItemStat[];
}

@ObjectType("AdminRange")
export class AdminRange {
  @Field(() => Int) min: number;
  @Field(() => Int) max: number;
}

/** What the console offers in its selects and number fields: the values and ranges the server accepts, from its own rules. */
@ObjectType("AdminChoices")
export class AdminChoices {
  @Field(() => [String], { description: "A sub-question's kinds, in the order the console lists them." })
  subQuestionKinds: string[];
  @Field(() => [String], { description: "Where a gap's answer stands in its sentence." })
  locations: string[];
  @Field(() => [String], { description: "How an exam decides a pass." })
  passRules: string[];
  @Field(() => AdminRange, { description: "Speaking: seconds of preparation." })
  prepSeconds: AdminRange;
  @Field(() => AdminRange, { description: "Speaking: seconds of recording." })
  recordSeconds: AdminRange;
}
