import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

/** A text in each of the five languages (HTML where the field is rich text). */
@ObjectType("AdminLocalized")
export class AdminLocalized {
  @Field(() => String, { nullable: true }) de?: string | null;
  @Field(() => String, { nullable: true }) en?: string | null;
  @Field(() => String, { nullable: true }) ar?: string | null;
  @Field(() => String, { nullable: true }) fr?: string | null;
  @Field(() => String, { nullable: true }) es?: string | null;
}

@InputType("AdminLocalizedInput")
export class AdminLocalizedInput {
  @Field(() => String, { nullable: true }) de?: string | null;
  @Field(() => String, { nullable: true }) en?: string | null;
  @Field(() => String, { nullable: true }) ar?: string | null;
  @Field(() => String, { nullable: true }) fr?: string | null;
  @Field(() => String, { nullable: true }) es?: string | null;
}

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

@ObjectType("AdminLevel")
export class AdminLevel {
  @Field(() => ID) id: number;
  @Field() family: string;
  @Field() cefr: string;
  @Field() name: string;
  @Field() slugDe: string;
  @Field() slugEn: string;
  @Field() slugAr: string;
  @Field() slugFr: string;
  @Field() slugEs: string;
  @Field(() => AdminLocalized, { description: "Sanitised HTML per language." }) description: AdminLocalized;
  @Field(() => Int) sortOrder: number;
  @Field(() => [AdminLevelImage]) images: AdminLevelImage[];
  @Field(() => Int) examCount: number;
}

@InputType("AdminLevelImageInput")
export class AdminLevelImageInput {
  @Field({ description: "Media key (from /media/upload)." }) file: string;
  @Field(() => AdminLocalizedInput, { nullable: true }) alt?: AdminLocalizedInput | null;
}

@InputType("AdminLevelInput")
export class AdminLevelInput {
  @Field() family: string;
  @Field() cefr: string;
  @Field() name: string;
  @Field() slugDe: string;
  @Field() slugEn: string;
  @Field() slugAr: string;
  @Field() slugFr: string;
  @Field() slugEs: string;
  @Field(() => AdminLocalizedInput, { nullable: true }) description?: AdminLocalizedInput | null;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => [AdminLevelImageInput], { nullable: true, description: "Up to five images, in order." }) images?:
    AdminLevelImageInput[] | null;
}

@ObjectType("AdminLevelPage")
export class AdminLevelPage {
  @Field(() => [AdminLevel]) items: AdminLevel[];
  @Field(() => Int) total: number;
}

// ---------- exams ----------

@ObjectType("AdminExam")
export class AdminExam {
  @Field(() => ID) id: number;
  @Field(() => ID) levelId: number;
  @Field() name: string;
  @Field(() => String, { nullable: true }) contentKey: string | null;
  @Field() published: boolean;
  @Field(() => Int) sortOrder: number;
  @Field(() => Int, { nullable: true }) readingMinutes: number | null;
  @Field(() => Int, { nullable: true }) listeningMinutes: number | null;
  @Field() passRule: string;
  @Field(() => Int) passPercent: number;
  @Field(() => Int) blockCount: number;
  @Field() createdAt: Date;
}

@InputType("AdminExamInput")
export class AdminExamInput {
  @Field(() => ID) levelId: string;
  @Field() name: string;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => Int, { nullable: true }) readingMinutes?: number | null;
  @Field(() => Int, { nullable: true }) listeningMinutes?: number | null;
  @Field(() => String, { nullable: true, description: "per_skill, total or written." }) passRule?: string | null;
  @Field(() => Int, { nullable: true }) passPercent?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Setting true runs the publishing gate." }) published?: boolean | null;
}

@ObjectType("AdminExamPage")
export class AdminExamPage {
  @Field(() => [AdminExam]) items: AdminExam[];
  @Field(() => Int) total: number;
}

