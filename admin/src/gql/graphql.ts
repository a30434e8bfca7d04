/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminBandInput = {
  band: string;
  descriptor: AdminLocalizedInput;
  points: number;
};

export type AdminBlockInput = {
  audio?: string | null | undefined;
  audioMp3?: string | null | undefined;
  examId: string | number;
  image?: string | null | undefined;
  /** Rich text, sanitised. */
  intro?: string | null | undefined;
  notes?: AdminLocalizedInput | null | undefined;
  optionPool?: Array<AdminPoolOptionInput> | null | undefined;
  /** Rich text, sanitised. */
  passage?: string | null | undefined;
  playLimit?: number | null | undefined;
  readingSeconds?: number | null | undefined;
  title?: string | null | undefined;
  transcript?: string | null | undefined;
  type: string;
};

export type AdminContactInfoInput = {
  about?: AdminLocalizedInput | null | undefined;
  email?: string | null | undefined;
  goetheDesc?: AdminLocalizedInput | null | undefined;
  image?: string | null | undefined;
  images?: Array<AdminNamedImageInput> | null | undefined;
  logo?: string | null | undefined;
  phone?: string | null | undefined;
  placementDesc?: AdminLocalizedInput | null | undefined;
  telcDesc?: AdminLocalizedInput | null | undefined;
};

export type AdminContentPointInput = {
  /** Any one of these words in a sentence counts the point as likely covered. */
  keywords: Array<string>;
  text: string;
};

export type AdminCriterionInput = {
  /** Best first. */
  bands: Array<AdminBandInput>;
  /** Fixed once assessments refer to it: the console edits labels, bands and points. */
  key: string;
  label: AdminLocalizedInput;
  /** Goethe: the lowest band here makes the whole task 0. */
  zeroesTask: boolean;
};

export type AdminExamInput = {
  levelId: string | number;
  listeningMinutes?: number | null | undefined;
  name: string;
  passPercent?: number | null | undefined;
  /** per_skill, total or written. */
  passRule?: string | null | undefined;
  /** Setting true runs the publishing gate. */
  published?: boolean | null | undefined;
  readingMinutes?: number | null | undefined;
  sortOrder?: number | null | undefined;
  /** The oral part's minutes (shown; Sprechen has no module clock). */
  speakingMinutes?: number | null | undefined;
  writingMinutes?: number | null | undefined;
};

export type AdminImageChoiceInput = {
  image: string;
  label?: string | null | undefined;
};

export type AdminLevelImageInput = {
  alt?: AdminLocalizedInput | null | undefined;
  /** Media key (from /media/upload). */
  file: string;
};

export type AdminLevelInput = {
  cefr: string;
  description?: AdminLocalizedInput | null | undefined;
  family: string;
  /** Up to five images, in order. */
  images?: Array<AdminLevelImageInput> | null | undefined;
  name: string;
  slugAr: string;
  slugDe: string;
  slugEn: string;
  slugEs: string;
  slugFr: string;
  sortOrder?: number | null | undefined;
};

export type AdminListInput = {
  blockId?: string | number | null | undefined;
  cefr?: string | null | undefined;
  difficulty?: string | null | undefined;
  examId?: string | number | null | undefined;
  family?: string | null | undefined;
  /** Only these ids. */
  ids?: Array<string | number> | null | undefined;
  isAdmin?: boolean | null | undefined;
  isBlocked?: boolean | null | undefined;
  levelId?: string | number | null | undefined;
  /** 1-based page. */
  page?: number | null | undefined;
  /** Rows per page (at most 500). */
  perPage?: number | null | undefined;
  published?: boolean | null | undefined;
  /** Free-text search. */
  q?: string | null | undefined;
  sortField?: string | null | undefined;
  /** ASC or DESC. */
  sortOrder?: string | null | undefined;
  type?: string | null | undefined;
  /** Users: include guest principals (default false). */
  withGuests?: boolean | null | undefined;
};

export type AdminLocalizedInput = {
  ar?: string | null | undefined;
  de?: string | null | undefined;
  en?: string | null | undefined;
  es?: string | null | undefined;
  fr?: string | null | undefined;
};

export type AdminNamedImageInput = {
  file: string;
  name: string;
};

export type AdminPlacementItemInput = {
  active?: boolean | null | undefined;
  cefr: string;
  choices: Array<string>;
  correctAnswer: string;
  difficulty: string;
  title: string;
};

export type AdminPoolOptionInput = {
  label: string;
  value: string;
};

export type AdminRubricInput = {
  certainty?: string | null | undefined;
  criteria: Array<AdminCriterionInput>;
  name: AdminLocalizedInput;
  source?: string | null | undefined;
  weight?: number | null | undefined;
};

export type AdminSubQuestionInput = {
  acceptedAnswers?: Array<string> | null | undefined;
  answer?: string | null | undefined;
  bannerImage?: string | null | undefined;
  blockId: string | number;
  choiceKind?: string | null | undefined;
  explanation?: AdminLocalizedInput | null | undefined;
  highlight?: boolean | null | undefined;
  imageChoices?: Array<AdminImageChoiceInput> | null | undefined;
  kind: string;
  lastTitle?: string | null | undefined;
  location?: string | null | undefined;
  /** Speaking: the longest recording (10–600 seconds). */
  maxRecordSeconds?: number | null | undefined;
  maxWords?: number | null | undefined;
  /** Writing: the word range. */
  minWords?: number | null | undefined;
  /** Speaking: the model answer read aloud (media key, .ogg). */
  modelAudio?: string | null | undefined;
  /** Speaking: the model answer's .mp3 twin (media key). */
  modelAudioMp3?: string | null | undefined;
  modelSolution?: AdminLocalizedInput | null | undefined;
  options?: Array<string> | null | undefined;
  points?: Array<AdminContentPointInput> | null | undefined;
  /** Speaking: the preparation before the recording (0–600 seconds). */
  prepSeconds?: number | null | undefined;
  /** Productive tasks: the key of the rubric (e.g. goethe-B1-email). */
  rubricKey?: string | null | undefined;
  /** Productive tasks: the situation and what to do (rich text, sanitised). */
  task?: string | null | undefined;
  textChoices?: Array<string> | null | undefined;
  title?: string | null | undefined;
  trueFalseLabels?: string | null | undefined;
};

export type AdminUserInput = {
  isAdmin?: boolean | null | undefined;
  isBlocked?: boolean | null | undefined;
  /** Grant or take back the teacher flag. */
  isTeacher?: boolean | null | undefined;
  /** Grant extended time: 1 (none) to 3 (three times as long). */
  timeFactor?: number | null | undefined;
};

/** SELF: the learner's own rating. TEACHER: a teacher's or an admin's. */
export type AssessorKind =
  | 'SELF'
  | 'TEACHER';

export type CriterionScoreInput = {
  key: string;
  /** The points of one of the criterion's bands. */
  points: number;
};

/** AWAITING: no teacher's assessment yet. GRADED: one exists. */
export type GradingStatus =
  | 'AWAITING'
  | 'GRADED';

export type LtiPlatformInput = {
  /** The platform's OAuth 2 access token URL (Assignment and Grade Services). */
  accessTokenUrl: string;
  /** The platform's OIDC authentication request URL. */
  authLoginUrl: string;
  /** The client id the platform gave the tool. */
  clientId: string;
  deploymentIds: Array<string>;
  /** The platform's issuer (iss), e.g. https://moodle.example.org */
  issuer: string;
  /** The platform's public keyset URL. */
  jwksUrl: string;
  name: string;
};

export type RegisterSlipKind =
  | 'MIXED_ADDRESS'
  | 'NO_CLOSING'
  | 'NO_GREETING';

export type Skill =
  | 'LISTENING'
  | 'READING'
  | 'SPEAKING'
  | 'WRITING';

export type WordRange =
  | 'ABOVE'
  | 'BELOW'
  | 'WITHIN';

export type AdminChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminChoicesQuery = { adminChoices: { subQuestionKinds: Array<string>, locations: Array<string>, passRules: Array<string>, prepSeconds: { min: number, max: number }, recordSeconds: { min: number, max: number } } };

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AdminLoginMutation = { login: { token: string, user: { isAdmin: boolean, isTeacher: boolean } } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { logout: boolean };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: string, name: string | null, email: string | null, isAdmin: boolean, isTeacher: boolean } | null };

export type AdminPreviewQueryVariables = Exact<{
  examId: string | number;
  page: number;
}>;


