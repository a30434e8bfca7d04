/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type AnswerInput = {
  subQuestionId: string | number;
  /** A choice's value, a pool value (matching) or typed text (at most 200 characters). */
  value: string;
};

/** An exam attempt or placement run: open, or submitted (finished). */
export type AttemptStatus = "IN_PROGRESS" | "SUBMITTED";

/** Level of the Common European Framework of Reference. */
export type Cefr = "A1" | "A2" | "B1" | "B2" | "C1";

/** The exam provider whose format an exam follows. */
export type ExamFamily = "GOETHE" | "TELC";

/** Interface and content languages; German is the default. */
export type Lang = "AR" | "DE" | "EN" | "ES" | "FR";

/** How the official exam decides a pass: each module on its own, on the total, or on the telc written part. */
export type PassRule = "PER_SKILL" | "TOTAL" | "WRITTEN";

export type PlacementAnswerInput = {
  itemId: string | number;
  /** One of the item's choices. */
  value: string;
};

/** Fields left out stay unchanged; an empty mobile, country or language clears it. */
export type ProfileInput = {
  country?: string | null | undefined;
  language?: string | null | undefined;
  mobile?: string | null | undefined;
  name?: string | null | undefined;
};

export type RegisterInput = {
  /** A country option: code or German label. */
  country?: string | null | undefined;
  email?: string | null | undefined;
  /** A language option: code or German label. */
  language?: string | null | undefined;
  mobile?: string | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
};

export type Skill = "LISTENING" | "READING";

export type UserFieldsFragment = {
  id: string;
  name: string | null;
  email: string | null;
  isGuest: boolean;
  isAdmin: boolean;
  mobile: string | null;
  language: string | null;
  country: string | null;
  photoUrl: string | null;
  emailConfirmed: boolean;
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    name: string | null;
    email: string | null;
    isGuest: boolean;
    isAdmin: boolean;
    mobile: string | null;
    language: string | null;
    country: string | null;
    photoUrl: string | null;
    emailConfirmed: boolean;
  } | null;
};

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never }>;