@ObjectType("AdminPublishProblem", { description: "Why an exam cannot be published, with a console link to the place to fix." })
export class AdminPublishProblem {
  @Field() resource: string;
  @Field(() => ID) id: number;
  @Field() message: string;
  @Field({ description: "Console route, e.g. /sub_questions/12" }) link: string;
}

// ---------- question blocks ----------

@ObjectType("AdminPoolOption")
export class AdminPoolOption {
  @Field() value: string;
  @Field() label: string;
}

@InputType("AdminPoolOptionInput")
export class AdminPoolOptionInput {
  @Field() value: string;
  @Field() label: string;
}

@ObjectType("AdminBlock")
export class AdminBlock {
  @Field(() => ID) id: number;
  @Field(() => ID) examId: number;
  @Field(() => Int) position: number;
  @Field() type: string;
  @Field() skill: string;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) intro: string | null;
  @Field(() => String, { nullable: true }) passage: string | null;
  @Field(() => String, { nullable: true }) audio: string | null;
  @Field(() => String, { nullable: true }) audioUrl: string | null;
  @Field(() => String, { nullable: true }) audioMp3: string | null;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => Int, { nullable: true }) playLimit: number | null;
  @Field(() => Int, { nullable: true }) readingSeconds: number | null;
  @Field(() => String, { nullable: true }) transcript: string | null;
  @Field(() => [AdminPoolOption]) optionPool: AdminPoolOption[];
  @Field(() => AdminLocalized) notes: AdminLocalized;
  @Field(() => Int) subQuestionCount: number;
}

@InputType("AdminBlockInput")
export class AdminBlockInput {
  @Field(() => ID) examId: string;
  @Field() type: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: "Rich text, sanitised." }) intro?: string | null;
  @Field(() => String, { nullable: true, description: "Rich text, sanitised." }) passage?: string | null;
  @Field(() => String, { nullable: true }) audio?: string | null;
  @Field(() => String, { nullable: true }) audioMp3?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => Int, { nullable: true }) playLimit?: number | null;
  @Field(() => Int, { nullable: true }) readingSeconds?: number | null;
  @Field(() => String, { nullable: true }) transcript?: string | null;
  @Field(() => [AdminPoolOptionInput], { nullable: true }) optionPool?: AdminPoolOptionInput[] | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) notes?: AdminLocalizedInput | null;
}

@ObjectType("AdminBlockPage")
export class AdminBlockPage {
  @Field(() => [AdminBlock]) items: AdminBlock[];
  @Field(() => Int) total: number;
}

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

@ObjectType("AdminSubQuestion")
export class AdminSubQuestion {
  @Field(() => ID) id: number;
  @Field(() => ID) blockId: number;
  @Field(() => ID) examId: number;
  @Field(() => Int) position: number;
  @Field({ description: "multiple_choice, true_false, gap_text, gap_select or matching." }) kind: string;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) lastTitle: string | null;
  @Field(() => String, { nullable: true }) bannerImage: string | null;
  @Field(() => String, { nullable: true }) bannerUrl: string | null;
  @Field() highlight: boolean;
  @Field(() => String, { nullable: true, description: "text or image (multiple choice)." }) choiceKind: string | null;
  @Field(() => [String]) textChoices: string[];
  @Field(() => [AdminImageChoice]) imageChoices: AdminImageChoice[];
  @Field(() => String, { nullable: true, description: "richtig_falsch, ja_nein or richtig_falsch_nicht." }) trueFalseLabels:
    string | null;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => [String]) acceptedAnswers: string[];
  @Field(() => [String]) options: string[];
  @Field(() => String, { nullable: true, description: "The key: a letter, true/false/not_given, an option or a pool value." })
  answer: string | null;
  @Field(() => [AdminChoice]) choices: AdminChoice[];
  @Field(() => AdminLocalized) modelSolution: AdminLocalized;
  @Field(() => AdminLocalized) explanation: AdminLocalized;
}