export type AdminPreviewQuery = { adminPreview: { number: number, pageCount: number, place: { skill: Skill, teil: number, teilCount: number, text: number, textCount: number }, exam: { id: string, name: string }, block: { id: string, examId: string, position: number, type: string, skill: string, title: string | null, intro: string | null, passage: string | null, audio: string | null, audioUrl: string | null, audioMp3: string | null, image: string | null, imageUrl: string | null, playLimit: number | null, readingSeconds: number | null, transcript: string | null, subQuestionCount: number, optionPool: Array<{ value: string, label: string }>, notes: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }, subQuestions: Array<{ id: string, blockId: string, examId: string, position: number, kind: string, title: string | null, lastTitle: string | null, bannerImage: string | null, bannerUrl: string | null, highlight: boolean, choiceKind: string | null, textChoices: Array<string>, trueFalseLabels: string | null, location: string | null, acceptedAnswers: Array<string>, options: Array<string>, answer: string | null, task: string | null, minWords: number | null, maxWords: number | null, rubricKey: string | null, prepSeconds: number | null, maxRecordSeconds: number | null, modelAudio: string | null, modelAudioMp3: string | null, modelAudioUrl: string | null, imageChoices: Array<{ image: string, imageUrl: string | null, label: string | null }>, choices: Array<{ value: string, label: string | null, imageUrl: string | null }>, modelSolution: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, explanation: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, points: Array<{ text: string, keywords: Array<string> }> }>, rubrics: Array<{ id: string, key: string, family: string, cefr: string, taskKind: string, scheme: string, weight: number, maxPoints: number, source: string | null, certainty: string | null, usedBy: number, name: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, criteria: Array<{ key: string, zeroesTask: boolean, label: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, bands: Array<{ band: string, points: number, descriptor: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> }> }> } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { users: number, admins: number, exams: number, publishedExams: number, attempts: number, submittedAttempts: number, examStats: Array<{ examId: string, examName: string, attempts: number, submitted: number, readingMean: number | null, listeningMean: number | null }>, weakestItems: Array<{ subQuestionId: string, blockId: string, examId: string, examName: string, title: string | null, attempts: number, correct: number, share: number }> } };

export type AdminLocalizedFieldsFragment = { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null };

export type AdminBlockFieldsFragment = { id: string, examId: string, position: number, type: string, skill: string, title: string | null, intro: string | null, passage: string | null, audio: string | null, audioUrl: string | null, audioMp3: string | null, image: string | null, imageUrl: string | null, playLimit: number | null, readingSeconds: number | null, transcript: string | null, subQuestionCount: number, optionPool: Array<{ value: string, label: string }>, notes: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } };

export type AdminBlockListQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminBlockListQuery = { page: { total: number, items: Array<{ id: string, examId: string, position: number, type: string, skill: string, title: string | null, intro: string | null, passage: string | null, audio: string | null, audioUrl: string | null, audioMp3: string | null, image: string | null, imageUrl: string | null, playLimit: number | null, readingSeconds: number | null, transcript: string | null, subQuestionCount: number, optionPool: Array<{ value: string, label: string }>, notes: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> } };

export type AdminBlockOneQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBlockOneQuery = { record: { id: string, examId: string, position: number, type: string, skill: string, title: string | null, intro: string | null, passage: string | null, audio: string | null, audioUrl: string | null, audioMp3: string | null, image: string | null, imageUrl: string | null, playLimit: number | null, readingSeconds: number | null, transcript: string | null, subQuestionCount: number, optionPool: Array<{ value: string, label: string }>, notes: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } } | null };

export type AdminCreateBlockMutationVariables = Exact<{
  input: AdminBlockInput;
}>;


export type AdminCreateBlockMutation = { record: { id: string, examId: string, position: number, type: string, skill: string, title: string | null, intro: string | null, passage: string | null, audio: string | null, audioUrl: string | null, audioMp3: string | null, image: string | null, imageUrl: string | null, playLimit: number | null, readingSeconds: number | null, transcript: string | null, subQuestionCount: number, optionPool: Array<{ value: string, label: string }>, notes: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } } };

export type AdminUpdateBlockMutationVariables = Exact<{
  id: string | number;
  input: AdminBlockInput;
}>;


export type AdminUpdateBlockMutation = { record: { id: string, examId: string, position: number, type: string, skill: string, title: string | null, intro: string | null, passage: string | null, audio: string | null, audioUrl: string | null, audioMp3: string | null, image: string | null, imageUrl: string | null, playLimit: number | null, readingSeconds: number | null, transcript: string | null, subQuestionCount: number, optionPool: Array<{ value: string, label: string }>, notes: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } } };

export type AdminDeleteBlockMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteBlockMutation = { record: { id: string } };

export type AdminReorderBlocksMutationVariables = Exact<{
  parentId: string | number;
  ids: Array<string | number> | string | number;
}>;


export type AdminReorderBlocksMutation = { adminReorderBlocks: Array<{ id: string }> };

export type AdminContactInfoFieldsFragment = { id: string, logo: string | null, logoUrl: string | null, image: string | null, imageUrl: string | null, email: string | null, phone: string | null, images: Array<{ name: string, file: string, url: string | null }>, about: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, goetheDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, telcDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, placementDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } };

export type AdminContactInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContactInfoQuery = { record: { id: string, logo: string | null, logoUrl: string | null, image: string | null, imageUrl: string | null, email: string | null, phone: string | null, images: Array<{ name: string, file: string, url: string | null }>, about: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, goetheDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, telcDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, placementDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } } };

export type AdminUpdateContactInfoMutationVariables = Exact<{
  input: AdminContactInfoInput;
}>;


export type AdminUpdateContactInfoMutation = { record: { id: string, logo: string | null, logoUrl: string | null, image: string | null, imageUrl: string | null, email: string | null, phone: string | null, images: Array<{ name: string, file: string, url: string | null }>, about: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, goetheDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, telcDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, placementDesc: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } } };

export type AdminExamFieldsFragment = { id: string, levelId: string, name: string, contentKey: string | null, published: boolean, sortOrder: number, readingMinutes: number | null, listeningMinutes: number | null, writingMinutes: number | null, speakingMinutes: number | null, passRule: string, passPercent: number, blockCount: number, createdAt: string };

export type AdminExamListQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminExamListQuery = { page: { total: number, items: Array<{ id: string, levelId: string, name: string, contentKey: string | null, published: boolean, sortOrder: number, readingMinutes: number | null, listeningMinutes: number | null, writingMinutes: number | null, speakingMinutes: number | null, passRule: string, passPercent: number, blockCount: number, createdAt: string }> } };

export type AdminExamOneQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminExamOneQuery = { record: { id: string, levelId: string, name: string, contentKey: string | null, published: boolean, sortOrder: number, readingMinutes: number | null, listeningMinutes: number | null, writingMinutes: number | null, speakingMinutes: number | null, passRule: string, passPercent: number, blockCount: number, createdAt: string } | null };

export type AdminCreateExamMutationVariables = Exact<{
  input: AdminExamInput;
}>;


export type AdminCreateExamMutation = { record: { id: string, levelId: string, name: string, contentKey: string | null, published: boolean, sortOrder: number, readingMinutes: number | null, listeningMinutes: number | null, writingMinutes: number | null, speakingMinutes: number | null, passRule: string, passPercent: number, blockCount: number, createdAt: string } };

export type AdminUpdateExamMutationVariables = Exact<{
  id: string | number;
  input: AdminExamInput;
}>;


export type AdminUpdateExamMutation = { record: { id: string, levelId: string, name: string, contentKey: string | null, published: boolean, sortOrder: number, readingMinutes: number | null, listeningMinutes: number | null, writingMinutes: number | null, speakingMinutes: number | null, passRule: string, passPercent: number, blockCount: number, createdAt: string } };

export type AdminDeleteExamMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteExamMutation = { record: { id: string } };

export type AdminPublishExamMutationVariables = Exact<{
  id: string | number;
  published: boolean;
  ignoreBlueprint?: boolean | null | undefined;
}>;


export type AdminPublishExamMutation = { record: { id: string, levelId: string, name: string, contentKey: string | null, published: boolean, sortOrder: number, readingMinutes: number | null, listeningMinutes: number | null, writingMinutes: number | null, speakingMinutes: number | null, passRule: string, passPercent: number, blockCount: number, createdAt: string } };

export type ProductiveAnswerFieldsFragment = { attemptId: string, subQuestionId: string, learnerName: string | null, examName: string, title: string | null, skill: Skill, submittedAt: string, task: string | null, points: Array<string>, minWords: number | null, maxWords: number | null, text: string | null, recordingUrl: string | null, modelAnswer: string | null, rubric: { id: string, key: string, hasCalibration: boolean, name: string, scheme: string, weight: number, maxPoints: number, criteria: Array<{ key: string, label: string, maxPoints: number, zeroesTask: boolean, bands: Array<{ band: string, points: number, descriptor: string }> }> } | null, feedback: { durationSeconds: number | null, hint: string, wordCount: number, wordTarget: string | null, minWords: number | null, maxWords: number | null, range: WordRange | null, connectorCount: number, connectors: Array<string>, pointsCovered: Array<{ point: string, covered: boolean, evidence: string | null }>, spelling: Array<{ word: string, offset: number, suggestions: Array<string> }>, register: Array<{ kind: RegisterSlipKind, message: string, evidence: Array<string> }> } | null, assessments: Array<{ by: AssessorKind, assessorName: string | null, total: number, maxPoints: number, comment: string | null, at: string, scores: Array<{ key: string, band: string, points: number }> }> };

export type GradingQueueQueryVariables = Exact<{
  status?: GradingStatus | null | undefined;
}>;


export type GradingQueueQuery = { gradingQueue: Array<{ attemptId: string, subQuestionId: string, learnerName: string | null, examName: string, title: string | null, skill: Skill, submittedAt: string, task: string | null, points: Array<string>, minWords: number | null, maxWords: number | null, text: string | null, recordingUrl: string | null, modelAnswer: string | null, rubric: { id: string, key: string, hasCalibration: boolean, name: string, scheme: string, weight: number, maxPoints: number, criteria: Array<{ key: string, label: string, maxPoints: number, zeroesTask: boolean, bands: Array<{ band: string, points: number, descriptor: string }> }> } | null, feedback: { durationSeconds: number | null, hint: string, wordCount: number, wordTarget: string | null, minWords: number | null, maxWords: number | null, range: WordRange | null, connectorCount: number, connectors: Array<string>, pointsCovered: Array<{ point: string, covered: boolean, evidence: string | null }>, spelling: Array<{ word: string, offset: number, suggestions: Array<string> }>, register: Array<{ kind: RegisterSlipKind, message: string, evidence: Array<string> }> } | null, assessments: Array<{ by: AssessorKind, assessorName: string | null, total: number, maxPoints: number, comment: string | null, at: string, scores: Array<{ key: string, band: string, points: number }> }> }> };