export type AuthProvidersQuery = { authProviders: { google: boolean; googleUrl: string | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = {
  register: {
    token: string;
    user: {
      id: string;
      name: string | null;
      email: string | null;
      isGuest: boolean;
      isAdmin: boolean;
      mobile: string | null;
      language: string | null;
      country: string | null;
      photoUrl: string | null;
      emailConfirmed: boolean;
    };
  };
};

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type LoginMutation = {
  login: {
    token: string;
    user: {
      id: string;
      name: string | null;
      email: string | null;
      isGuest: boolean;
      isAdmin: boolean;
      mobile: string | null;
      language: string | null;
      country: string | null;
      photoUrl: string | null;
      emailConfirmed: boolean;
    };
  };
};

export type ExchangeLoginCodeMutationVariables = Exact<{
  code: string;
}>;

export type ExchangeLoginCodeMutation = {
  exchangeLoginCode: {
    token: string;
    user: {
      id: string;
      name: string | null;
      email: string | null;
      isGuest: boolean;
      isAdmin: boolean;
      mobile: string | null;
      language: string | null;
      country: string | null;
      photoUrl: string | null;
      emailConfirmed: boolean;
    };
  };
};

export type StartGuestSessionMutationVariables = Exact<{ [key: string]: never }>;

export type StartGuestSessionMutation = { startGuestSession: { token: string; user: { id: string; isGuest: boolean } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;

export type ResetPasswordMutation = {
  resetPassword: {
    token: string;
    user: {
      id: string;
      name: string | null;
      email: string | null;
      isGuest: boolean;
      isAdmin: boolean;
      mobile: string | null;
      language: string | null;
      country: string | null;
      photoUrl: string | null;
      emailConfirmed: boolean;
    };
  };
};

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type UpdateProfileMutation = {
  updateProfile: {
    id: string;
    name: string | null;
    email: string | null;
    isGuest: boolean;
    isAdmin: boolean;
    mobile: string | null;
    language: string | null;
    country: string | null;
    photoUrl: string | null;
    emailConfirmed: boolean;
  };
};

export type StartAttemptMutationVariables = Exact<{
  examId: string | number;
}>;

export type StartAttemptMutation = {
  startAttempt: {
    id: string;
    status: AttemptStatus;
    currentPage: number;
    pageCount: number;
    family: ExamFamily;
    cefr: Cefr;
    exam: { id: string; name: string };
  };
};

export type AttemptPageQueryVariables = Exact<{
  attemptId: string | number;
  page: number;
}>;

export type AttemptPageQuery = {
  attempt: {
    id: string;
    status: AttemptStatus;
    pageCount: number;
    timers: Array<{
      skill: Skill;
      firstPage: number;
      limitSeconds: number | null;
      remainingSeconds: number | null;
      expired: boolean;
    }>;
    page: {
      number: number;
      skill: Skill;
      plays: number;
      playsLeft: number | null;
      answers: Array<{ subQuestionId: string; value: string }>;
      block: {
        id: string;
        type: string;
        skill: Skill;
        title: string | null;
        intro: string | null;
        passage: string | null;
        audioUrl: string | null;
        audioMp3Url: string | null;
        imageUrl: string | null;
        playLimit: number | null;
        optionPool: Array<{ value: string; label: string | null; imageUrl: string | null }>;
        subQuestions: Array<{
          id: string;
          position: number;
          answerType: string;
          choiceKind: string | null;
          completeMode: string | null;
          answerLocation: string | null;
          title: string | null;
          lastTitle: string | null;
          bannerImageUrl: string | null;
          highlight: boolean;
          choices: Array<{ value: string; label: string | null; imageUrl: string | null }>;
        }>;
      };
    };
  } | null;
};

export type SaveAnswersMutationVariables = Exact<{
  attemptId: string | number;
  answers: Array<AnswerInput> | AnswerInput;
}>;

export type SaveAnswersMutation = { saveAnswers: { saved: number; attempt: { id: string; currentPage: number } } };

export type SubmitAttemptMutationVariables = Exact<{
  attemptId: string | number;
}>;

export type SubmitAttemptMutation = { submitAttempt: { id: string; status: AttemptStatus; submittedAt: string | null } };

export type RegisterAudioPlayMutationVariables = Exact<{
  attemptId: string | number;
  blockId: string | number;
}>;

export type RegisterAudioPlayMutation = {
  registerAudioPlay: { blockId: string; plays: number; playLimit: number | null; playsLeft: number | null };
};

export type SiteLevelsQueryVariables = Exact<{
  lang: Lang;
}>;

export type SiteLevelsQuery = {
  goethe: Array<{ id: string; cefr: Cefr; name: string; slug: string }>;
  telc: Array<{ id: string; cefr: Cefr; name: string; slug: string }>;
};

export type ContactInfoQueryVariables = Exact<{
  lang: Lang;
}>;

export type ContactInfoQuery = {
  contactInfo: {
    about: string | null;
    goetheDesc: string | null;
    telcDesc: string | null;
    placementDesc: string | null;
    logoUrl: string | null;
    imageUrl: string | null;
    email: string | null;
    phone: string | null;
    images: Array<{ name: string; url: string }>;
  };
};

export type LevelPageQueryVariables = Exact<{
  family: ExamFamily;
  slug: string;
  lang: Lang;
}>;

export type LevelPageQuery = {
  level: {
    id: string;
    cefr: Cefr;
    family: ExamFamily;
    name: string;
    slug: string;
    description: string | null;
    images: Array<{ url: string; alt: string; position: number }>;
    exams: Array<{
      id: string;
      name: string;
      pageCount: number;
      skills: Array<Skill>;
      timeLimits: { reading: number | null; listening: number | null };
    }>;
  } | null;
};

export type StartPlacementMutationVariables = Exact<{ [key: string]: never }>;

export type StartPlacementMutation = {
  startPlacement: {
    id: string;
    status: AttemptStatus;
    round: number;
    items: Array<{ id: string; title: string; choices: Array<string> }>;
  };
};

export type AnswerPlacementMutationVariables = Exact<{
  runId: string | number;
  answers: Array<PlacementAnswerInput> | PlacementAnswerInput;
  round?: number | null | undefined;
}>;

export type AnswerPlacementMutation = {
  answerPlacement: {
    id: string;
    status: AttemptStatus;
    round: number;
    items: Array<{ id: string; title: string; choices: Array<string> }>;
  };
};

export type PlacementResultFieldsFragment = {
  id: string;
  status: AttemptStatus;
  finishedAt: string | null;
  result: {
    level: string;
    cefr: Cefr | null;
    label: string;
    setType: string;
    correct: number;
    total: number;
    responses: Array<{
      round: number;
      value: string;
      answered: boolean;
      correctValue: string;
      correct: boolean;
      item: { id: string; title: string; choices: Array<string> };
    }>;
    examLevels: Array<{
      id: string;
      family: ExamFamily;
      cefr: Cefr;
      name: string;
      slug: string;
      exams: Array<{ id: string; name: string }>;
    }>;
  } | null;
};

export type PlacementRunResultQueryVariables = Exact<{
  id: string | number;
  lang: Lang;
}>;

export type PlacementRunResultQuery = {
  placementRun: {
    id: string;
    status: AttemptStatus;
    finishedAt: string | null;
    result: {
      level: string;
      cefr: Cefr | null;
      label: string;
      setType: string;
      correct: number;
      total: number;
      responses: Array<{
        round: number;
        value: string;
        answered: boolean;
        correctValue: string;
        correct: boolean;
        item: { id: string; title: string; choices: Array<string> };
      }>;
      examLevels: Array<{
        id: string;
        family: ExamFamily;
        cefr: Cefr;
        name: string;
        slug: string;
        exams: Array<{ id: string; name: string }>;
      }>;
    } | null;
  } | null;
};

export type MyPlacementRunsQueryVariables = Exact<{
  lang: Lang;
}>;

export type MyPlacementRunsQuery = {
  myPlacementRuns: Array<{
    id: string;
    status: AttemptStatus;
    finishedAt: string | null;
    result: {
      level: string;
      cefr: Cefr | null;
      label: string;
      setType: string;
      correct: number;
      total: number;
      responses: Array<{
        round: number;
        value: string;
        answered: boolean;
        correctValue: string;
        correct: boolean;
        item: { id: string; title: string; choices: Array<string> };
      }>;
      examLevels: Array<{
        id: string;
        family: ExamFamily;
        cefr: Cefr;
        name: string;
        slug: string;
        exams: Array<{ id: string; name: string }>;
      }>;
    } | null;
  }>;
};

export type SkillScoreFieldsFragment = { correct: number; total: number; percent: number; passed: boolean };

export type MyAttemptsQueryVariables = Exact<{
  family?: ExamFamily | null | undefined;
}>;

export type MyAttemptsQuery = {
  myAttempts: Array<{
    id: string;
    status: AttemptStatus;
    startedAt: string;
    submittedAt: string | null;
    currentPage: number;
    pageCount: number;
    family: ExamFamily;
    cefr: Cefr;
    exam: { id: string; name: string };
    result: {
      reading: { correct: number; total: number; percent: number; passed: boolean } | null;
      listening: { correct: number; total: number; percent: number; passed: boolean } | null;
    } | null;
  }>;
};

export type AttemptResultQueryVariables = Exact<{
  attemptId: string | number;
}>;

export type AttemptResultQuery = {
  attempt: {
    id: string;
    status: AttemptStatus;
    family: ExamFamily;
    cefr: Cefr;
    submittedAt: string | null;
    exam: { id: string; name: string; passPercent: number };
    result: {
      passed: boolean;
      passRule: PassRule;
      officialPassed: boolean;
      reading: { correct: number; total: number; percent: number; passed: boolean } | null;
      listening: { correct: number; total: number; percent: number; passed: boolean } | null;
      total: { correct: number; total: number; percent: number; passed: boolean };
    } | null;
  } | null;
};

export type ReviewPageQueryVariables = Exact<{
  attemptId: string | number;
  page: number;
  lang: Lang;
}>;

export type ReviewPageQuery = {
  attempt: {
    id: string;
    status: AttemptStatus;
    family: ExamFamily;
    pageCount: number;
    exam: { id: string; name: string };
    review: {
      number: number;
      correct: number;
      total: number;
      block: {
        id: string;
        type: string;
        skill: Skill;
        title: string | null;
        intro: string | null;
        passage: string | null;
        audioUrl: string | null;
        imageUrl: string | null;
        transcript: string | null;
        notes: string | null;
        optionPool: Array<{ value: string; label: string | null; imageUrl: string | null }>;
        items: Array<{
          id: string;
          position: number;
          answerType: string;
          completeMode: string | null;
          title: string | null;
          lastTitle: string | null;
          bannerImageUrl: string | null;
          answer: string | null;
          answerLabel: string | null;
          correct: boolean;
          correctAnswers: Array<string>;
          correctLabel: string | null;
          modelSolution: string | null;
          explanation: string | null;
          choices: Array<{ value: string; label: string | null; imageUrl: string | null }>;
        }>;
      };
    } | null;
  } | null;
};

export const UserFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "UserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "isGuest" } },
          { kind: "Field", name: { kind: "Name", value: "isAdmin" } },
          { kind: "Field", name: { kind: "Name", value: "mobile" } },
          { kind: "Field", name: { kind: "Name", value: "language" } },
          { kind: "Field", name: { kind: "Name", value: "country" } },
          { kind: "Field", name: { kind: "Name", value: "photoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "emailConfirmed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const PlacementResultFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PlacementResultFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PlacementRun" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "finishedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "result" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "level" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                { kind: "Field", name: { kind: "Name", value: "label" } },
                { kind: "Field", name: { kind: "Name", value: "setType" } },
                { kind: "Field", name: { kind: "Name", value: "correct" } },
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "responses" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "round" } },
                      { kind: "Field", name: { kind: "Name", value: "value" } },
                      { kind: "Field", name: { kind: "Name", value: "answered" } },
                      { kind: "Field", name: { kind: "Name", value: "correctValue" } },
                      { kind: "Field", name: { kind: "Name", value: "correct" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "item" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "choices" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "examLevels" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "family" } },
                      { kind: "Field", name: { kind: "Name", value: "cefr" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "slug" },
                        arguments: [
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "lang" },
                            value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                          },
                        ],
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "exams" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlacementResultFieldsFragment, unknown>;
export const SkillScoreFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SkillScoreFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "SkillScore" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "correct" } },
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "percent" } },
          { kind: "Field", name: { kind: "Name", value: "passed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SkillScoreFieldsFragment, unknown>;
export const MeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Me" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "me" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "UserFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "UserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "isGuest" } },
          { kind: "Field", name: { kind: "Name", value: "isAdmin" } },
          { kind: "Field", name: { kind: "Name", value: "mobile" } },
          { kind: "Field", name: { kind: "Name", value: "language" } },
          { kind: "Field", name: { kind: "Name", value: "country" } },
          { kind: "Field", name: { kind: "Name", value: "photoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "emailConfirmed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AuthProvidersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AuthProviders" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "authProviders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "google" } },
                { kind: "Field", name: { kind: "Name", value: "googleUrl" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const RegisterDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Register" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "RegisterInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "register" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "token" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "user" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "UserFields" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "UserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "isGuest" } },
          { kind: "Field", name: { kind: "Name", value: "isAdmin" } },
          { kind: "Field", name: { kind: "Name", value: "mobile" } },
          { kind: "Field", name: { kind: "Name", value: "language" } },
          { kind: "Field", name: { kind: "Name", value: "country" } },
          { kind: "Field", name: { kind: "Name", value: "photoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "emailConfirmed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Login" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "email" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "password" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "login" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: { kind: "Variable", name: { kind: "Name", value: "email" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: { kind: "Variable", name: { kind: "Name", value: "password" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "token" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "user" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "UserFields" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "UserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "isGuest" } },
          { kind: "Field", name: { kind: "Name", value: "isAdmin" } },
          { kind: "Field", name: { kind: "Name", value: "mobile" } },
          { kind: "Field", name: { kind: "Name", value: "language" } },
          { kind: "Field", name: { kind: "Name", value: "country" } },
          { kind: "Field", name: { kind: "Name", value: "photoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "emailConfirmed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ExchangeLoginCodeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ExchangeLoginCode" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "code" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "exchangeLoginCode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "code" },
                value: { kind: "Variable", name: { kind: "Name", value: "code" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "token" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "user" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "UserFields" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "UserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "isGuest" } },
          { kind: "Field", name: { kind: "Name", value: "isAdmin" } },
          { kind: "Field", name: { kind: "Name", value: "mobile" } },
          { kind: "Field", name: { kind: "Name", value: "language" } },
          { kind: "Field", name: { kind: "Name", value: "country" } },
          { kind: "Field", name: { kind: "Name", value: "photoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "emailConfirmed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExchangeLoginCodeMutation, ExchangeLoginCodeMutationVariables>;
export const StartGuestSessionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "StartGuestSession" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "startGuestSession" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "token" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "user" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "isGuest" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartGuestSessionMutation, StartGuestSessionMutationVariables>;
export const LogoutDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "Logout" },
      selectionSet: { kind: "SelectionSet", selections: [{ kind: "Field", name: { kind: "Name", value: "logout" } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordResetDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RequestPasswordReset" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "email" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "requestPasswordReset" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "email" },
                value: { kind: "Variable", name: { kind: "Name", value: "email" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ResetPassword" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "token" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "password" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "resetPassword" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "token" },
                value: { kind: "Variable", name: { kind: "Name", value: "token" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "password" },
                value: { kind: "Variable", name: { kind: "Name", value: "password" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "token" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "user" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "UserFields" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "UserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "isGuest" } },
          { kind: "Field", name: { kind: "Name", value: "isAdmin" } },
          { kind: "Field", name: { kind: "Name", value: "mobile" } },
          { kind: "Field", name: { kind: "Name", value: "language" } },
          { kind: "Field", name: { kind: "Name", value: "country" } },
          { kind: "Field", name: { kind: "Name", value: "photoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "emailConfirmed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UpdateProfileDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateProfile" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ProfileInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateProfile" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "UserFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "UserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "isGuest" } },
          { kind: "Field", name: { kind: "Name", value: "isAdmin" } },
          { kind: "Field", name: { kind: "Name", value: "mobile" } },
          { kind: "Field", name: { kind: "Name", value: "language" } },
          { kind: "Field", name: { kind: "Name", value: "country" } },
          { kind: "Field", name: { kind: "Name", value: "photoUrl" } },
          { kind: "Field", name: { kind: "Name", value: "emailConfirmed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const StartAttemptDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "StartAttempt" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "examId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "startAttempt" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "examId" },
                value: { kind: "Variable", name: { kind: "Name", value: "examId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "currentPage" } },
                { kind: "Field", name: { kind: "Name", value: "pageCount" } },
                { kind: "Field", name: { kind: "Name", value: "family" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "exam" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartAttemptMutation, StartAttemptMutationVariables>;
export const AttemptPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AttemptPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "page" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "attempt" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "pageCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "timers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "skill" } },
                      { kind: "Field", name: { kind: "Name", value: "firstPage" } },
                      { kind: "Field", name: { kind: "Name", value: "limitSeconds" } },
                      { kind: "Field", name: { kind: "Name", value: "remainingSeconds" } },
                      { kind: "Field", name: { kind: "Name", value: "expired" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "page" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "number" },
                      value: { kind: "Variable", name: { kind: "Name", value: "page" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "number" } },
                      { kind: "Field", name: { kind: "Name", value: "skill" } },
                      { kind: "Field", name: { kind: "Name", value: "plays" } },
                      { kind: "Field", name: { kind: "Name", value: "playsLeft" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "answers" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "subQuestionId" } },
                            { kind: "Field", name: { kind: "Name", value: "value" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "block" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "type" } },
                            { kind: "Field", name: { kind: "Name", value: "skill" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "intro" } },
                            { kind: "Field", name: { kind: "Name", value: "passage" } },
                            { kind: "Field", name: { kind: "Name", value: "audioUrl" } },
                            { kind: "Field", name: { kind: "Name", value: "audioMp3Url" } },
                            { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
                            { kind: "Field", name: { kind: "Name", value: "playLimit" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "optionPool" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "value" } },
                                  { kind: "Field", name: { kind: "Name", value: "label" } },
                                  { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "subQuestions" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "position" } },
                                  { kind: "Field", name: { kind: "Name", value: "answerType" } },
                                  { kind: "Field", name: { kind: "Name", value: "choiceKind" } },
                                  { kind: "Field", name: { kind: "Name", value: "completeMode" } },
                                  { kind: "Field", name: { kind: "Name", value: "answerLocation" } },
                                  { kind: "Field", name: { kind: "Name", value: "title" } },
                                  { kind: "Field", name: { kind: "Name", value: "lastTitle" } },
                                  { kind: "Field", name: { kind: "Name", value: "bannerImageUrl" } },
                                  { kind: "Field", name: { kind: "Name", value: "highlight" } },
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "choices" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "Field", name: { kind: "Name", value: "value" } },
                                        { kind: "Field", name: { kind: "Name", value: "label" } },
                                        { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AttemptPageQuery, AttemptPageQueryVariables>;
export const SaveAnswersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SaveAnswers" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "answers" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "AnswerInput" } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "saveAnswers" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "attemptId" },
                value: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "answers" },
                value: { kind: "Variable", name: { kind: "Name", value: "answers" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "saved" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "attempt" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "currentPage" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveAnswersMutation, SaveAnswersMutationVariables>;
export const SubmitAttemptDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SubmitAttempt" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "submitAttempt" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "attemptId" },
                value: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "submittedAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitAttemptMutation, SubmitAttemptMutationVariables>;
export const RegisterAudioPlayDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RegisterAudioPlay" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "blockId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "registerAudioPlay" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "attemptId" },
                value: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "blockId" },
                value: { kind: "Variable", name: { kind: "Name", value: "blockId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "blockId" } },
                { kind: "Field", name: { kind: "Name", value: "plays" } },
                { kind: "Field", name: { kind: "Name", value: "playLimit" } },
                { kind: "Field", name: { kind: "Name", value: "playsLeft" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterAudioPlayMutation, RegisterAudioPlayMutationVariables>;
export const SiteLevelsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SiteLevels" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lang" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Lang" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            alias: { kind: "Name", value: "goethe" },
            name: { kind: "Name", value: "levels" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "family" }, value: { kind: "EnumValue", value: "GOETHE" } },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "slug" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "lang" },
                      value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                    },
                  ],
                },
              ],
            },
          },
          {
            kind: "Field",
            alias: { kind: "Name", value: "telc" },
            name: { kind: "Name", value: "levels" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "family" }, value: { kind: "EnumValue", value: "TELC" } },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "slug" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "lang" },
                      value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                    },
                  ],
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SiteLevelsQuery, SiteLevelsQueryVariables>;
export const ContactInfoDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContactInfo" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lang" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Lang" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contactInfo" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "lang" },
                value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "about" } },
                { kind: "Field", name: { kind: "Name", value: "goetheDesc" } },
                { kind: "Field", name: { kind: "Name", value: "telcDesc" } },
                { kind: "Field", name: { kind: "Name", value: "placementDesc" } },
                { kind: "Field", name: { kind: "Name", value: "logoUrl" } },
                { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
                { kind: "Field", name: { kind: "Name", value: "phone" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "images" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "url" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactInfoQuery, ContactInfoQueryVariables>;
export const LevelPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "LevelPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "family" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ExamFamily" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "slug" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lang" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Lang" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "level" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "family" },
                value: { kind: "Variable", name: { kind: "Name", value: "family" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "slug" },
                value: { kind: "Variable", name: { kind: "Name", value: "slug" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                { kind: "Field", name: { kind: "Name", value: "family" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "slug" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "lang" },
                      value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                    },
                  ],
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "description" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "lang" },
                      value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                    },
                  ],
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "images" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "lang" },
                      value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "url" } },
                      { kind: "Field", name: { kind: "Name", value: "alt" } },
                      { kind: "Field", name: { kind: "Name", value: "position" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "exams" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "pageCount" } },
                      { kind: "Field", name: { kind: "Name", value: "skills" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "timeLimits" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "reading" } },
                            { kind: "Field", name: { kind: "Name", value: "listening" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LevelPageQuery, LevelPageQueryVariables>;
export const StartPlacementDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "StartPlacement" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "startPlacement" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "round" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                      { kind: "Field", name: { kind: "Name", value: "choices" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartPlacementMutation, StartPlacementMutationVariables>;
export const AnswerPlacementDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AnswerPlacement" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "runId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "answers" } },
          type: {
            kind: "NonNullType",
            type: {
              kind: "ListType",
              type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "PlacementAnswerInput" } } },
            },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "round" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "answerPlacement" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "runId" },
                value: { kind: "Variable", name: { kind: "Name", value: "runId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "answers" },
                value: { kind: "Variable", name: { kind: "Name", value: "answers" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "round" },
                value: { kind: "Variable", name: { kind: "Name", value: "round" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "round" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "items" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "title" } },
                      { kind: "Field", name: { kind: "Name", value: "choices" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerPlacementMutation, AnswerPlacementMutationVariables>;
export const PlacementRunResultDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "PlacementRunResult" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lang" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Lang" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "placementRun" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "PlacementResultFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PlacementResultFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PlacementRun" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "finishedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "result" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "level" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                { kind: "Field", name: { kind: "Name", value: "label" } },
                { kind: "Field", name: { kind: "Name", value: "setType" } },
                { kind: "Field", name: { kind: "Name", value: "correct" } },
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "responses" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "round" } },
                      { kind: "Field", name: { kind: "Name", value: "value" } },
                      { kind: "Field", name: { kind: "Name", value: "answered" } },
                      { kind: "Field", name: { kind: "Name", value: "correctValue" } },
                      { kind: "Field", name: { kind: "Name", value: "correct" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "item" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "choices" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "examLevels" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "family" } },
                      { kind: "Field", name: { kind: "Name", value: "cefr" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "slug" },
                        arguments: [
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "lang" },
                            value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                          },
                        ],
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "exams" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlacementRunResultQuery, PlacementRunResultQueryVariables>;
export const MyPlacementRunsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyPlacementRuns" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lang" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Lang" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myPlacementRuns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "PlacementResultFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "PlacementResultFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "PlacementRun" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "finishedAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "result" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "level" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                { kind: "Field", name: { kind: "Name", value: "label" } },
                { kind: "Field", name: { kind: "Name", value: "setType" } },
                { kind: "Field", name: { kind: "Name", value: "correct" } },
                { kind: "Field", name: { kind: "Name", value: "total" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "responses" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "round" } },
                      { kind: "Field", name: { kind: "Name", value: "value" } },
                      { kind: "Field", name: { kind: "Name", value: "answered" } },
                      { kind: "Field", name: { kind: "Name", value: "correctValue" } },
                      { kind: "Field", name: { kind: "Name", value: "correct" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "item" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "choices" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "examLevels" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "family" } },
                      { kind: "Field", name: { kind: "Name", value: "cefr" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "slug" },
                        arguments: [
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "lang" },
                            value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                          },
                        ],
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "exams" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyPlacementRunsQuery, MyPlacementRunsQueryVariables>;
export const MyAttemptsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyAttempts" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "family" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ExamFamily" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myAttempts" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "family" },
                value: { kind: "Variable", name: { kind: "Name", value: "family" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "startedAt" } },
                { kind: "Field", name: { kind: "Name", value: "submittedAt" } },
                { kind: "Field", name: { kind: "Name", value: "currentPage" } },
                { kind: "Field", name: { kind: "Name", value: "pageCount" } },
                { kind: "Field", name: { kind: "Name", value: "family" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "exam" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "result" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reading" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SkillScoreFields" } }],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "listening" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SkillScoreFields" } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SkillScoreFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "SkillScore" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "correct" } },
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "percent" } },
          { kind: "Field", name: { kind: "Name", value: "passed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyAttemptsQuery, MyAttemptsQueryVariables>;
export const AttemptResultDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AttemptResult" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "attempt" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "family" } },
                { kind: "Field", name: { kind: "Name", value: "cefr" } },
                { kind: "Field", name: { kind: "Name", value: "submittedAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "exam" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "passPercent" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "result" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "reading" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SkillScoreFields" } }],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "listening" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SkillScoreFields" } }],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "total" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "SkillScoreFields" } }],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "passed" } },
                      { kind: "Field", name: { kind: "Name", value: "passRule" } },
                      { kind: "Field", name: { kind: "Name", value: "officialPassed" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "SkillScoreFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "SkillScore" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "correct" } },
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "percent" } },
          { kind: "Field", name: { kind: "Name", value: "passed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AttemptResultQuery, AttemptResultQueryVariables>;
export const ReviewPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ReviewPage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "page" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "lang" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Lang" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "attempt" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "attemptId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "family" } },
                { kind: "Field", name: { kind: "Name", value: "pageCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "exam" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "review" },
                  arguments: [
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "page" },
                      value: { kind: "Variable", name: { kind: "Name", value: "page" } },
                    },
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "lang" },
                      value: { kind: "Variable", name: { kind: "Name", value: "lang" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "number" } },
                      { kind: "Field", name: { kind: "Name", value: "correct" } },
                      { kind: "Field", name: { kind: "Name", value: "total" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "block" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "type" } },
                            { kind: "Field", name: { kind: "Name", value: "skill" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                            { kind: "Field", name: { kind: "Name", value: "intro" } },
                            { kind: "Field", name: { kind: "Name", value: "passage" } },
                            { kind: "Field", name: { kind: "Name", value: "audioUrl" } },
                            { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
                            { kind: "Field", name: { kind: "Name", value: "transcript" } },
                            { kind: "Field", name: { kind: "Name", value: "notes" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "optionPool" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "value" } },
                                  { kind: "Field", name: { kind: "Name", value: "label" } },
                                  { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "items" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "position" } },
                                  { kind: "Field", name: { kind: "Name", value: "answerType" } },
                                  { kind: "Field", name: { kind: "Name", value: "completeMode" } },
                                  { kind: "Field", name: { kind: "Name", value: "title" } },
                                  { kind: "Field", name: { kind: "Name", value: "lastTitle" } },
                                  { kind: "Field", name: { kind: "Name", value: "bannerImageUrl" } },
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "choices" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "Field", name: { kind: "Name", value: "value" } },
                                        { kind: "Field", name: { kind: "Name", value: "label" } },
                                        { kind: "Field", name: { kind: "Name", value: "imageUrl" } },
                                      ],
                                    },
                                  },
                                  { kind: "Field", name: { kind: "Name", value: "answer" } },
                                  { kind: "Field", name: { kind: "Name", value: "answerLabel" } },
                                  { kind: "Field", name: { kind: "Name", value: "correct" } },
                                  { kind: "Field", name: { kind: "Name", value: "correctAnswers" } },
                                  { kind: "Field", name: { kind: "Name", value: "correctLabel" } },
                                  { kind: "Field", name: { kind: "Name", value: "modelSolution" } },
                                  { kind: "Field", name: { kind: "Name", value: "explanation" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewPageQuery, ReviewPageQueryVariables>;