@InputType("AdminSubQuestionInput")
export class AdminSubQuestionInput {
  @Field(() => ID) blockId: string;
  @Field() kind: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) lastTitle?: string | null;
  @Field(() => String, { nullable: true }) bannerImage?: string | null;
  @Field(() => Boolean, { nullable: true }) highlight?: boolean | null;
  @Field(() => String, { nullable: true }) choiceKind?: string | null;
  @Field(() => [String], { nullable: true }) textChoices?: string[] | null;
  @Field(() => [AdminImageChoiceInput], { nullable: true }) imageChoices?: AdminImageChoiceInput[] | null;
  @Field(() => String, { nullable: true }) trueFalseLabels?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => [String], { nullable: true }) acceptedAnswers?: string[] | null;
  @Field(() => [String], { nullable: true }) options?: string[] | null;
  @Field(() => String, { nullable: true }) answer?: string | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) modelSolution?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) explanation?: AdminLocalizedInput | null;
}

@ObjectType("AdminSubQuestionPage")
export class AdminSubQuestionPage {
  @Field(() => [AdminSubQuestion]) items: AdminSubQuestion[];
  @Field(() => Int) total: number;
}

// ---------- preview ----------

@ObjectType("AdminPreviewPage", { description: "One exam page as a learner sees it, with the keys beside it." })
export class AdminPreviewPage {
  @Field(() => Int) number: number;
  @Field(() => Int) pageCount: number;
  @Field(() => AdminExam) exam: AdminExam;
  @Field(() => AdminBlock) block: AdminBlock;
  @Field(() => [AdminSubQuestion]) subQuestions: AdminSubQuestion[];
}

// ---------- placement items ----------

@ObjectType("AdminPlacementItem")
export class AdminPlacementItem {
  @Field(() => ID) id: number;
  @Field() cefr: string;
  @Field() difficulty: string;
  @Field() title: string;
  @Field(() => [String]) choices: string[];
  @Field() correctAnswer: string;
  @Field() active: boolean;
  @Field(() => String, { nullable: true }) contentKey: string | null;
}

@InputType("AdminPlacementItemInput")
export class AdminPlacementItemInput {
  @Field() cefr: string;
  @Field() difficulty: string;
  @Field() title: string;
  @Field(() => [String]) choices: string[];
  @Field() correctAnswer: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
}

@ObjectType("AdminPlacementItemPage")
export class AdminPlacementItemPage {
  @Field(() => [AdminPlacementItem]) items: AdminPlacementItem[];
  @Field(() => Int) total: number;
}

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

@ObjectType("AdminContactInfo")
export class AdminContactInfo {
  @Field(() => ID) id: number;
  @Field(() => String, { nullable: true }) logo: string | null;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => [AdminNamedImage]) images: AdminNamedImage[];
  @Field(() => AdminLocalized) about: AdminLocalized;
  @Field(() => AdminLocalized) goetheDesc: AdminLocalized;
  @Field(() => AdminLocalized) telcDesc: AdminLocalized;
  @Field(() => AdminLocalized) placementDesc: AdminLocalized;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
}

@InputType("AdminContactInfoInput")
export class AdminContactInfoInput {
  @Field(() => String, { nullable: true }) logo?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => [AdminNamedImageInput], { nullable: true }) images?: AdminNamedImageInput[] | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) about?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) goetheDesc?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) telcDesc?: AdminLocalizedInput | null;
  @Field(() => AdminLocalizedInput, { nullable: true }) placementDesc?: AdminLocalizedInput | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

// ---------- users ----------

@ObjectType("AdminUser")
export class AdminUser {
  @Field(() => ID) id: number;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field() isAdmin: boolean;
  @Field() isBlocked: boolean;
  @Field() isGuest: boolean;
  @Field() emailConfirmed: boolean;
  @Field() createdAt: Date;
  @Field(() => Int) attemptCount: number;
}

@InputType("AdminUserInput")
export class AdminUserInput {
  @Field(() => Boolean, { nullable: true }) isAdmin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isBlocked?: boolean | null;
}

@ObjectType("AdminUserPage")
export class AdminUserPage {
  @Field(() => [AdminUser]) items: AdminUser[];
  @Field(() => Int) total: number;
}

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