export type ProductiveAnswerQueryVariables = Exact<{
  attemptId: string | number;
  subQuestionId: string | number;
}>;


export type ProductiveAnswerQuery = { productiveAnswer: { attemptId: string, subQuestionId: string, learnerName: string | null, examName: string, title: string | null, skill: Skill, submittedAt: string, task: string | null, points: Array<string>, minWords: number | null, maxWords: number | null, text: string | null, recordingUrl: string | null, modelAnswer: string | null, rubric: { id: string, key: string, hasCalibration: boolean, name: string, scheme: string, weight: number, maxPoints: number, criteria: Array<{ key: string, label: string, maxPoints: number, zeroesTask: boolean, bands: Array<{ band: string, points: number, descriptor: string }> }> } | null, feedback: { durationSeconds: number | null, hint: string, wordCount: number, wordTarget: string | null, minWords: number | null, maxWords: number | null, range: WordRange | null, connectorCount: number, connectors: Array<string>, pointsCovered: Array<{ point: string, covered: boolean, evidence: string | null }>, spelling: Array<{ word: string, offset: number, suggestions: Array<string> }>, register: Array<{ kind: RegisterSlipKind, message: string, evidence: Array<string> }> } | null, assessments: Array<{ by: AssessorKind, assessorName: string | null, total: number, maxPoints: number, comment: string | null, at: string, scores: Array<{ key: string, band: string, points: number }> }> } };

export type GradeAnswerMutationVariables = Exact<{
  attemptId: string | number;
  subQuestionId: string | number;
  scores: Array<CriterionScoreInput> | CriterionScoreInput;
  comment?: string | null | undefined;
}>;


export type GradeAnswerMutation = { assessAnswer: { by: AssessorKind, assessorName: string | null, total: number, maxPoints: number, comment: string | null, at: string, scores: Array<{ key: string, band: string, points: number }> } };

export type AdminJobQueuesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminJobQueuesQuery = { adminJobQueues: Array<{ name: string, waiting: number, active: number, failed: number, lastError: string | null, lastErrorAt: string | null }> };

export type LearnerFieldsFragment = { id: string, name: string | null, email: string | null, timeFactor: number, timeFactorGrantedBy: string | null, timeFactorGrantedAt: string | null };

export type LearnersQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type LearnersQuery = { learners: { total: number, items: Array<{ id: string, name: string | null, email: string | null, timeFactor: number, timeFactorGrantedBy: string | null, timeFactorGrantedAt: string | null }> } };

export type LearnerQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerQuery = { learner: { id: string, name: string | null, email: string | null, timeFactor: number, timeFactorGrantedBy: string | null, timeFactorGrantedAt: string | null } | null };

export type GrantTimeFactorMutationVariables = Exact<{
  userId: string | number;
  timeFactor: number;
}>;


export type GrantTimeFactorMutation = { grantTimeFactor: { id: string, name: string | null, email: string | null, timeFactor: number, timeFactorGrantedBy: string | null, timeFactorGrantedAt: string | null } };

export type AdminLevelFieldsFragment = { id: string, family: string, cefr: string, name: string, slugDe: string, slugEn: string, slugAr: string, slugFr: string, slugEs: string, sortOrder: number, examCount: number, description: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, images: Array<{ position: number, file: string, url: string | null, alt: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> };

export type AdminLevelListQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminLevelListQuery = { page: { total: number, items: Array<{ id: string, family: string, cefr: string, name: string, slugDe: string, slugEn: string, slugAr: string, slugFr: string, slugEs: string, sortOrder: number, examCount: number, description: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, images: Array<{ position: number, file: string, url: string | null, alt: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> }> } };

export type AdminLevelOneQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminLevelOneQuery = { record: { id: string, family: string, cefr: string, name: string, slugDe: string, slugEn: string, slugAr: string, slugFr: string, slugEs: string, sortOrder: number, examCount: number, description: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, images: Array<{ position: number, file: string, url: string | null, alt: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> } | null };

export type AdminCreateLevelMutationVariables = Exact<{
  input: AdminLevelInput;
}>;


export type AdminCreateLevelMutation = { record: { id: string, family: string, cefr: string, name: string, slugDe: string, slugEn: string, slugAr: string, slugFr: string, slugEs: string, sortOrder: number, examCount: number, description: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, images: Array<{ position: number, file: string, url: string | null, alt: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> } };

export type AdminUpdateLevelMutationVariables = Exact<{
  id: string | number;
  input: AdminLevelInput;
}>;


export type AdminUpdateLevelMutation = { record: { id: string, family: string, cefr: string, name: string, slugDe: string, slugEn: string, slugAr: string, slugFr: string, slugEs: string, sortOrder: number, examCount: number, description: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, images: Array<{ position: number, file: string, url: string | null, alt: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> } };

export type AdminDeleteLevelMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteLevelMutation = { record: { id: string } };

export type AdminLtiPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLtiPlatformsQuery = { adminLtiPlatforms: Array<{ id: string, name: string, issuer: string, clientId: string, deploymentIds: Array<string>, authLoginUrl: string, accessTokenUrl: string, jwksUrl: string }>, adminLtiToolConfig: { loginUrl: string, launchUrl: string, redirectUris: Array<string>, jwksUrl: string, deepLinkingUrl: string } };

export type AdminRegisterLtiPlatformMutationVariables = Exact<{
  input: LtiPlatformInput;
}>;


export type AdminRegisterLtiPlatformMutation = { adminRegisterLtiPlatform: { id: string } };

export type AdminPlacementItemFieldsFragment = { id: string, cefr: string, difficulty: string, title: string, choices: Array<string>, correctAnswer: string, active: boolean, contentKey: string | null };

export type AdminPlacementItemListQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminPlacementItemListQuery = { page: { total: number, items: Array<{ id: string, cefr: string, difficulty: string, title: string, choices: Array<string>, correctAnswer: string, active: boolean, contentKey: string | null }> } };

export type AdminPlacementItemOneQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPlacementItemOneQuery = { record: { id: string, cefr: string, difficulty: string, title: string, choices: Array<string>, correctAnswer: string, active: boolean, contentKey: string | null } | null };

export type AdminCreatePlacementItemMutationVariables = Exact<{
  input: AdminPlacementItemInput;
}>;


export type AdminCreatePlacementItemMutation = { record: { id: string, cefr: string, difficulty: string, title: string, choices: Array<string>, correctAnswer: string, active: boolean, contentKey: string | null } };

export type AdminUpdatePlacementItemMutationVariables = Exact<{
  id: string | number;
  input: AdminPlacementItemInput;
}>;


export type AdminUpdatePlacementItemMutation = { record: { id: string, cefr: string, difficulty: string, title: string, choices: Array<string>, correctAnswer: string, active: boolean, contentKey: string | null } };

export type AdminDeletePlacementItemMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeletePlacementItemMutation = { record: { id: string } };

export type AdminRubricFieldsFragment = { id: string, key: string, family: string, cefr: string, taskKind: string, scheme: string, weight: number, maxPoints: number, source: string | null, certainty: string | null, usedBy: number, name: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, criteria: Array<{ key: string, zeroesTask: boolean, label: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, bands: Array<{ band: string, points: number, descriptor: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> }> };

export type AdminRubricListQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminRubricListQuery = { page: { total: number, items: Array<{ id: string, key: string, family: string, cefr: string, taskKind: string, scheme: string, weight: number, maxPoints: number, source: string | null, certainty: string | null, usedBy: number, name: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, criteria: Array<{ key: string, zeroesTask: boolean, label: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, bands: Array<{ band: string, points: number, descriptor: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> }> }> } };

export type AdminRubricOneQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminRubricOneQuery = { record: { id: string, key: string, family: string, cefr: string, taskKind: string, scheme: string, weight: number, maxPoints: number, source: string | null, certainty: string | null, usedBy: number, name: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, criteria: Array<{ key: string, zeroesTask: boolean, label: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, bands: Array<{ band: string, points: number, descriptor: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> }> } | null };

export type AdminUpdateRubricMutationVariables = Exact<{
  id: string | number;
  input: AdminRubricInput;
}>;


export type AdminUpdateRubricMutation = { record: { id: string, key: string, family: string, cefr: string, taskKind: string, scheme: string, weight: number, maxPoints: number, source: string | null, certainty: string | null, usedBy: number, name: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, criteria: Array<{ key: string, zeroesTask: boolean, label: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, bands: Array<{ band: string, points: number, descriptor: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null } }> }> } };

export type AdminSubQuestionFieldsFragment = { id: string, blockId: string, examId: string, position: number, kind: string, title: string | null, lastTitle: string | null, bannerImage: string | null, bannerUrl: string | null, highlight: boolean, choiceKind: string | null, textChoices: Array<string>, trueFalseLabels: string | null, location: string | null, acceptedAnswers: Array<string>, options: Array<string>, answer: string | null, task: string | null, minWords: number | null, maxWords: number | null, rubricKey: string | null, prepSeconds: number | null, maxRecordSeconds: number | null, modelAudio: string | null, modelAudioMp3: string | null, modelAudioUrl: string | null, imageChoices: Array<{ image: string, imageUrl: string | null, label: string | null }>, choices: Array<{ value: string, label: string | null, imageUrl: string | null }>, modelSolution: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, explanation: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, points: Array<{ text: string, keywords: Array<string> }> };

export type AdminSubQuestionListQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminSubQuestionListQuery = { page: { total: number, items: Array<{ id: string, blockId: string, examId: string, position: number, kind: string, title: string | null, lastTitle: string | null, bannerImage: string | null, bannerUrl: string | null, highlight: boolean, choiceKind: string | null, textChoices: Array<string>, trueFalseLabels: string | null, location: string | null, acceptedAnswers: Array<string>, options: Array<string>, answer: string | null, task: string | null, minWords: number | null, maxWords: number | null, rubricKey: string | null, prepSeconds: number | null, maxRecordSeconds: number | null, modelAudio: string | null, modelAudioMp3: string | null, modelAudioUrl: string | null, imageChoices: Array<{ image: string, imageUrl: string | null, label: string | null }>, choices: Array<{ value: string, label: string | null, imageUrl: string | null }>, modelSolution: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, explanation: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, points: Array<{ text: string, keywords: Array<string> }> }> } };

export type AdminSubQuestionOneQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminSubQuestionOneQuery = { record: { id: string, blockId: string, examId: string, position: number, kind: string, title: string | null, lastTitle: string | null, bannerImage: string | null, bannerUrl: string | null, highlight: boolean, choiceKind: string | null, textChoices: Array<string>, trueFalseLabels: string | null, location: string | null, acceptedAnswers: Array<string>, options: Array<string>, answer: string | null, task: string | null, minWords: number | null, maxWords: number | null, rubricKey: string | null, prepSeconds: number | null, maxRecordSeconds: number | null, modelAudio: string | null, modelAudioMp3: string | null, modelAudioUrl: string | null, imageChoices: Array<{ image: string, imageUrl: string | null, label: string | null }>, choices: Array<{ value: string, label: string | null, imageUrl: string | null }>, modelSolution: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, explanation: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, points: Array<{ text: string, keywords: Array<string> }> } | null };

export type AdminCreateSubQuestionMutationVariables = Exact<{
  input: AdminSubQuestionInput;
}>;


export type AdminCreateSubQuestionMutation = { record: { id: string, blockId: string, examId: string, position: number, kind: string, title: string | null, lastTitle: string | null, bannerImage: string | null, bannerUrl: string | null, highlight: boolean, choiceKind: string | null, textChoices: Array<string>, trueFalseLabels: string | null, location: string | null, acceptedAnswers: Array<string>, options: Array<string>, answer: string | null, task: string | null, minWords: number | null, maxWords: number | null, rubricKey: string | null, prepSeconds: number | null, maxRecordSeconds: number | null, modelAudio: string | null, modelAudioMp3: string | null, modelAudioUrl: string | null, imageChoices: Array<{ image: string, imageUrl: string | null, label: string | null }>, choices: Array<{ value: string, label: string | null, imageUrl: string | null }>, modelSolution: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, explanation: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, points: Array<{ text: string, keywords: Array<string> }> } };

export type AdminUpdateSubQuestionMutationVariables = Exact<{
  id: string | number;
  input: AdminSubQuestionInput;
}>;


export type AdminUpdateSubQuestionMutation = { record: { id: string, blockId: string, examId: string, position: number, kind: string, title: string | null, lastTitle: string | null, bannerImage: string | null, bannerUrl: string | null, highlight: boolean, choiceKind: string | null, textChoices: Array<string>, trueFalseLabels: string | null, location: string | null, acceptedAnswers: Array<string>, options: Array<string>, answer: string | null, task: string | null, minWords: number | null, maxWords: number | null, rubricKey: string | null, prepSeconds: number | null, maxRecordSeconds: number | null, modelAudio: string | null, modelAudioMp3: string | null, modelAudioUrl: string | null, imageChoices: Array<{ image: string, imageUrl: string | null, label: string | null }>, choices: Array<{ value: string, label: string | null, imageUrl: string | null }>, modelSolution: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, explanation: { de: string | null, en: string | null, ar: string | null, fr: string | null, es: string | null }, points: Array<{ text: string, keywords: Array<string> }> } };

export type AdminDeleteSubQuestionMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteSubQuestionMutation = { record: { id: string } };

export type AdminReorderSubQuestionsMutationVariables = Exact<{
  parentId: string | number;
  ids: Array<string | number> | string | number;
}>;


export type AdminReorderSubQuestionsMutation = { adminReorderSubQuestions: Array<{ id: string }> };

export type AdminUserFieldsFragment = { id: string, email: string | null, name: string | null, isAdmin: boolean, isTeacher: boolean, isBlocked: boolean, isGuest: boolean, emailConfirmed: boolean, timeFactor: number, createdAt: string, attemptCount: number };

export type AdminUserListQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminUserListQuery = { page: { total: number, items: Array<{ id: string, email: string | null, name: string | null, isAdmin: boolean, isTeacher: boolean, isBlocked: boolean, isGuest: boolean, emailConfirmed: boolean, timeFactor: number, createdAt: string, attemptCount: number }> } };

export type AdminUserOneQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserOneQuery = { record: { id: string, email: string | null, name: string | null, isAdmin: boolean, isTeacher: boolean, isBlocked: boolean, isGuest: boolean, emailConfirmed: boolean, timeFactor: number, createdAt: string, attemptCount: number } | null };

export type AdminUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: AdminUserInput;
}>;


export type AdminUpdateUserMutation = { record: { id: string, email: string | null, name: string | null, isAdmin: boolean, isTeacher: boolean, isBlocked: boolean, isGuest: boolean, emailConfirmed: boolean, timeFactor: number, createdAt: string, attemptCount: number } };

export type AdminUserAttemptsQueryVariables = Exact<{
  userId: string | number;
}>;


export type AdminUserAttemptsQuery = { adminUserAttempts: Array<{ id: string, userId: string, examId: string, examName: string, status: string, startedAt: string, submittedAt: string | null, readingPercent: number | null, listeningPercent: number | null, totalPercent: number | null, passed: boolean | null }> };

export type AdminExportUserDataQueryVariables = Exact<{
  userId: string | number;
}>;


export type AdminExportUserDataQuery = { adminExportUserData: unknown };

export type AdminDeleteUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminDeleteUserMutation = { adminDeleteUser: boolean };

export type WebhookFieldsFragment = { id: string, url: string, events: Array<string>, ownerEmail: string | null, createdAt: string };

export type AdminWebhooksQueryVariables = Exact<{
  filter?: AdminListInput | null | undefined;
}>;


export type AdminWebhooksQuery = { adminWebhooks: { total: number, items: Array<{ id: string, url: string, events: Array<string>, ownerEmail: string | null, createdAt: string }> } };

export type AdminWebhookQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminWebhookQuery = { adminWebhook: { id: string, url: string, events: Array<string>, ownerEmail: string | null, createdAt: string } | null, webhookDeliveries: Array<{ id: string, event: string, status: string, attempts: number, responseStatus: number | null, lastError: string | null, createdAt: string, lastAttemptAt: string | null, deliveredAt: string | null }> };

export type RubricFieldsFragment = { id: string, key: string, hasCalibration: boolean, name: string, scheme: string, weight: number, maxPoints: number, criteria: Array<{ key: string, label: string, maxPoints: number, zeroesTask: boolean, bands: Array<{ band: string, points: number, descriptor: string }> }> };

export type AssessmentFieldsFragment = { by: AssessorKind, assessorName: string | null, total: number, maxPoints: number, comment: string | null, at: string, scores: Array<{ key: string, band: string, points: number }> };

export type AutoFeedbackFieldsFragment = { hint: string, wordCount: number, wordTarget: string | null, minWords: number | null, maxWords: number | null, range: WordRange | null, connectorCount: number, connectors: Array<string>, pointsCovered: Array<{ point: string, covered: boolean, evidence: string | null }>, spelling: Array<{ word: string, offset: number, suggestions: Array<string> }>, register: Array<{ kind: RegisterSlipKind, message: string, evidence: Array<string> }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminLocalizedFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
    `, {"fragmentName":"AdminLocalizedFields"}) as unknown as TypedDocumentString<AdminLocalizedFieldsFragment, unknown>;
export const AdminBlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminBlockFields on AdminBlock {
  id
  examId
  position
  type
  skill
  title
  intro
  passage
  audio
  audioUrl
  audioMp3
  image
  imageUrl
  playLimit
  readingSeconds
  transcript
  optionPool {
    value
    label
  }
  notes {
    ...AdminLocalizedFields
  }
  subQuestionCount
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}`, {"fragmentName":"AdminBlockFields"}) as unknown as TypedDocumentString<AdminBlockFieldsFragment, unknown>;
export const AdminContactInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminContactInfoFields on AdminContactInfo {
  id
  logo
  logoUrl
  image
  imageUrl
  images {
    name
    file
    url
  }
  about {
    ...AdminLocalizedFields
  }
  goetheDesc {
    ...AdminLocalizedFields
  }
  telcDesc {
    ...AdminLocalizedFields
  }
  placementDesc {
    ...AdminLocalizedFields
  }
  email
  phone
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}`, {"fragmentName":"AdminContactInfoFields"}) as unknown as TypedDocumentString<AdminContactInfoFieldsFragment, unknown>;
export const AdminExamFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminExamFields on AdminExam {
  id
  levelId
  name
  contentKey
  published
  sortOrder
  readingMinutes
  listeningMinutes
  writingMinutes
  speakingMinutes
  passRule
  passPercent
  blockCount
  createdAt
}
    `, {"fragmentName":"AdminExamFields"}) as unknown as TypedDocumentString<AdminExamFieldsFragment, unknown>;
export const RubricFieldsFragmentDoc = new TypedDocumentString(`
    fragment RubricFields on Rubric {
  id
  key
  hasCalibration
  name
  scheme
  weight
  maxPoints
  criteria {
    key
    label
    maxPoints
    zeroesTask
    bands {
      band
      points
      descriptor
    }
  }
}
    `, {"fragmentName":"RubricFields"}) as unknown as TypedDocumentString<RubricFieldsFragment, unknown>;
export const AutoFeedbackFieldsFragmentDoc = new TypedDocumentString(`
    fragment AutoFeedbackFields on AutoFeedback {
  hint
  wordCount
  wordTarget
  minWords
  maxWords
  range
  pointsCovered {
    point
    covered
    evidence
  }
  spelling {
    word
    offset
    suggestions
  }
  register {
    kind
    message
    evidence
  }
  connectorCount
  connectors
}
    `, {"fragmentName":"AutoFeedbackFields"}) as unknown as TypedDocumentString<AutoFeedbackFieldsFragment, unknown>;
export const AssessmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment AssessmentFields on Assessment {
  by
  assessorName
  total
  maxPoints
  comment
  at
  scores {
    key
    band
    points
  }
}
    `, {"fragmentName":"AssessmentFields"}) as unknown as TypedDocumentString<AssessmentFieldsFragment, unknown>;
export const ProductiveAnswerFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductiveAnswerFields on ProductiveAnswer {
  attemptId
  subQuestionId
  learnerName
  examName
  title
  skill
  submittedAt
  task
  points
  minWords
  maxWords
  text
  recordingUrl
  modelAnswer
  rubric {
    ...RubricFields
  }
  feedback {
    ...AutoFeedbackFields
    durationSeconds
  }
  assessments {
    ...AssessmentFields
  }
}
    fragment RubricFields on Rubric {
  id
  key
  hasCalibration
  name
  scheme
  weight
  maxPoints
  criteria {
    key
    label
    maxPoints
    zeroesTask
    bands {
      band
      points
      descriptor
    }
  }
}
fragment AssessmentFields on Assessment {
  by
  assessorName
  total
  maxPoints
  comment
  at
  scores {
    key
    band
    points
  }
}
fragment AutoFeedbackFields on AutoFeedback {
  hint
  wordCount
  wordTarget
  minWords
  maxWords
  range
  pointsCovered {
    point
    covered
    evidence
  }
  spelling {
    word
    offset
    suggestions
  }
  register {
    kind
    message
    evidence
  }
  connectorCount
  connectors
}`, {"fragmentName":"ProductiveAnswerFields"}) as unknown as TypedDocumentString<ProductiveAnswerFieldsFragment, unknown>;
export const LearnerFieldsFragmentDoc = new TypedDocumentString(`
    fragment LearnerFields on Learner {
  id
  name
  email
  timeFactor
  timeFactorGrantedBy
  timeFactorGrantedAt
}
    `, {"fragmentName":"LearnerFields"}) as unknown as TypedDocumentString<LearnerFieldsFragment, unknown>;
export const AdminLevelFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminLevelFields on AdminLevel {
  id
  family
  cefr
  name
  slugDe
  slugEn
  slugAr
  slugFr
  slugEs
  description {
    ...AdminLocalizedFields
  }
  sortOrder
  examCount
  images {
    position
    file
    url
    alt {
      ...AdminLocalizedFields
    }
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}`, {"fragmentName":"AdminLevelFields"}) as unknown as TypedDocumentString<AdminLevelFieldsFragment, unknown>;
export const AdminPlacementItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPlacementItemFields on AdminPlacementItem {
  id
  cefr
  difficulty
  title
  choices
  correctAnswer
  active
  contentKey
}
    `, {"fragmentName":"AdminPlacementItemFields"}) as unknown as TypedDocumentString<AdminPlacementItemFieldsFragment, unknown>;
export const AdminRubricFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminRubricFields on AdminRubric {
  id
  key
  family
  cefr
  taskKind
  name {
    ...AdminLocalizedFields
  }
  scheme
  weight
  maxPoints
  source
  certainty
  usedBy
  criteria {
    key
    zeroesTask
    label {
      ...AdminLocalizedFields
    }
    bands {
      band
      points
      descriptor {
        ...AdminLocalizedFields
      }
    }
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}`, {"fragmentName":"AdminRubricFields"}) as unknown as TypedDocumentString<AdminRubricFieldsFragment, unknown>;
export const AdminSubQuestionFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSubQuestionFields on AdminSubQuestion {
  id
  blockId
  examId
  position
  kind
  title
  lastTitle
  bannerImage
  bannerUrl
  highlight
  choiceKind
  textChoices
  imageChoices {
    image
    imageUrl
    label
  }
  trueFalseLabels
  location
  acceptedAnswers
  options
  answer
  choices {
    value
    label
    imageUrl
  }
  modelSolution {
    ...AdminLocalizedFields
  }
  explanation {
    ...AdminLocalizedFields
  }
  task
  points {
    text
    keywords
  }
  minWords
  maxWords
  rubricKey
  prepSeconds
  maxRecordSeconds
  modelAudio
  modelAudioMp3
  modelAudioUrl
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}`, {"fragmentName":"AdminSubQuestionFields"}) as unknown as TypedDocumentString<AdminSubQuestionFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminUserFields on AdminUser {
  id
  email
  name
  isAdmin
  isTeacher
  isBlocked
  isGuest
  emailConfirmed
  timeFactor
  createdAt
  attemptCount
}
    `, {"fragmentName":"AdminUserFields"}) as unknown as TypedDocumentString<AdminUserFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebhookFields on Webhook {
  id
  url
  events
  ownerEmail
  createdAt
}
    `, {"fragmentName":"WebhookFields"}) as unknown as TypedDocumentString<WebhookFieldsFragment, unknown>;
export const AdminChoicesDocument = new TypedDocumentString(`
    query AdminChoices {
  adminChoices {
    subQuestionKinds
    locations
    passRules
    prepSeconds {
      min
      max
    }
    recordSeconds {
      min
      max
    }
  }
}
    `) as unknown as TypedDocumentString<AdminChoicesQuery, AdminChoicesQueryVariables>;
export const AdminLoginDocument = new TypedDocumentString(`
    mutation AdminLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
    user {
      isAdmin
      isTeacher
    }
  }
}
    `) as unknown as TypedDocumentString<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminLogoutDocument = new TypedDocumentString(`
    mutation AdminLogout {
  logout
}
    `) as unknown as TypedDocumentString<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminMeDocument = new TypedDocumentString(`
    query AdminMe {
  me {
    id
    name
    email
    isAdmin
    isTeacher
  }
}
    `) as unknown as TypedDocumentString<AdminMeQuery, AdminMeQueryVariables>;
export const AdminPreviewDocument = new TypedDocumentString(`
    query AdminPreview($examId: ID!, $page: Int!) {
  adminPreview(examId: $examId, page: $page) {
    number
    pageCount
    place {
      skill
      teil
      teilCount
      text
      textCount
    }
    exam {
      id
      name
    }
    block {
      ...AdminBlockFields
    }
    subQuestions {
      ...AdminSubQuestionFields
    }
    rubrics {
      ...AdminRubricFields
    }
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminBlockFields on AdminBlock {
  id
  examId
  position
  type
  skill
  title
  intro
  passage
  audio
  audioUrl
  audioMp3
  image
  imageUrl
  playLimit
  readingSeconds
  transcript
  optionPool {
    value
    label
  }
  notes {
    ...AdminLocalizedFields
  }
  subQuestionCount
}
fragment AdminRubricFields on AdminRubric {
  id
  key
  family
  cefr
  taskKind
  name {
    ...AdminLocalizedFields
  }
  scheme
  weight
  maxPoints
  source
  certainty
  usedBy
  criteria {
    key
    zeroesTask
    label {
      ...AdminLocalizedFields
    }
    bands {
      band
      points
      descriptor {
        ...AdminLocalizedFields
      }
    }
  }
}
fragment AdminSubQuestionFields on AdminSubQuestion {
  id
  blockId
  examId
  position
  kind
  title
  lastTitle
  bannerImage
  bannerUrl
  highlight
  choiceKind
  textChoices
  imageChoices {
    image
    imageUrl
    label
  }
  trueFalseLabels
  location
  acceptedAnswers
  options
  answer
  choices {
    value
    label
    imageUrl
  }
  modelSolution {
    ...AdminLocalizedFields
  }
  explanation {
    ...AdminLocalizedFields
  }
  task
  points {
    text
    keywords
  }
  minWords
  maxWords
  rubricKey
  prepSeconds
  maxRecordSeconds
  modelAudio
  modelAudioMp3
  modelAudioUrl
}`) as unknown as TypedDocumentString<AdminPreviewQuery, AdminPreviewQueryVariables>;
export const AdminDashboardDocument = new TypedDocumentString(`
    query AdminDashboard {
  adminDashboard {
    users
    admins
    exams
    publishedExams
    attempts
    submittedAttempts
    examStats {
      examId
      examName
      attempts
      submitted
      readingMean
      listeningMean
    }
    weakestItems {
      subQuestionId
      blockId
      examId
      examName
      title
      attempts
      correct
      share
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminBlockListDocument = new TypedDocumentString(`
    query AdminBlockList($filter: AdminListInput) {
  page: adminBlocks(filter: $filter) {
    total
    items {
      ...AdminBlockFields
    }
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminBlockFields on AdminBlock {
  id
  examId
  position
  type
  skill
  title
  intro
  passage
  audio
  audioUrl
  audioMp3
  image
  imageUrl
  playLimit
  readingSeconds
  transcript
  optionPool {
    value
    label
  }
  notes {
    ...AdminLocalizedFields
  }
  subQuestionCount
}`) as unknown as TypedDocumentString<AdminBlockListQuery, AdminBlockListQueryVariables>;
export const AdminBlockOneDocument = new TypedDocumentString(`
    query AdminBlockOne($id: ID!) {
  record: adminBlock(id: $id) {
    ...AdminBlockFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminBlockFields on AdminBlock {
  id
  examId
  position
  type
  skill
  title
  intro
  passage
  audio
  audioUrl
  audioMp3
  image
  imageUrl
  playLimit
  readingSeconds
  transcript
  optionPool {
    value
    label
  }
  notes {
    ...AdminLocalizedFields
  }
  subQuestionCount
}`) as unknown as TypedDocumentString<AdminBlockOneQuery, AdminBlockOneQueryVariables>;
export const AdminCreateBlockDocument = new TypedDocumentString(`
    mutation AdminCreateBlock($input: AdminBlockInput!) {
  record: adminCreateBlock(input: $input) {
    ...AdminBlockFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminBlockFields on AdminBlock {
  id
  examId
  position
  type
  skill
  title
  intro
  passage
  audio
  audioUrl
  audioMp3
  image
  imageUrl
  playLimit
  readingSeconds
  transcript
  optionPool {
    value
    label
  }
  notes {
    ...AdminLocalizedFields
  }
  subQuestionCount
}`) as unknown as TypedDocumentString<AdminCreateBlockMutation, AdminCreateBlockMutationVariables>;
export const AdminUpdateBlockDocument = new TypedDocumentString(`
    mutation AdminUpdateBlock($id: ID!, $input: AdminBlockInput!) {
  record: adminUpdateBlock(id: $id, input: $input) {
    ...AdminBlockFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminBlockFields on AdminBlock {
  id
  examId
  position
  type
  skill
  title
  intro
  passage
  audio
  audioUrl
  audioMp3
  image
  imageUrl
  playLimit
  readingSeconds
  transcript
  optionPool {
    value
    label
  }
  notes {
    ...AdminLocalizedFields
  }
  subQuestionCount
}`) as unknown as TypedDocumentString<AdminUpdateBlockMutation, AdminUpdateBlockMutationVariables>;
export const AdminDeleteBlockDocument = new TypedDocumentString(`
    mutation AdminDeleteBlock($id: ID!) {
  record: adminDeleteBlock(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDeleteBlockMutation, AdminDeleteBlockMutationVariables>;
export const AdminReorderBlocksDocument = new TypedDocumentString(`
    mutation AdminReorderBlocks($parentId: ID!, $ids: [ID!]!) {
  adminReorderBlocks(examId: $parentId, ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminReorderBlocksMutation, AdminReorderBlocksMutationVariables>;
export const AdminContactInfoDocument = new TypedDocumentString(`
    query AdminContactInfo {
  record: adminContactInfo {
    ...AdminContactInfoFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminContactInfoFields on AdminContactInfo {
  id
  logo
  logoUrl
  image
  imageUrl
  images {
    name
    file
    url
  }
  about {
    ...AdminLocalizedFields
  }
  goetheDesc {
    ...AdminLocalizedFields
  }
  telcDesc {
    ...AdminLocalizedFields
  }
  placementDesc {
    ...AdminLocalizedFields
  }
  email
  phone
}`) as unknown as TypedDocumentString<AdminContactInfoQuery, AdminContactInfoQueryVariables>;
export const AdminUpdateContactInfoDocument = new TypedDocumentString(`
    mutation AdminUpdateContactInfo($input: AdminContactInfoInput!) {
  record: adminUpdateContactInfo(input: $input) {
    ...AdminContactInfoFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminContactInfoFields on AdminContactInfo {
  id
  logo
  logoUrl
  image
  imageUrl
  images {
    name
    file
    url
  }
  about {
    ...AdminLocalizedFields
  }
  goetheDesc {
    ...AdminLocalizedFields
  }
  telcDesc {
    ...AdminLocalizedFields
  }
  placementDesc {
    ...AdminLocalizedFields
  }
  email
  phone
}`) as unknown as TypedDocumentString<AdminUpdateContactInfoMutation, AdminUpdateContactInfoMutationVariables>;
export const AdminExamListDocument = new TypedDocumentString(`
    query AdminExamList($filter: AdminListInput) {
  page: adminExams(filter: $filter) {
    total
    items {
      ...AdminExamFields
    }
  }
}
    fragment AdminExamFields on AdminExam {
  id
  levelId
  name
  contentKey
  published
  sortOrder
  readingMinutes
  listeningMinutes
  writingMinutes
  speakingMinutes
  passRule
  passPercent
  blockCount
  createdAt
}`) as unknown as TypedDocumentString<AdminExamListQuery, AdminExamListQueryVariables>;
export const AdminExamOneDocument = new TypedDocumentString(`
    query AdminExamOne($id: ID!) {
  record: adminExam(id: $id) {
    ...AdminExamFields
  }
}
    fragment AdminExamFields on AdminExam {
  id
  levelId
  name
  contentKey
  published
  sortOrder
  readingMinutes
  listeningMinutes
  writingMinutes
  speakingMinutes
  passRule
  passPercent
  blockCount
  createdAt
}`) as unknown as TypedDocumentString<AdminExamOneQuery, AdminExamOneQueryVariables>;
export const AdminCreateExamDocument = new TypedDocumentString(`
    mutation AdminCreateExam($input: AdminExamInput!) {
  record: adminCreateExam(input: $input) {
    ...AdminExamFields
  }
}
    fragment AdminExamFields on AdminExam {
  id
  levelId
  name
  contentKey
  published
  sortOrder
  readingMinutes
  listeningMinutes
  writingMinutes
  speakingMinutes
  passRule
  passPercent
  blockCount
  createdAt
}`) as unknown as TypedDocumentString<AdminCreateExamMutation, AdminCreateExamMutationVariables>;
export const AdminUpdateExamDocument = new TypedDocumentString(`
    mutation AdminUpdateExam($id: ID!, $input: AdminExamInput!) {
  record: adminUpdateExam(id: $id, input: $input) {
    ...AdminExamFields
  }
}
    fragment AdminExamFields on AdminExam {
  id
  levelId
  name
  contentKey
  published
  sortOrder
  readingMinutes
  listeningMinutes
  writingMinutes
  speakingMinutes
  passRule
  passPercent
  blockCount
  createdAt
}`) as unknown as TypedDocumentString<AdminUpdateExamMutation, AdminUpdateExamMutationVariables>;
export const AdminDeleteExamDocument = new TypedDocumentString(`
    mutation AdminDeleteExam($id: ID!) {
  record: adminDeleteExam(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDeleteExamMutation, AdminDeleteExamMutationVariables>;
export const AdminPublishExamDocument = new TypedDocumentString(`
    mutation AdminPublishExam($id: ID!, $published: Boolean!, $ignoreBlueprint: Boolean = false) {
  record: adminPublishExam(
    id: $id
    published: $published
    ignoreBlueprint: $ignoreBlueprint
  ) {
    ...AdminExamFields
  }
}
    fragment AdminExamFields on AdminExam {
  id
  levelId
  name
  contentKey
  published
  sortOrder
  readingMinutes
  listeningMinutes
  writingMinutes
  speakingMinutes
  passRule
  passPercent
  blockCount
  createdAt
}`) as unknown as TypedDocumentString<AdminPublishExamMutation, AdminPublishExamMutationVariables>;
export const GradingQueueDocument = new TypedDocumentString(`
    query GradingQueue($status: GradingStatus) {
  gradingQueue(status: $status) {
    ...ProductiveAnswerFields
  }
}
    fragment ProductiveAnswerFields on ProductiveAnswer {
  attemptId
  subQuestionId
  learnerName
  examName
  title
  skill
  submittedAt
  task
  points
  minWords
  maxWords
  text
  recordingUrl
  modelAnswer
  rubric {
    ...RubricFields
  }
  feedback {
    ...AutoFeedbackFields
    durationSeconds
  }
  assessments {
    ...AssessmentFields
  }
}
fragment RubricFields on Rubric {
  id
  key
  hasCalibration
  name
  scheme
  weight
  maxPoints
  criteria {
    key
    label
    maxPoints
    zeroesTask
    bands {
      band
      points
      descriptor
    }
  }
}
fragment AssessmentFields on Assessment {
  by
  assessorName
  total
  maxPoints
  comment
  at
  scores {
    key
    band
    points
  }
}
fragment AutoFeedbackFields on AutoFeedback {
  hint
  wordCount
  wordTarget
  minWords
  maxWords
  range
  pointsCovered {
    point
    covered
    evidence
  }
  spelling {
    word
    offset
    suggestions
  }
  register {
    kind
    message
    evidence
  }
  connectorCount
  connectors
}`) as unknown as TypedDocumentString<GradingQueueQuery, GradingQueueQueryVariables>;
export const ProductiveAnswerDocument = new TypedDocumentString(`
    query ProductiveAnswer($attemptId: ID!, $subQuestionId: ID!) {
  productiveAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId) {
    ...ProductiveAnswerFields
  }
}
    fragment ProductiveAnswerFields on ProductiveAnswer {
  attemptId
  subQuestionId
  learnerName
  examName
  title
  skill
  submittedAt
  task
  points
  minWords
  maxWords
  text
  recordingUrl
  modelAnswer
  rubric {
    ...RubricFields
  }
  feedback {
    ...AutoFeedbackFields
    durationSeconds
  }
  assessments {
    ...AssessmentFields
  }
}
fragment RubricFields on Rubric {
  id
  key
  hasCalibration
  name
  scheme
  weight
  maxPoints
  criteria {
    key
    label
    maxPoints
    zeroesTask
    bands {
      band
      points
      descriptor
    }
  }
}
fragment AssessmentFields on Assessment {
  by
  assessorName
  total
  maxPoints
  comment
  at
  scores {
    key
    band
    points
  }
}
fragment AutoFeedbackFields on AutoFeedback {
  hint
  wordCount
  wordTarget
  minWords
  maxWords
  range
  pointsCovered {
    point
    covered
    evidence
  }
  spelling {
    word
    offset
    suggestions
  }
  register {
    kind
    message
    evidence
  }
  connectorCount
  connectors
}`) as unknown as TypedDocumentString<ProductiveAnswerQuery, ProductiveAnswerQueryVariables>;
export const GradeAnswerDocument = new TypedDocumentString(`
    mutation GradeAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {
  assessAnswer(
    attemptId: $attemptId
    subQuestionId: $subQuestionId
    scores: $scores
    comment: $comment
  ) {
    ...AssessmentFields
  }
}
    fragment AssessmentFields on Assessment {
  by
  assessorName
  total
  maxPoints
  comment
  at
  scores {
    key
    band
    points
  }
}`) as unknown as TypedDocumentString<GradeAnswerMutation, GradeAnswerMutationVariables>;
export const AdminJobQueuesDocument = new TypedDocumentString(`
    query AdminJobQueues {
  adminJobQueues {
    name
    waiting
    active
    failed
    lastError
    lastErrorAt
  }
}
    `) as unknown as TypedDocumentString<AdminJobQueuesQuery, AdminJobQueuesQueryVariables>;
export const LearnersDocument = new TypedDocumentString(`
    query Learners($filter: AdminListInput) {
  learners(filter: $filter) {
    total
    items {
      ...LearnerFields
    }
  }
}
    fragment LearnerFields on Learner {
  id
  name
  email
  timeFactor
  timeFactorGrantedBy
  timeFactorGrantedAt
}`) as unknown as TypedDocumentString<LearnersQuery, LearnersQueryVariables>;
export const LearnerDocument = new TypedDocumentString(`
    query Learner($id: ID!) {
  learner(id: $id) {
    ...LearnerFields
  }
}
    fragment LearnerFields on Learner {
  id
  name
  email
  timeFactor
  timeFactorGrantedBy
  timeFactorGrantedAt
}`) as unknown as TypedDocumentString<LearnerQuery, LearnerQueryVariables>;
export const GrantTimeFactorDocument = new TypedDocumentString(`
    mutation GrantTimeFactor($userId: ID!, $timeFactor: Float!) {
  grantTimeFactor(userId: $userId, timeFactor: $timeFactor) {
    ...LearnerFields
  }
}
    fragment LearnerFields on Learner {
  id
  name
  email
  timeFactor
  timeFactorGrantedBy
  timeFactorGrantedAt
}`) as unknown as TypedDocumentString<GrantTimeFactorMutation, GrantTimeFactorMutationVariables>;
export const AdminLevelListDocument = new TypedDocumentString(`
    query AdminLevelList($filter: AdminListInput) {
  page: adminLevels(filter: $filter) {
    total
    items {
      ...AdminLevelFields
    }
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminLevelFields on AdminLevel {
  id
  family
  cefr
  name
  slugDe
  slugEn
  slugAr
  slugFr
  slugEs
  description {
    ...AdminLocalizedFields
  }
  sortOrder
  examCount
  images {
    position
    file
    url
    alt {
      ...AdminLocalizedFields
    }
  }
}`) as unknown as TypedDocumentString<AdminLevelListQuery, AdminLevelListQueryVariables>;
export const AdminLevelOneDocument = new TypedDocumentString(`
    query AdminLevelOne($id: ID!) {
  record: adminLevel(id: $id) {
    ...AdminLevelFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminLevelFields on AdminLevel {
  id
  family
  cefr
  name
  slugDe
  slugEn
  slugAr
  slugFr
  slugEs
  description {
    ...AdminLocalizedFields
  }
  sortOrder
  examCount
  images {
    position
    file
    url
    alt {
      ...AdminLocalizedFields
    }
  }
}`) as unknown as TypedDocumentString<AdminLevelOneQuery, AdminLevelOneQueryVariables>;
export const AdminCreateLevelDocument = new TypedDocumentString(`
    mutation AdminCreateLevel($input: AdminLevelInput!) {
  record: adminCreateLevel(input: $input) {
    ...AdminLevelFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminLevelFields on AdminLevel {
  id
  family
  cefr
  name
  slugDe
  slugEn
  slugAr
  slugFr
  slugEs
  description {
    ...AdminLocalizedFields
  }
  sortOrder
  examCount
  images {
    position
    file
    url
    alt {
      ...AdminLocalizedFields
    }
  }
}`) as unknown as TypedDocumentString<AdminCreateLevelMutation, AdminCreateLevelMutationVariables>;
export const AdminUpdateLevelDocument = new TypedDocumentString(`
    mutation AdminUpdateLevel($id: ID!, $input: AdminLevelInput!) {
  record: adminUpdateLevel(id: $id, input: $input) {
    ...AdminLevelFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminLevelFields on AdminLevel {
  id
  family
  cefr
  name
  slugDe
  slugEn
  slugAr
  slugFr
  slugEs
  description {
    ...AdminLocalizedFields
  }
  sortOrder
  examCount
  images {
    position
    file
    url
    alt {
      ...AdminLocalizedFields
    }
  }
}`) as unknown as TypedDocumentString<AdminUpdateLevelMutation, AdminUpdateLevelMutationVariables>;
export const AdminDeleteLevelDocument = new TypedDocumentString(`
    mutation AdminDeleteLevel($id: ID!) {
  record: adminDeleteLevel(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDeleteLevelMutation, AdminDeleteLevelMutationVariables>;
export const AdminLtiPlatformsDocument = new TypedDocumentString(`
    query AdminLtiPlatforms {
  adminLtiPlatforms {
    id
    name
    issuer
    clientId
    deploymentIds
    authLoginUrl
    accessTokenUrl
    jwksUrl
  }
  adminLtiToolConfig {
    loginUrl
    launchUrl
    redirectUris
    jwksUrl
    deepLinkingUrl
  }
}
    `) as unknown as TypedDocumentString<AdminLtiPlatformsQuery, AdminLtiPlatformsQueryVariables>;
export const AdminRegisterLtiPlatformDocument = new TypedDocumentString(`
    mutation AdminRegisterLtiPlatform($input: LtiPlatformInput!) {
  adminRegisterLtiPlatform(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminRegisterLtiPlatformMutation, AdminRegisterLtiPlatformMutationVariables>;
export const AdminPlacementItemListDocument = new TypedDocumentString(`
    query AdminPlacementItemList($filter: AdminListInput) {
  page: adminPlacementItems(filter: $filter) {
    total
    items {
      ...AdminPlacementItemFields
    }
  }
}
    fragment AdminPlacementItemFields on AdminPlacementItem {
  id
  cefr
  difficulty
  title
  choices
  correctAnswer
  active
  contentKey
}`) as unknown as TypedDocumentString<AdminPlacementItemListQuery, AdminPlacementItemListQueryVariables>;
export const AdminPlacementItemOneDocument = new TypedDocumentString(`
    query AdminPlacementItemOne($id: ID!) {
  record: adminPlacementItem(id: $id) {
    ...AdminPlacementItemFields
  }
}
    fragment AdminPlacementItemFields on AdminPlacementItem {
  id
  cefr
  difficulty
  title
  choices
  correctAnswer
  active
  contentKey
}`) as unknown as TypedDocumentString<AdminPlacementItemOneQuery, AdminPlacementItemOneQueryVariables>;
export const AdminCreatePlacementItemDocument = new TypedDocumentString(`
    mutation AdminCreatePlacementItem($input: AdminPlacementItemInput!) {
  record: adminCreatePlacementItem(input: $input) {
    ...AdminPlacementItemFields
  }
}
    fragment AdminPlacementItemFields on AdminPlacementItem {
  id
  cefr
  difficulty
  title
  choices
  correctAnswer
  active
  contentKey
}`) as unknown as TypedDocumentString<AdminCreatePlacementItemMutation, AdminCreatePlacementItemMutationVariables>;
export const AdminUpdatePlacementItemDocument = new TypedDocumentString(`
    mutation AdminUpdatePlacementItem($id: ID!, $input: AdminPlacementItemInput!) {
  record: adminUpdatePlacementItem(id: $id, input: $input) {
    ...AdminPlacementItemFields
  }
}
    fragment AdminPlacementItemFields on AdminPlacementItem {
  id
  cefr
  difficulty
  title
  choices
  correctAnswer
  active
  contentKey
}`) as unknown as TypedDocumentString<AdminUpdatePlacementItemMutation, AdminUpdatePlacementItemMutationVariables>;
export const AdminDeletePlacementItemDocument = new TypedDocumentString(`
    mutation AdminDeletePlacementItem($id: ID!) {
  record: adminDeletePlacementItem(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDeletePlacementItemMutation, AdminDeletePlacementItemMutationVariables>;
export const AdminRubricListDocument = new TypedDocumentString(`
    query AdminRubricList($filter: AdminListInput) {
  page: adminRubrics(filter: $filter) {
    total
    items {
      ...AdminRubricFields
    }
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminRubricFields on AdminRubric {
  id
  key
  family
  cefr
  taskKind
  name {
    ...AdminLocalizedFields
  }
  scheme
  weight
  maxPoints
  source
  certainty
  usedBy
  criteria {
    key
    zeroesTask
    label {
      ...AdminLocalizedFields
    }
    bands {
      band
      points
      descriptor {
        ...AdminLocalizedFields
      }
    }
  }
}`) as unknown as TypedDocumentString<AdminRubricListQuery, AdminRubricListQueryVariables>;
export const AdminRubricOneDocument = new TypedDocumentString(`
    query AdminRubricOne($id: ID!) {
  record: adminRubric(id: $id) {
    ...AdminRubricFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminRubricFields on AdminRubric {
  id
  key
  family
  cefr
  taskKind
  name {
    ...AdminLocalizedFields
  }
  scheme
  weight
  maxPoints
  source
  certainty
  usedBy
  criteria {
    key
    zeroesTask
    label {
      ...AdminLocalizedFields
    }
    bands {
      band
      points
      descriptor {
        ...AdminLocalizedFields
      }
    }
  }
}`) as unknown as TypedDocumentString<AdminRubricOneQuery, AdminRubricOneQueryVariables>;
export const AdminUpdateRubricDocument = new TypedDocumentString(`
    mutation AdminUpdateRubric($id: ID!, $input: AdminRubricInput!) {
  record: adminUpdateRubric(id: $id, input: $input) {
    ...AdminRubricFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminRubricFields on AdminRubric {
  id
  key
  family
  cefr
  taskKind
  name {
    ...AdminLocalizedFields
  }
  scheme
  weight
  maxPoints
  source
  certainty
  usedBy
  criteria {
    key
    zeroesTask
    label {
      ...AdminLocalizedFields
    }
    bands {
      band
      points
      descriptor {
        ...AdminLocalizedFields
      }
    }
  }
}`) as unknown as TypedDocumentString<AdminUpdateRubricMutation, AdminUpdateRubricMutationVariables>;
export const AdminSubQuestionListDocument = new TypedDocumentString(`
    query AdminSubQuestionList($filter: AdminListInput) {
  page: adminSubQuestions(filter: $filter) {
    total
    items {
      ...AdminSubQuestionFields
    }
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminSubQuestionFields on AdminSubQuestion {
  id
  blockId
  examId
  position
  kind
  title
  lastTitle
  bannerImage
  bannerUrl
  highlight
  choiceKind
  textChoices
  imageChoices {
    image
    imageUrl
    label
  }
  trueFalseLabels
  location
  acceptedAnswers
  options
  answer
  choices {
    value
    label
    imageUrl
  }
  modelSolution {
    ...AdminLocalizedFields
  }
  explanation {
    ...AdminLocalizedFields
  }
  task
  points {
    text
    keywords
  }
  minWords
  maxWords
  rubricKey
  prepSeconds
  maxRecordSeconds
  modelAudio
  modelAudioMp3
  modelAudioUrl
}`) as unknown as TypedDocumentString<AdminSubQuestionListQuery, AdminSubQuestionListQueryVariables>;
export const AdminSubQuestionOneDocument = new TypedDocumentString(`
    query AdminSubQuestionOne($id: ID!) {
  record: adminSubQuestion(id: $id) {
    ...AdminSubQuestionFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminSubQuestionFields on AdminSubQuestion {
  id
  blockId
  examId
  position
  kind
  title
  lastTitle
  bannerImage
  bannerUrl
  highlight
  choiceKind
  textChoices
  imageChoices {
    image
    imageUrl
    label
  }
  trueFalseLabels
  location
  acceptedAnswers
  options
  answer
  choices {
    value
    label
    imageUrl
  }
  modelSolution {
    ...AdminLocalizedFields
  }
  explanation {
    ...AdminLocalizedFields
  }
  task
  points {
    text
    keywords
  }
  minWords
  maxWords
  rubricKey
  prepSeconds
  maxRecordSeconds
  modelAudio
  modelAudioMp3
  modelAudioUrl
}`) as unknown as TypedDocumentString<AdminSubQuestionOneQuery, AdminSubQuestionOneQueryVariables>;
export const AdminCreateSubQuestionDocument = new TypedDocumentString(`
    mutation AdminCreateSubQuestion($input: AdminSubQuestionInput!) {
  record: adminCreateSubQuestion(input: $input) {
    ...AdminSubQuestionFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminSubQuestionFields on AdminSubQuestion {
  id
  blockId
  examId
  position
  kind
  title
  lastTitle
  bannerImage
  bannerUrl
  highlight
  choiceKind
  textChoices
  imageChoices {
    image
    imageUrl
    label
  }
  trueFalseLabels
  location
  acceptedAnswers
  options
  answer
  choices {
    value
    label
    imageUrl
  }
  modelSolution {
    ...AdminLocalizedFields
  }
  explanation {
    ...AdminLocalizedFields
  }
  task
  points {
    text
    keywords
  }
  minWords
  maxWords
  rubricKey
  prepSeconds
  maxRecordSeconds
  modelAudio
  modelAudioMp3
  modelAudioUrl
}`) as unknown as TypedDocumentString<AdminCreateSubQuestionMutation, AdminCreateSubQuestionMutationVariables>;
export const AdminUpdateSubQuestionDocument = new TypedDocumentString(`
    mutation AdminUpdateSubQuestion($id: ID!, $input: AdminSubQuestionInput!) {
  record: adminUpdateSubQuestion(id: $id, input: $input) {
    ...AdminSubQuestionFields
  }
}
    fragment AdminLocalizedFields on AdminLocalized {
  de
  en
  ar
  fr
  es
}
fragment AdminSubQuestionFields on AdminSubQuestion {
  id
  blockId
  examId
  position
  kind
  title
  lastTitle
  bannerImage
  bannerUrl
  highlight
  choiceKind
  textChoices
  imageChoices {
    image
    imageUrl
    label
  }
  trueFalseLabels
  location
  acceptedAnswers
  options
  answer
  choices {
    value
    label
    imageUrl
  }
  modelSolution {
    ...AdminLocalizedFields
  }
  explanation {
    ...AdminLocalizedFields
  }
  task
  points {
    text
    keywords
  }
  minWords
  maxWords
  rubricKey
  prepSeconds
  maxRecordSeconds
  modelAudio
  modelAudioMp3
  modelAudioUrl
}`) as unknown as TypedDocumentString<AdminUpdateSubQuestionMutation, AdminUpdateSubQuestionMutationVariables>;
export const AdminDeleteSubQuestionDocument = new TypedDocumentString(`
    mutation AdminDeleteSubQuestion($id: ID!) {
  record: adminDeleteSubQuestion(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDeleteSubQuestionMutation, AdminDeleteSubQuestionMutationVariables>;
export const AdminReorderSubQuestionsDocument = new TypedDocumentString(`
    mutation AdminReorderSubQuestions($parentId: ID!, $ids: [ID!]!) {
  adminReorderSubQuestions(blockId: $parentId, ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminReorderSubQuestionsMutation, AdminReorderSubQuestionsMutationVariables>;
export const AdminUserListDocument = new TypedDocumentString(`
    query AdminUserList($filter: AdminListInput) {
  page: adminUsers(filter: $filter) {
    total
    items {
      ...AdminUserFields
    }
  }
}
    fragment AdminUserFields on AdminUser {
  id
  email
  name
  isAdmin
  isTeacher
  isBlocked
  isGuest
  emailConfirmed
  timeFactor
  createdAt
  attemptCount
}`) as unknown as TypedDocumentString<AdminUserListQuery, AdminUserListQueryVariables>;
export const AdminUserOneDocument = new TypedDocumentString(`
    query AdminUserOne($id: ID!) {
  record: adminUser(id: $id) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  email
  name
  isAdmin
  isTeacher
  isBlocked
  isGuest
  emailConfirmed
  timeFactor
  createdAt
  attemptCount
}`) as unknown as TypedDocumentString<AdminUserOneQuery, AdminUserOneQueryVariables>;
export const AdminUpdateUserDocument = new TypedDocumentString(`
    mutation AdminUpdateUser($id: ID!, $input: AdminUserInput!) {
  record: adminUpdateUser(id: $id, input: $input) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  email
  name
  isAdmin
  isTeacher
  isBlocked
  isGuest
  emailConfirmed
  timeFactor
  createdAt
  attemptCount
}`) as unknown as TypedDocumentString<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const AdminUserAttemptsDocument = new TypedDocumentString(`
    query AdminUserAttempts($userId: ID!) {
  adminUserAttempts(userId: $userId) {
    id
    userId
    examId
    examName
    status
    startedAt
    submittedAt
    readingPercent
    listeningPercent
    totalPercent
    passed
  }
}
    `) as unknown as TypedDocumentString<AdminUserAttemptsQuery, AdminUserAttemptsQueryVariables>;
export const AdminExportUserDataDocument = new TypedDocumentString(`
    query AdminExportUserData($userId: ID!) {
  adminExportUserData(userId: $userId)
}
    `) as unknown as TypedDocumentString<AdminExportUserDataQuery, AdminExportUserDataQueryVariables>;
export const AdminDeleteUserDocument = new TypedDocumentString(`
    mutation AdminDeleteUser($userId: ID!) {
  adminDeleteUser(userId: $userId)
}
    `) as unknown as TypedDocumentString<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const AdminWebhooksDocument = new TypedDocumentString(`
    query AdminWebhooks($filter: AdminListInput) {
  adminWebhooks(filter: $filter) {
    total
    items {
      ...WebhookFields
    }
  }
}
    fragment WebhookFields on Webhook {
  id
  url
  events
  ownerEmail
  createdAt
}`) as unknown as TypedDocumentString<AdminWebhooksQuery, AdminWebhooksQueryVariables>;
export const AdminWebhookDocument = new TypedDocumentString(`
    query AdminWebhook($id: ID!) {
  adminWebhook(id: $id) {
    ...WebhookFields
  }
  webhookDeliveries(webhookId: $id) {
    id
    event
    status
    attempts
    responseStatus
    lastError
    createdAt
    lastAttemptAt
    deliveredAt
  }
}
    fragment WebhookFields on Webhook {
  id
  url
  events
  ownerEmail
  createdAt
}`) as unknown as TypedDocumentString<AdminWebhookQuery, AdminWebhookQueryVariables>;