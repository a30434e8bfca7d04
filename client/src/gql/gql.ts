/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ExportMyData {\n    exportMyData\n  }\n": typeof types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query AccountProof {\n    me {\n      id\n      hasPassword\n    }\n  }\n": typeof types.AccountProofDocument,
    "\n  fragment UserFields on User {\n    id\n    name\n    email\n    isGuest\n    isAdmin\n    mobile\n    language\n    country\n    photoUrl\n    emailConfirmed\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    token\n    user {\n      ...UserFields\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query AuthProviders {\n    authProviders {\n      google\n      googleUrl\n    }\n  }\n": typeof types.AuthProvidersDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ExchangeLoginCode($code: String!) {\n    exchangeLoginCode(code: $code) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.ExchangeLoginCodeDocument,
    "\n  mutation StartGuestSession {\n    startGuestSession {\n      token\n      user {\n        id\n        isGuest\n      }\n    }\n  }\n": typeof types.StartGuestSessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query MyLtiPlatformAccount {\n    myLtiPlatformAccount {\n      platformName\n    }\n  }\n": typeof types.MyLtiPlatformAccountDocument,
    "\n  mutation StartLtiAccountLink {\n    startLtiAccountLink {\n      ticket\n      platformName\n    }\n  }\n": typeof types.StartLtiAccountLinkDocument,
    "\n  mutation LinkLtiAccount($ticket: String!) {\n    linkLtiAccount(ticket: $ticket) {\n      platformName\n    }\n  }\n": typeof types.LinkLtiAccountDocument,
    "\n  fragment CourseSummaryFields on Course {\n    id\n    name\n    family\n    cefr\n    archived\n    myRole\n  }\n": typeof types.CourseSummaryFieldsFragmentDoc,
    "\n  fragment LearnerAssignmentFields on Assignment {\n    id\n    title\n    note\n    mode\n    skills\n    startsAt\n    dueAt\n    exam {\n      id\n      name\n    }\n    practiceSet {\n      id\n      name\n      title\n    }\n    course {\n      id\n      name\n    }\n    myAttempt {\n      id\n      status\n      submittedAt\n    }\n  }\n": typeof types.LearnerAssignmentFieldsFragmentDoc,
    "\n  fragment AssignmentProgressFields on AssignmentProgress {\n    learner {\n      id\n      name\n      email\n    }\n    status\n    late\n    submittedAt\n    awaitingGrading\n    attempt {\n      id\n      exam {\n        id\n      }\n      result {\n        officialPassed\n        official {\n          verdict\n        }\n        total {\n          percent\n        }\n      }\n    }\n  }\n": typeof types.AssignmentProgressFieldsFragmentDoc,
    "\n  query MyCourses {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      ...CourseSummaryFields\n      teachers {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MyCoursesDocument,
    "\n  query CoursesNav {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      id\n      myRole\n      archived\n      awaitingGrading\n    }\n  }\n": typeof types.CoursesNavDocument,
    "\n  query Course($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      joinCode\n      ltiPlatform\n      ltiRoster {\n        platformName\n        importedAt\n      }\n      teachers {\n        id\n        name\n        email\n      }\n      learners {\n        joinedAt\n        user {\n          id\n          name\n          email\n        }\n      }\n      assignments {\n        ...LearnerAssignmentFields\n        progress {\n          ...AssignmentProgressFields\n        }\n        ltiScores {\n          attemptId\n          learnerName\n          state\n          scoreGiven\n          scoreMaximum\n          gradingProgress\n          tries\n          lastError\n          postedAt\n          nextTryAt\n        }\n      }\n    }\n  }\n": typeof types.CourseDocument,
    "\n  mutation JoinLtiCourse($courseId: ID!, $intoCourseId: ID!) {\n    joinLtiCourse(courseId: $courseId, intoCourseId: $intoCourseId) {\n      id\n    }\n  }\n": typeof types.JoinLtiCourseDocument,
    "\n  mutation ImportCourseRoster($courseId: ID!) {\n    importCourseRoster(courseId: $courseId) {\n      learners\n      teachers\n      added\n      left\n      accountsCreated\n    }\n  }\n": typeof types.ImportCourseRosterDocument,
    "\n  query CourseAwaiting($id: ID!) {\n    course(id: $id) {\n      id\n      awaitingGrading\n    }\n  }\n": typeof types.CourseAwaitingDocument,
    "\n  query CoursePreview($code: String!) {\n    courseByJoinCode(code: $code) {\n      name\n      family\n      cefr\n      teacherNames\n    }\n  }\n": typeof types.CoursePreviewDocument,
    "\n  query MyAssignments {\n    myAssignments {\n      ...LearnerAssignmentFields\n    }\n  }\n": typeof types.MyAssignmentsDocument,
    "\n  query ClassView($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      classView {\n        modules\n        rows {\n          learner {\n            id\n            name\n          }\n          cells {\n            skill\n            attemptId\n            examName\n            percent\n            status\n            passed\n          }\n        }\n        heatMap {\n          attempted\n          correct\n          percent\n          pointsLost\n          lostShare\n          learners\n          set {\n            id\n            skill\n            teil\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ClassViewDocument,
    "\n  query CourseGradingQueue($courseId: ID!, $assignmentId: ID, $skill: Skill) {\n    course(id: $courseId) {\n      ...CourseSummaryFields\n      assignments {\n        id\n        title\n      }\n    }\n    gradingQueue(status: AWAITING, courseId: $courseId, assignmentId: $assignmentId, skill: $skill) {\n      attemptId\n      subQuestionId\n      learnerName\n      examName\n      title\n      skill\n      submittedAt\n    }\n  }\n": typeof types.CourseGradingQueueDocument,
    "\n  query AssignOptions($family: ExamFamily!, $cefr: Cefr!) {\n    levels(family: $family) {\n      id\n      cefr\n      exams {\n        id\n        name\n        skills\n      }\n    }\n    practiceSets(family: $family, cefr: $cefr) {\n      id\n      skill\n      teil\n      name\n    }\n  }\n": typeof types.AssignOptionsDocument,
    "\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n": typeof types.CreateCourseDocument,
    "\n  mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n": typeof types.UpdateCourseDocument,
    "\n  mutation RotateJoinCode($courseId: ID!, $enabled: Boolean) {\n    rotateJoinCode(courseId: $courseId, enabled: $enabled) {\n      id\n      joinCode\n    }\n  }\n": typeof types.RotateJoinCodeDocument,
    "\n  mutation JoinCourse($code: String!) {\n    joinCourse(code: $code) {\n      ...CourseSummaryFields\n    }\n  }\n": typeof types.JoinCourseDocument,
    "\n  mutation LeaveCourse($courseId: ID!) {\n    leaveCourse(courseId: $courseId)\n  }\n": typeof types.LeaveCourseDocument,
    "\n  mutation RemoveFromCourse($courseId: ID!, $userId: ID!) {\n    removeFromCourse(courseId: $courseId, userId: $userId)\n  }\n": typeof types.RemoveFromCourseDocument,
    "\n  mutation AddCourseTeacher($courseId: ID!, $email: String!) {\n    addCourseTeacher(courseId: $courseId, email: $email) {\n      id\n      teachers {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.AddCourseTeacherDocument,
    "\n  mutation Assign($input: AssignmentInput!) {\n    assign(input: $input) {\n      id\n    }\n  }\n": typeof types.AssignDocument,
    "\n  query NotificationSettings {\n    me {\n      id\n      notificationSettings {\n        courseMails\n      }\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      courseMails\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  fragment ChoiceFields on Choice {\n    value\n    label\n    imageUrl\n  }\n": typeof types.ChoiceFieldsFragmentDoc,
    "\n  fragment SubQuestionFields on SubQuestion {\n    id\n    position\n    answerType\n    choiceKind\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    highlight\n    choices {\n      ...ChoiceFields\n    }\n    ...WritingTaskFields\n    ...SpeakingTaskFields\n  }\n": typeof types.SubQuestionFieldsFragmentDoc,
    "\n  query AttemptCockpit($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      mode\n      pageCount\n      timers {\n        ...ModuleTimerFields\n      }\n      pageStates {\n        ...PageStateFields\n      }\n    }\n  }\n": typeof types.AttemptCockpitDocument,
    "\n  query PlayerSettings {\n    me {\n      id\n      isGuest\n      playerSettings {\n        textSize\n        highContrast\n        volume\n      }\n    }\n  }\n": typeof types.PlayerSettingsDocument,
    "\n  mutation UpdatePlayerSettings($input: PlayerSettingsInput!) {\n    updatePlayerSettings(input: $input) {\n      textSize\n      highContrast\n      volume\n    }\n  }\n": typeof types.UpdatePlayerSettingsDocument,
    "\n  fragment AttemptSummaryFields on Attempt {\n    id\n    status\n    currentPage\n    pageCount\n    family\n    cefr\n    exam {\n      id\n      name\n    }\n  }\n": typeof types.AttemptSummaryFieldsFragmentDoc,
    "\n  fragment TeilPlaceFields on TeilPlace {\n    skill\n    teil\n    teilCount\n    text\n    textCount\n  }\n": typeof types.TeilPlaceFieldsFragmentDoc,
    "\n  fragment PageStateFields on AttemptPageState {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    questions\n    answered\n  }\n": typeof types.PageStateFieldsFragmentDoc,
    "\n  fragment ModuleTimerFields on ModuleTimer {\n    skill\n    firstPage\n    teilCount\n    limitSeconds\n    startedAt\n    remainingSeconds\n    expired\n  }\n": typeof types.ModuleTimerFieldsFragmentDoc,
    "\n  mutation StartAttempt($examId: ID!, $mode: AttemptMode) {\n    startAttempt(examId: $examId, mode: $mode) {\n      ...AttemptSummaryFields\n    }\n  }\n": typeof types.StartAttemptDocument,
    "\n  mutation StartAssignment($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n    }\n  }\n": typeof types.StartAssignmentDocument,
    "\n  fragment AttemptPageFields on AttemptPage {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    plays\n    playsLeft\n    textPlays\n    answers {\n      subQuestionId\n      value\n    }\n    block {\n      id\n      title\n      intro\n      passage\n      audioUrl\n      audioMp3Url\n      audioSources {\n        url\n        mimeType\n      }\n      imageUrl\n      playLimit\n      readingSeconds\n      audioTexts {\n        start\n        end\n      }\n      optionPool {\n        ...ChoiceFields\n      }\n      subQuestions {\n        ...SubQuestionFields\n      }\n    }\n  }\n": typeof types.AttemptPageFieldsFragmentDoc,
    "\n  query AttemptPage($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page) {\n        ...AttemptPageFields\n      }\n    }\n  }\n": typeof types.AttemptPageDocument,
    "\n  query AttemptPageAhead($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page, ahead: true) {\n        ...AttemptPageFields\n      }\n    }\n  }\n": typeof types.AttemptPageAheadDocument,
    "\n  mutation SaveAnswers($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveAnswers(attemptId: $attemptId, answers: $answers) {\n      saved\n      attempt {\n        id\n        currentPage\n        timers {\n          ...ModuleTimerFields\n        }\n        pageStates {\n          ...PageStateFields\n        }\n      }\n    }\n  }\n": typeof types.SaveAnswersDocument,
    "\n  mutation SubmitAttempt($attemptId: ID!) {\n    submitAttempt(attemptId: $attemptId) {\n      id\n      status\n      submittedAt\n    }\n  }\n": typeof types.SubmitAttemptDocument,
    "\n  mutation RegisterAudioPlay($attemptId: ID!, $blockId: ID!, $text: Int) {\n    registerAudioPlay(attemptId: $attemptId, blockId: $blockId, text: $text) {\n      blockId\n      text\n      plays\n      playLimit\n      playsLeft\n    }\n  }\n": typeof types.RegisterAudioPlayDocument,
    "\n  query IntegrationsViewer {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n  }\n": typeof types.IntegrationsViewerDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [String!]!, $expiresAt: DateTime) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query MyWebhooks {\n    myWebhooks {\n      id\n      url\n      events\n      createdAt\n    }\n  }\n": typeof types.MyWebhooksDocument,
    "\n  mutation CreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      secret\n      webhook {\n        id\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  fragment LevelLinkFields on Level {\n    id\n    cefr\n    name\n    slug(lang: $lang)\n  }\n": typeof types.LevelLinkFieldsFragmentDoc,
    "\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      ...LevelLinkFields\n    }\n    telc: levels(family: TELC) {\n      ...LevelLinkFields\n    }\n  }\n": typeof types.SiteLevelsDocument,
    "\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n": typeof types.ContactInfoDocument,
    "\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      ...LevelLinkFields\n      family\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        teilCount\n        skills\n        timeLimits {\n          reading\n          listening\n          writing\n          speaking\n        }\n      }\n    }\n  }\n": typeof types.LevelPageDocument,
    "\n  fragment PlacementItemFields on PlacementItem {\n    id\n    title\n    choices\n    audio {\n      url\n      mimeType\n    }\n  }\n": typeof types.PlacementItemFieldsFragmentDoc,
    "\n  fragment PlacementSetFields on PlacementRun {\n    id\n    status\n    round\n    items {\n      ...PlacementItemFields\n    }\n  }\n": typeof types.PlacementSetFieldsFragmentDoc,
    "\n  mutation StartPlacement {\n    startPlacement {\n      ...PlacementSetFields\n    }\n  }\n": typeof types.StartPlacementDocument,
    "\n  mutation AnswerPlacement($runId: ID!, $answers: [PlacementAnswerInput!]!, $round: Int) {\n    answerPlacement(runId: $runId, answers: $answers, round: $round) {\n      ...PlacementSetFields\n    }\n  }\n": typeof types.AnswerPlacementDocument,
    "\n  fragment PlacementResultFields on PlacementRun {\n    id\n    status\n    finishedAt\n    result {\n      level\n      cefr\n      label\n      setType\n      correct\n      total\n      correctAll\n      totalAll\n      unansweredAll\n      sets {\n        round\n        cefr\n        setType\n        correct\n        answered\n        total\n        passMark\n        passed\n      }\n      responses {\n        round\n        value\n        answered\n        correctValue\n        correct\n        item {\n          ...PlacementItemFields\n        }\n      }\n      examLevels {\n        ...LevelLinkFields\n        family\n        exams {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PlacementResultFieldsFragmentDoc,
    "\n  query PlacementRunResult($id: ID!, $lang: Lang!) {\n    placementRun(id: $id) {\n      ...PlacementResultFields\n    }\n  }\n": typeof types.PlacementRunResultDocument,
    "\n  query MyPlacementRuns($lang: Lang!) {\n    myPlacementRuns {\n      ...PlacementResultFields\n    }\n  }\n": typeof types.MyPlacementRunsDocument,
    "\n  query PlacementOutline {\n    placementOutline {\n      setSize\n      minSets\n      maxSets\n      minItems\n      maxItems\n      minMinutes\n      maxMinutes\n    }\n  }\n": typeof types.PlacementOutlineDocument,
    "\n  fragment PracticeSetFields on PracticeSet {\n    id\n    family\n    cefr\n    skill\n    teil\n    teilLabel\n    title\n    name\n    description\n    tip\n    blockCount\n    itemCount\n  }\n": typeof types.PracticeSetFieldsFragmentDoc,
    "\n  query PracticeSets($family: ExamFamily!, $cefr: Cefr!) {\n    practiceSets(family: $family, cefr: $cefr) {\n      ...PracticeSetFields\n    }\n  }\n": typeof types.PracticeSetsDocument,
    "\n  fragment MasteryFields on Mastery {\n    set {\n      ...PracticeSetFields\n    }\n    attempted\n    correct\n    percent\n    trend\n    lastPracticedAt\n    band\n    recommended\n    windowItems\n    windowCorrect\n    lowerBound\n    itemsNeeded\n  }\n": typeof types.MasteryFieldsFragmentDoc,
    "\n  fragment ReadinessFields on Readiness {\n    family\n    cefr\n    passRule\n    passPercent\n    low\n    high\n    verdict\n    basis\n    modules {\n      skill\n      low\n      high\n      items\n      basis\n    }\n  }\n": typeof types.ReadinessFieldsFragmentDoc,
    "\n  query PracticeProgress($family: ExamFamily, $cefr: Cefr) {\n    mastery(family: $family, cefr: $cefr) {\n      ...MasteryFields\n    }\n    readiness(family: $family, cefr: $cefr) {\n      ...ReadinessFields\n    }\n  }\n": typeof types.PracticeProgressDocument,
    "\n  query MistakeCount {\n    mistakeCount\n  }\n": typeof types.MistakeCountDocument,
    "\n  query MyMistakes($family: ExamFamily, $cefr: Cefr) {\n    myMistakes(family: $family, cefr: $cefr) {\n      subQuestionId\n      set {\n        ...PracticeSetFields\n      }\n      title\n      lastAnswer\n      lastAnswerLabel\n      times\n      lastWrongAt\n      rightSince\n    }\n  }\n": typeof types.MyMistakesDocument,
    "\n  mutation StartDrill($setId: ID, $mistakes: Boolean, $family: ExamFamily, $cefr: Cefr) {\n    startDrill(setId: $setId, mistakes: $mistakes, family: $family, cefr: $cefr) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n": typeof types.StartDrillDocument,
    "\n  mutation StartAssignedDrill($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n": typeof types.StartAssignedDrillDocument,
    "\n  fragment CheckedAnswerFields on CheckedAnswer {\n    subQuestionId\n    answer\n    correct\n    correctAnswers\n    correctLabel\n    explanation\n    modelSolution\n    checkedAt\n  }\n": typeof types.CheckedAnswerFieldsFragmentDoc,
    "\n  query CheckedAnswers($attemptId: ID!) {\n    checkedAnswers(attemptId: $attemptId) {\n      ...CheckedAnswerFields\n    }\n  }\n": typeof types.CheckedAnswersDocument,
    "\n  mutation CheckAnswers($attemptId: ID!, $subQuestionIds: [ID!]!) {\n    checkAnswers(attemptId: $attemptId, subQuestionIds: $subQuestionIds) {\n      ...CheckedAnswerFields\n    }\n  }\n": typeof types.CheckAnswersDocument,
    "\n  query PrintSheet($examId: ID!) {\n    printSheet(examId: $examId) {\n      exam {\n        id\n        name\n        timeLimits {\n          reading\n          listening\n          writing\n        }\n      }\n      pages {\n        number\n        skill\n        place {\n          ...TeilPlaceFields\n        }\n        block {\n          id\n          title\n          intro\n          passage\n          imageUrl\n          audioUrl\n          playLimit\n          optionPool {\n            ...ChoiceFields\n          }\n          subQuestions {\n            ...SubQuestionFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.PrintSheetDocument,
    "\n  query PrintKey($examId: ID!) {\n    printKey(examId: $examId, lang: DE) {\n      number\n      skill\n      place {\n        ...TeilPlaceFields\n      }\n      title\n      transcript\n      items {\n        id\n        position\n        answerType\n        correctAnswers\n        correctLabel\n        modelSolution\n      }\n    }\n  }\n": typeof types.PrintKeyDocument,
    "\n  query PrintViewer {\n    me {\n      id\n      isAdmin\n      isTeacher\n    }\n  }\n": typeof types.PrintViewerDocument,
    "\n  fragment ReviewItemFields on ReviewItem {\n    id\n    position\n    answerType\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    choices {\n      ...ChoiceFields\n    }\n    answer\n    answerLabel\n    correct\n    correctAnswers\n    correctLabel\n    modelSolution\n    explanation\n  }\n": typeof types.ReviewItemFieldsFragmentDoc,
    "\n  fragment ProductiveResultFields on AttemptResult {\n    writing {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    speaking {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    pending\n    tasks {\n      skill\n      subQuestionId\n      page\n      title\n      status\n      points\n      maxPoints\n      assessedBy\n    }\n    official {\n      verdict\n      parts {\n        key\n        points\n        maxPoints\n        passPoints\n        status\n      }\n    }\n  }\n": typeof types.ProductiveResultFieldsFragmentDoc,
    "\n  fragment ProductiveProgressFields on AttemptResult {\n    writing {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    speaking {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    pending\n    tasks {\n      skill\n      status\n      points\n      maxPoints\n    }\n    official {\n      verdict\n      parts {\n        key\n        status\n      }\n    }\n  }\n": typeof types.ProductiveProgressFieldsFragmentDoc,
    "\n  fragment SkillScoreFields on SkillScore {\n    correct\n    total\n    percent\n    passed\n    points\n    maxPoints\n  }\n": typeof types.SkillScoreFieldsFragmentDoc,
    "\n  fragment SkillScoresFields on AttemptResult {\n    reading {\n      ...SkillScoreFields\n    }\n    listening {\n      ...SkillScoreFields\n    }\n  }\n": typeof types.SkillScoresFieldsFragmentDoc,
    "\n  query MyAttempts($family: ExamFamily) {\n    myAttempts(family: $family) {\n      ...AttemptSummaryFields\n      startedAt\n      submittedAt\n      exam {\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        officialPassed\n        ...ProductiveProgressFields\n      }\n    }\n  }\n": typeof types.MyAttemptsDocument,
    "\n  query AttemptResult($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      cefr\n      submittedAt\n      pageCount\n      exam {\n        id\n        name\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        total {\n          ...SkillScoreFields\n        }\n        passed\n        officialPassed\n        passRule\n        parts {\n          skill\n          teil\n          title\n          page\n          correct\n          total\n          points\n          maxPoints\n          percent\n        }\n        ...ProductiveResultFields\n      }\n    }\n  }\n": typeof types.AttemptResultDocument,
    "\n  query ReviewPage($attemptId: ID!, $page: Int!, $lang: Lang!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      pageCount\n      pageStates {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n      }\n      exam {\n        id\n        name\n      }\n      review(page: $page, lang: $lang) {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n        correct\n        total\n        block {\n          id\n          skill\n          title\n          intro\n          passage\n          audioUrl\n          imageUrl\n          transcript\n          notes\n          optionPool {\n            ...ChoiceFields\n          }\n          items {\n            ...ReviewItemFields\n            ...WritingReviewFields\n            ...SpeakingReviewFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReviewPageDocument,
    "\n  query GuestAttempts {\n    myAttempts {\n      ...AttemptSummaryFields\n      submittedAt\n      pageStates {\n        skill\n        answered\n        questions\n      }\n    }\n  }\n": typeof types.GuestAttemptsDocument,
    "\n  fragment SpeakingTaskFields on SubQuestion {\n    prepSeconds\n    maxRecordSeconds\n  }\n": typeof types.SpeakingTaskFieldsFragmentDoc,
    "\n  fragment SpeakingReviewFields on ReviewItem {\n    recordingUrl\n    modelAudioUrl\n    prepSeconds\n    maxRecordSeconds\n    feedback {\n      durationSeconds\n    }\n  }\n": typeof types.SpeakingReviewFieldsFragmentDoc,
    "\n  query AudioCues($attemptId: ID!, $blockId: ID!) {\n    audioCues(attemptId: $attemptId, blockId: $blockId) {\n      start\n      end\n      speaker\n      text\n    }\n  }\n": typeof types.AudioCuesDocument,
    "\n  fragment WordCardFields on WordCard {\n    id\n    word\n    sentence\n    source\n    note\n    meaning\n    audio {\n      start\n      end\n      sources {\n        url\n        mimeType\n      }\n    }\n    due\n    state\n    reviews\n    createdAt\n    schedule {\n      rating\n      due\n    }\n  }\n": typeof types.WordCardFieldsFragmentDoc,
    "\n  query WordDeck {\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n": typeof types.WordDeckDocument,
    "\n  query DueWords {\n    dueWords(limit: 100) {\n      ...WordCardFields\n    }\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n": typeof types.DueWordsDocument,
    "\n  query MyWords {\n    myWords {\n      ...WordCardFields\n    }\n  }\n": typeof types.MyWordsDocument,
    "\n  mutation AddWord($input: AddWordInput!) {\n    addWord(input: $input) {\n      ...WordCardFields\n    }\n  }\n": typeof types.AddWordDocument,
    "\n  mutation ReviewWord($id: ID!, $rating: WordRating!) {\n    reviewWord(id: $id, rating: $rating) {\n      ...WordCardFields\n    }\n  }\n": typeof types.ReviewWordDocument,
    "\n  mutation UpdateWordNote($id: ID!, $note: String) {\n    updateWordNote(id: $id, note: $note) {\n      ...WordCardFields\n    }\n  }\n": typeof types.UpdateWordNoteDocument,
    "\n  mutation RemoveWord($id: ID!) {\n    removeWord(id: $id)\n  }\n": typeof types.RemoveWordDocument,
    "\n  fragment WritingTaskFields on SubQuestion {\n    task\n    points\n    minWords\n    maxWords\n    rubric {\n      ...RubricFields\n    }\n  }\n": typeof types.WritingTaskFieldsFragmentDoc,
    "\n  fragment WritingReviewFields on ReviewItem {\n    task\n    points\n    minWords\n    maxWords\n    text\n    modelAnswer\n    rubric {\n      ...RubricFields\n    }\n    feedback {\n      ...AutoFeedbackFields\n    }\n    assessments {\n      ...AssessmentFields\n    }\n  }\n": typeof types.WritingReviewFieldsFragmentDoc,
    "\n  query CalibrationSample($subQuestionId: ID!) {\n    calibrationSample(subQuestionId: $subQuestionId) {\n      done\n      task\n      text\n      rubric {\n        ...RubricFields\n      }\n    }\n  }\n": typeof types.CalibrationSampleDocument,
    "\n  mutation Calibrate($subQuestionId: ID!, $scores: [CriterionScoreInput!]!) {\n    calibrate(subQuestionId: $subQuestionId, scores: $scores) {\n      comment\n      myTotal\n      expertTotal\n      criteria {\n        key\n        label\n        mine {\n          band\n          points\n        }\n        expert {\n          band\n          points\n        }\n      }\n    }\n  }\n": typeof types.CalibrateDocument,
    "\n  mutation AssessAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {\n    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {\n      ...AssessmentFields\n    }\n  }\n": typeof types.AssessAnswerDocument,
    "fragment RubricFields on Rubric {\n  id\n  key\n  hasCalibration\n  name\n  scheme\n  weight\n  maxPoints\n  criteria {\n    key\n    label\n    maxPoints\n    zeroesTask\n    bands {\n      band\n      points\n      descriptor\n    }\n  }\n}\n\nfragment AssessmentFields on Assessment {\n  by\n  assessorName\n  total\n  maxPoints\n  comment\n  at\n  scores {\n    key\n    band\n    points\n  }\n}\n\nfragment AutoFeedbackFields on AutoFeedback {\n  hint\n  wordCount\n  wordTarget\n  minWords\n  maxWords\n  range\n  pointsCovered {\n    point\n    covered\n    evidence\n  }\n  spelling {\n    word\n    offset\n    suggestions\n  }\n  register {\n    kind\n    message\n    evidence\n  }\n  connectorCount\n  connectors\n}": typeof types.RubricFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query ExportMyData {\n    exportMyData\n  }\n": types.ExportMyDataDocument,
    "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query AccountProof {\n    me {\n      id\n      hasPassword\n    }\n  }\n": types.AccountProofDocument,
    "\n  fragment UserFields on User {\n    id\n    name\n    email\n    isGuest\n    isAdmin\n    mobile\n    language\n    country\n    photoUrl\n    emailConfirmed\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    token\n    user {\n      ...UserFields\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  query AuthProviders {\n    authProviders {\n      google\n      googleUrl\n    }\n  }\n": types.AuthProvidersDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ExchangeLoginCode($code: String!) {\n    exchangeLoginCode(code: $code) {\n      ...AuthPayloadFields\n    }\n  }\n": types.ExchangeLoginCodeDocument,
    "\n  mutation StartGuestSession {\n    startGuestSession {\n      token\n      user {\n        id\n        isGuest\n      }\n    }\n  }\n": types.StartGuestSessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query MyLtiPlatformAccount {\n    myLtiPlatformAccount {\n      platformName\n    }\n  }\n": types.MyLtiPlatformAccountDocument,
    "\n  mutation StartLtiAccountLink {\n    startLtiAccountLink {\n      ticket\n      platformName\n    }\n  }\n": types.StartLtiAccountLinkDocument,
    "\n  mutation LinkLtiAccount($ticket: String!) {\n    linkLtiAccount(ticket: $ticket) {\n      platformName\n    }\n  }\n": types.LinkLtiAccountDocument,
    "\n  fragment CourseSummaryFields on Course {\n    id\n    name\n    family\n    cefr\n    archived\n    myRole\n  }\n": types.CourseSummaryFieldsFragmentDoc,
    "\n  fragment LearnerAssignmentFields on Assignment {\n    id\n    title\n    note\n    mode\n    skills\n    startsAt\n    dueAt\n    exam {\n      id\n      name\n    }\n    practiceSet {\n      id\n      name\n      title\n    }\n    course {\n      id\n      name\n    }\n    myAttempt {\n      id\n      status\n      submittedAt\n    }\n  }\n": types.LearnerAssignmentFieldsFragmentDoc,
    "\n  fragment AssignmentProgressFields on AssignmentProgress {\n    learner {\n      id\n      name\n      email\n    }\n    status\n    late\n    submittedAt\n    awaitingGrading\n    attempt {\n      id\n      exam {\n        id\n      }\n      result {\n        officialPassed\n        official {\n          verdict\n        }\n        total {\n          percent\n        }\n      }\n    }\n  }\n": types.AssignmentProgressFieldsFragmentDoc,
    "\n  query MyCourses {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      ...CourseSummaryFields\n      teachers {\n        id\n        name\n      }\n    }\n  }\n": types.MyCoursesDocument,
    "\n  query CoursesNav {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      id\n      myRole\n      archived\n      awaitingGrading\n    }\n  }\n": types.CoursesNavDocument,
    "\n  query Course($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      joinCode\n      ltiPlatform\n      ltiRoster {\n        platformName\n        importedAt\n      }\n      teachers {\n        id\n        name\n        email\n      }\n      learners {\n        joinedAt\n        user {\n          id\n          name\n          email\n        }\n      }\n      assignments {\n        ...LearnerAssignmentFields\n        progress {\n          ...AssignmentProgressFields\n        }\n        ltiScores {\n          attemptId\n          learnerName\n          state\n          scoreGiven\n          scoreMaximum\n          gradingProgress\n          tries\n          lastError\n          postedAt\n          nextTryAt\n        }\n      }\n    }\n  }\n": types.CourseDocument,
    "\n  mutation JoinLtiCourse($courseId: ID!, $intoCourseId: ID!) {\n    joinLtiCourse(courseId: $courseId, intoCourseId: $intoCourseId) {\n      id\n    }\n  }\n": types.JoinLtiCourseDocument,
    "\n  mutation ImportCourseRoster($courseId: ID!) {\n    importCourseRoster(courseId: $courseId) {\n      learners\n      teachers\n      added\n      left\n      accountsCreated\n    }\n  }\n": types.ImportCourseRosterDocument,
    "\n  query CourseAwaiting($id: ID!) {\n    course(id: $id) {\n      id\n      awaitingGrading\n    }\n  }\n": types.CourseAwaitingDocument,
    "\n  query CoursePreview($code: String!) {\n    courseByJoinCode(code: $code) {\n      name\n      family\n      cefr\n      teacherNames\n    }\n  }\n": types.CoursePreviewDocument,
    "\n  query MyAssignments {\n    myAssignments {\n      ...LearnerAssignmentFields\n    }\n  }\n": types.MyAssignmentsDocument,
    "\n  query ClassView($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      classView {\n        modules\n        rows {\n          learner {\n            id\n            name\n          }\n          cells {\n            skill\n            attemptId\n            examName\n            percent\n            status\n            passed\n          }\n        }\n        heatMap {\n          attempted\n          correct\n          percent\n          pointsLost\n          lostShare\n          learners\n          set {\n            id\n            skill\n            teil\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ClassViewDocument,
    "\n  query CourseGradingQueue($courseId: ID!, $assignmentId: ID, $skill: Skill) {\n    course(id: $courseId) {\n      ...CourseSummaryFields\n      assignments {\n        id\n        title\n      }\n    }\n    gradingQueue(status: AWAITING, courseId: $courseId, assignmentId: $assignmentId, skill: $skill) {\n      attemptId\n      subQuestionId\n      learnerName\n      examName\n      title\n      skill\n      submittedAt\n    }\n  }\n": types.CourseGradingQueueDocument,
    "\n  query AssignOptions($family: ExamFamily!, $cefr: Cefr!) {\n    levels(family: $family) {\n      id\n      cefr\n      exams {\n        id\n        name\n        skills\n      }\n    }\n    practiceSets(family: $family, cefr: $cefr) {\n      id\n      skill\n      teil\n      name\n    }\n  }\n": types.AssignOptionsDocument,
    "\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n": types.CreateCourseDocument,
    "\n  mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n": types.UpdateCourseDocument,
    "\n  mutation RotateJoinCode($courseId: ID!, $enabled: Boolean) {\n    rotateJoinCode(courseId: $courseId, enabled: $enabled) {\n      id\n      joinCode\n    }\n  }\n": types.RotateJoinCodeDocument,
    "\n  mutation JoinCourse($code: String!) {\n    joinCourse(code: $code) {\n      ...CourseSummaryFields\n    }\n  }\n": types.JoinCourseDocument,
    "\n  mutation LeaveCourse($courseId: ID!) {\n    leaveCourse(courseId: $courseId)\n  }\n": types.LeaveCourseDocument,
    "\n  mutation RemoveFromCourse($courseId: ID!, $userId: ID!) {\n    removeFromCourse(courseId: $courseId, userId: $userId)\n  }\n": types.RemoveFromCourseDocument,
    "\n  mutation AddCourseTeacher($courseId: ID!, $email: String!) {\n    addCourseTeacher(courseId: $courseId, email: $email) {\n      id\n      teachers {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.AddCourseTeacherDocument,
    "\n  mutation Assign($input: AssignmentInput!) {\n    assign(input: $input) {\n      id\n    }\n  }\n": types.AssignDocument,
    "\n  query NotificationSettings {\n    me {\n      id\n      notificationSettings {\n        courseMails\n      }\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      courseMails\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  fragment ChoiceFields on Choice {\n    value\n    label\n    imageUrl\n  }\n": types.ChoiceFieldsFragmentDoc,
    "\n  fragment SubQuestionFields on SubQuestion {\n    id\n    position\n    answerType\n    choiceKind\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    highlight\n    choices {\n      ...ChoiceFields\n    }\n    ...WritingTaskFields\n    ...SpeakingTaskFields\n  }\n": types.SubQuestionFieldsFragmentDoc,
    "\n  query AttemptCockpit($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      mode\n      pageCount\n      timers {\n        ...ModuleTimerFields\n      }\n      pageStates {\n        ...PageStateFields\n      }\n    }\n  }\n": types.AttemptCockpitDocument,
    "\n  query PlayerSettings {\n    me {\n      id\n      isGuest\n      playerSettings {\n        textSize\n        highContrast\n        volume\n      }\n    }\n  }\n": types.PlayerSettingsDocument,
    "\n  mutation UpdatePlayerSettings($input: PlayerSettingsInput!) {\n    updatePlayerSettings(input: $input) {\n      textSize\n      highContrast\n      volume\n    }\n  }\n": types.UpdatePlayerSettingsDocument,
    "\n  fragment AttemptSummaryFields on Attempt {\n    id\n    status\n    currentPage\n    pageCount\n    family\n    cefr\n    exam {\n      id\n      name\n    }\n  }\n": types.AttemptSummaryFieldsFragmentDoc,
    "\n  fragment TeilPlaceFields on TeilPlace {\n    skill\n    teil\n    teilCount\n    text\n    textCount\n  }\n": types.TeilPlaceFieldsFragmentDoc,
    "\n  fragment PageStateFields on AttemptPageState {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    questions\n    answered\n  }\n": types.PageStateFieldsFragmentDoc,
    "\n  fragment ModuleTimerFields on ModuleTimer {\n    skill\n    firstPage\n    teilCount\n    limitSeconds\n    startedAt\n    remainingSeconds\n    expired\n  }\n": types.ModuleTimerFieldsFragmentDoc,
    "\n  mutation StartAttempt($examId: ID!, $mode: AttemptMode) {\n    startAttempt(examId: $examId, mode: $mode) {\n      ...AttemptSummaryFields\n    }\n  }\n": types.StartAttemptDocument,
    "\n  mutation StartAssignment($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n    }\n  }\n": types.StartAssignmentDocument,
    "\n  fragment AttemptPageFields on AttemptPage {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    plays\n    playsLeft\n    textPlays\n    answers {\n      subQuestionId\n      value\n    }\n    block {\n      id\n      title\n      intro\n      passage\n      audioUrl\n      audioMp3Url\n      audioSources {\n        url\n        mimeType\n      }\n      imageUrl\n      playLimit\n      readingSeconds\n      audioTexts {\n        start\n        end\n      }\n      optionPool {\n        ...ChoiceFields\n      }\n      subQuestions {\n        ...SubQuestionFields\n      }\n    }\n  }\n": types.AttemptPageFieldsFragmentDoc,
    "\n  query AttemptPage($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page) {\n        ...AttemptPageFields\n      }\n    }\n  }\n": types.AttemptPageDocument,
    "\n  query AttemptPageAhead($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page, ahead: true) {\n        ...AttemptPageFields\n      }\n    }\n  }\n": types.AttemptPageAheadDocument,
    "\n  mutation SaveAnswers($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveAnswers(attemptId: $attemptId, answers: $answers) {\n      saved\n      attempt {\n        id\n        currentPage\n        timers {\n          ...ModuleTimerFields\n        }\n        pageStates {\n          ...PageStateFields\n        }\n      }\n    }\n  }\n": types.SaveAnswersDocument,
    "\n  mutation SubmitAttempt($attemptId: ID!) {\n    submitAttempt(attemptId: $attemptId) {\n      id\n      status\n      submittedAt\n    }\n  }\n": types.SubmitAttemptDocument,
    "\n  mutation RegisterAudioPlay($attemptId: ID!, $blockId: ID!, $text: Int) {\n    registerAudioPlay(attemptId: $attemptId, blockId: $blockId, text: $text) {\n      blockId\n      text\n      plays\n      playLimit\n      playsLeft\n    }\n  }\n": types.RegisterAudioPlayDocument,
    "\n  query IntegrationsViewer {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n  }\n": types.IntegrationsViewerDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [String!]!, $expiresAt: DateTime) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  query MyWebhooks {\n    myWebhooks {\n      id\n      url\n      events\n      createdAt\n    }\n  }\n": types.MyWebhooksDocument,
    "\n  mutation CreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      secret\n      webhook {\n        id\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  fragment LevelLinkFields on Level {\n    id\n    cefr\n    name\n    slug(lang: $lang)\n  }\n": types.LevelLinkFieldsFragmentDoc,
    "\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      ...LevelLinkFields\n    }\n    telc: levels(family: TELC) {\n      ...LevelLinkFields\n    }\n  }\n": types.SiteLevelsDocument,
    "\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n": types.ContactInfoDocument,
    "\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      ...LevelLinkFields\n      family\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        teilCount\n        skills\n        timeLimits {\n          reading\n          listening\n          writing\n          speaking\n        }\n      }\n    }\n  }\n": types.LevelPageDocument,
    "\n  fragment PlacementItemFields on PlacementItem {\n    id\n    title\n    choices\n    audio {\n      url\n      mimeType\n    }\n  }\n": types.PlacementItemFieldsFragmentDoc,
    "\n  fragment PlacementSetFields on PlacementRun {\n    id\n    status\n    round\n    items {\n      ...PlacementItemFields\n    }\n  }\n": types.PlacementSetFieldsFragmentDoc,
    "\n  mutation StartPlacement {\n    startPlacement {\n      ...PlacementSetFields\n    }\n  }\n": types.StartPlacementDocument,
    "\n  mutation AnswerPlacement($runId: ID!, $answers: [PlacementAnswerInput!]!, $round: Int) {\n    answerPlacement(runId: $runId, answers: $answers, round: $round) {\n      ...PlacementSetFields\n    }\n  }\n": types.AnswerPlacementDocument,
    "\n  fragment PlacementResultFields on PlacementRun {\n    id\n    status\n    finishedAt\n    result {\n      level\n      cefr\n      label\n      setType\n      correct\n      total\n      correctAll\n      totalAll\n      unansweredAll\n      sets {\n        round\n        cefr\n        setType\n        correct\n        answered\n        total\n        passMark\n        passed\n      }\n      responses {\n        round\n        value\n        answered\n        correctValue\n        correct\n        item {\n          ...PlacementItemFields\n        }\n      }\n      examLevels {\n        ...LevelLinkFields\n        family\n        exams {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PlacementResultFieldsFragmentDoc,
    "\n  query PlacementRunResult($id: ID!, $lang: Lang!) {\n    placementRun(id: $id) {\n      ...PlacementResultFields\n    }\n  }\n": types.PlacementRunResultDocument,
    "\n  query MyPlacementRuns($lang: Lang!) {\n    myPlacementRuns {\n      ...PlacementResultFields\n    }\n  }\n": types.MyPlacementRunsDocument,
    "\n  query PlacementOutline {\n    placementOutline {\n      setSize\n      minSets\n      maxSets\n      minItems\n      maxItems\n      minMinutes\n      maxMinutes\n    }\n  }\n": types.PlacementOutlineDocument,
    "\n  fragment PracticeSetFields on PracticeSet {\n    id\n    family\n    cefr\n    skill\n    teil\n    teilLabel\n    title\n    name\n    description\n    tip\n    blockCount\n    itemCount\n  }\n": types.PracticeSetFieldsFragmentDoc,
    "\n  query PracticeSets($family: ExamFamily!, $cefr: Cefr!) {\n    practiceSets(family: $family, cefr: $cefr) {\n      ...PracticeSetFields\n    }\n  }\n": types.PracticeSetsDocument,
    "\n  fragment MasteryFields on Mastery {\n    set {\n      ...PracticeSetFields\n    }\n    attempted\n    correct\n    percent\n    trend\n    lastPracticedAt\n    band\n    recommended\n    windowItems\n    windowCorrect\n    lowerBound\n    itemsNeeded\n  }\n": types.MasteryFieldsFragmentDoc,
    "\n  fragment ReadinessFields on Readiness {\n    family\n    cefr\n    passRule\n    passPercent\n    low\n    high\n    verdict\n    basis\n    modules {\n      skill\n      low\n      high\n      items\n      basis\n    }\n  }\n": types.ReadinessFieldsFragmentDoc,
    "\n  query PracticeProgress($family: ExamFamily, $cefr: Cefr) {\n    mastery(family: $family, cefr: $cefr) {\n      ...MasteryFields\n    }\n    readiness(family: $family, cefr: $cefr) {\n      ...ReadinessFields\n    }\n  }\n": types.PracticeProgressDocument,
    "\n  query MistakeCount {\n    mistakeCount\n  }\n": types.MistakeCountDocument,
    "\n  query MyMistakes($family: ExamFamily, $cefr: Cefr) {\n    myMistakes(family: $family, cefr: $cefr) {\n      subQuestionId\n      set {\n        ...PracticeSetFields\n      }\n      title\n      lastAnswer\n      lastAnswerLabel\n      times\n      lastWrongAt\n      rightSince\n    }\n  }\n": types.MyMistakesDocument,
    "\n  mutation StartDrill($setId: ID, $mistakes: Boolean, $family: ExamFamily, $cefr: Cefr) {\n    startDrill(setId: $setId, mistakes: $mistakes, family: $family, cefr: $cefr) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n": types.StartDrillDocument,
    "\n  mutation StartAssignedDrill($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n": types.StartAssignedDrillDocument,
    "\n  fragment CheckedAnswerFields on CheckedAnswer {\n    subQuestionId\n    answer\n    correct\n    correctAnswers\n    correctLabel\n    explanation\n    modelSolution\n    checkedAt\n  }\n": types.CheckedAnswerFieldsFragmentDoc,
    "\n  query CheckedAnswers($attemptId: ID!) {\n    checkedAnswers(attemptId: $attemptId) {\n      ...CheckedAnswerFields\n    }\n  }\n": types.CheckedAnswersDocument,
    "\n  mutation CheckAnswers($attemptId: ID!, $subQuestionIds: [ID!]!) {\n    checkAnswers(attemptId: $attemptId, subQuestionIds: $subQuestionIds) {\n      ...CheckedAnswerFields\n    }\n  }\n": types.CheckAnswersDocument,
    "\n  query PrintSheet($examId: ID!) {\n    printSheet(examId: $examId) {\n      exam {\n        id\n        name\n        timeLimits {\n          reading\n          listening\n          writing\n        }\n      }\n      pages {\n        number\n        skill\n        place {\n          ...TeilPlaceFields\n        }\n        block {\n          id\n          title\n          intro\n          passage\n          imageUrl\n          audioUrl\n          playLimit\n          optionPool {\n            ...ChoiceFields\n          }\n          subQuestions {\n            ...SubQuestionFields\n          }\n        }\n      }\n    }\n  }\n": types.PrintSheetDocument,
    "\n  query PrintKey($examId: ID!) {\n    printKey(examId: $examId, lang: DE) {\n      number\n      skill\n      place {\n        ...TeilPlaceFields\n      }\n      title\n      transcript\n      items {\n        id\n        position\n        answerType\n        correctAnswers\n        correctLabel\n        modelSolution\n      }\n    }\n  }\n": types.PrintKeyDocument,
    "\n  query PrintViewer {\n    me {\n      id\n      isAdmin\n      isTeacher\n    }\n  }\n": types.PrintViewerDocument,
    "\n  fragment ReviewItemFields on ReviewItem {\n    id\n    position\n    answerType\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    choices {\n      ...ChoiceFields\n    }\n    answer\n    answerLabel\n    correct\n    correctAnswers\n    correctLabel\n    modelSolution\n    explanation\n  }\n": types.ReviewItemFieldsFragmentDoc,
    "\n  fragment ProductiveResultFields on AttemptResult {\n    writing {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    speaking {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    pending\n    tasks {\n      skill\n      subQuestionId\n      page\n      title\n      status\n      points\n      maxPoints\n      assessedBy\n    }\n    official {\n      verdict\n      parts {\n        key\n        points\n        maxPoints\n        passPoints\n        status\n      }\n    }\n  }\n": types.ProductiveResultFieldsFragmentDoc,
    "\n  fragment ProductiveProgressFields on AttemptResult {\n    writing {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    speaking {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    pending\n    tasks {\n      skill\n      status\n      points\n      maxPoints\n    }\n    official {\n      verdict\n      parts {\n        key\n        status\n      }\n    }\n  }\n": types.ProductiveProgressFieldsFragmentDoc,
    "\n  fragment SkillScoreFields on SkillScore {\n    correct\n    total\n    percent\n    passed\n    points\n    maxPoints\n  }\n": types.SkillScoreFieldsFragmentDoc,
    "\n  fragment SkillScoresFields on AttemptResult {\n    reading {\n      ...SkillScoreFields\n    }\n    listening {\n      ...SkillScoreFields\n    }\n  }\n": types.SkillScoresFieldsFragmentDoc,
    "\n  query MyAttempts($family: ExamFamily) {\n    myAttempts(family: $family) {\n      ...AttemptSummaryFields\n      startedAt\n      submittedAt\n      exam {\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        officialPassed\n        ...ProductiveProgressFields\n      }\n    }\n  }\n": types.MyAttemptsDocument,
    "\n  query AttemptResult($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      cefr\n      submittedAt\n      pageCount\n      exam {\n        id\n        name\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        total {\n          ...SkillScoreFields\n        }\n        passed\n        officialPassed\n        passRule\n        parts {\n          skill\n          teil\n          title\n          page\n          correct\n          total\n          points\n          maxPoints\n          percent\n        }\n        ...ProductiveResultFields\n      }\n    }\n  }\n": types.AttemptResultDocument,
    "\n  query ReviewPage($attemptId: ID!, $page: Int!, $lang: Lang!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      pageCount\n      pageStates {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n      }\n      exam {\n        id\n        name\n      }\n      review(page: $page, lang: $lang) {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n        correct\n        total\n        block {\n          id\n          skill\n          title\n          intro\n          passage\n          audioUrl\n          imageUrl\n          transcript\n          notes\n          optionPool {\n            ...ChoiceFields\n          }\n          items {\n            ...ReviewItemFields\n            ...WritingReviewFields\n            ...SpeakingReviewFields\n          }\n        }\n      }\n    }\n  }\n": types.ReviewPageDocument,
    "\n  query GuestAttempts {\n    myAttempts {\n      ...AttemptSummaryFields\n      submittedAt\n      pageStates {\n        skill\n        answered\n        questions\n      }\n    }\n  }\n": types.GuestAttemptsDocument,
    "\n  fragment SpeakingTaskFields on SubQuestion {\n    prepSeconds\n    maxRecordSeconds\n  }\n": types.SpeakingTaskFieldsFragmentDoc,
    "\n  fragment SpeakingReviewFields on ReviewItem {\n    recordingUrl\n    modelAudioUrl\n    prepSeconds\n    maxRecordSeconds\n    feedback {\n      durationSeconds\n    }\n  }\n": types.SpeakingReviewFieldsFragmentDoc,
    "\n  query AudioCues($attemptId: ID!, $blockId: ID!) {\n    audioCues(attemptId: $attemptId, blockId: $blockId) {\n      start\n      end\n      speaker\n      text\n    }\n  }\n": types.AudioCuesDocument,
    "\n  fragment WordCardFields on WordCard {\n    id\n    word\n    sentence\n    source\n    note\n    meaning\n    audio {\n      start\n      end\n      sources {\n        url\n        mimeType\n      }\n    }\n    due\n    state\n    reviews\n    createdAt\n    schedule {\n      rating\n      due\n    }\n  }\n": types.WordCardFieldsFragmentDoc,
    "\n  query WordDeck {\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n": types.WordDeckDocument,
    "\n  query DueWords {\n    dueWords(limit: 100) {\n      ...WordCardFields\n    }\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n": types.DueWordsDocument,
    "\n  query MyWords {\n    myWords {\n      ...WordCardFields\n    }\n  }\n": types.MyWordsDocument,
    "\n  mutation AddWord($input: AddWordInput!) {\n    addWord(input: $input) {\n      ...WordCardFields\n    }\n  }\n": types.AddWordDocument,
    "\n  mutation ReviewWord($id: ID!, $rating: WordRating!) {\n    reviewWord(id: $id, rating: $rating) {\n      ...WordCardFields\n    }\n  }\n": types.ReviewWordDocument,
    "\n  mutation UpdateWordNote($id: ID!, $note: String) {\n    updateWordNote(id: $id, note: $note) {\n      ...WordCardFields\n    }\n  }\n": types.UpdateWordNoteDocument,
    "\n  mutation RemoveWord($id: ID!) {\n    removeWord(id: $id)\n  }\n": types.RemoveWordDocument,
    "\n  fragment WritingTaskFields on SubQuestion {\n    task\n    points\n    minWords\n    maxWords\n    rubric {\n      ...RubricFields\n    }\n  }\n": types.WritingTaskFieldsFragmentDoc,
    "\n  fragment WritingReviewFields on ReviewItem {\n    task\n    points\n    minWords\n    maxWords\n    text\n    modelAnswer\n    rubric {\n      ...RubricFields\n    }\n    feedback {\n      ...AutoFeedbackFields\n    }\n    assessments {\n      ...AssessmentFields\n    }\n  }\n": types.WritingReviewFieldsFragmentDoc,
    "\n  query CalibrationSample($subQuestionId: ID!) {\n    calibrationSample(subQuestionId: $subQuestionId) {\n      done\n      task\n      text\n      rubric {\n        ...RubricFields\n      }\n    }\n  }\n": types.CalibrationSampleDocument,
    "\n  mutation Calibrate($subQuestionId: ID!, $scores: [CriterionScoreInput!]!) {\n    calibrate(subQuestionId: $subQuestionId, scores: $scores) {\n      comment\n      myTotal\n      expertTotal\n      criteria {\n        key\n        label\n        mine {\n          band\n          points\n        }\n        expert {\n          band\n          points\n        }\n      }\n    }\n  }\n": types.CalibrateDocument,
    "\n  mutation AssessAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {\n    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {\n      ...AssessmentFields\n    }\n  }\n": types.AssessAnswerDocument,
    "fragment RubricFields on Rubric {\n  id\n  key\n  hasCalibration\n  name\n  scheme\n  weight\n  maxPoints\n  criteria {\n    key\n    label\n    maxPoints\n    zeroesTask\n    bands {\n      band\n      points\n      descriptor\n    }\n  }\n}\n\nfragment AssessmentFields on Assessment {\n  by\n  assessorName\n  total\n  maxPoints\n  comment\n  at\n  scores {\n    key\n    band\n    points\n  }\n}\n\nfragment AutoFeedbackFields on AutoFeedback {\n  hint\n  wordCount\n  wordTarget\n  minWords\n  maxWords\n  range\n  pointsCovered {\n    point\n    covered\n    evidence\n  }\n  spelling {\n    word\n    offset\n    suggestions\n  }\n  register {\n    kind\n    message\n    evidence\n  }\n  connectorCount\n  connectors\n}": types.RubricFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportMyData {\n    exportMyData\n  }\n"): (typeof documents)["\n  query ExportMyData {\n    exportMyData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProof {\n    me {\n      id\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  query AccountProof {\n    me {\n      id\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    name\n    email\n    isGuest\n    isAdmin\n    mobile\n    language\n    country\n    photoUrl\n    emailConfirmed\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    name\n    email\n    isGuest\n    isAdmin\n    mobile\n    language\n    country\n    photoUrl\n    emailConfirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    token\n    user {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  fragment AuthPayloadFields on AuthPayload {\n    token\n    user {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviders {\n    authProviders {\n      google\n      googleUrl\n    }\n  }\n"): (typeof documents)["\n  query AuthProviders {\n    authProviders {\n      google\n      googleUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeLoginCode($code: String!) {\n    exchangeLoginCode(code: $code) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExchangeLoginCode($code: String!) {\n    exchangeLoginCode(code: $code) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGuestSession {\n    startGuestSession {\n      token\n      user {\n        id\n        isGuest\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartGuestSession {\n    startGuestSession {\n      token\n      user {\n        id\n        isGuest\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLtiPlatformAccount {\n    myLtiPlatformAccount {\n      platformName\n    }\n  }\n"): (typeof documents)["\n  query MyLtiPlatformAccount {\n    myLtiPlatformAccount {\n      platformName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartLtiAccountLink {\n    startLtiAccountLink {\n      ticket\n      platformName\n    }\n  }\n"): (typeof documents)["\n  mutation StartLtiAccountLink {\n    startLtiAccountLink {\n      ticket\n      platformName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkLtiAccount($ticket: String!) {\n    linkLtiAccount(ticket: $ticket) {\n      platformName\n    }\n  }\n"): (typeof documents)["\n  mutation LinkLtiAccount($ticket: String!) {\n    linkLtiAccount(ticket: $ticket) {\n      platformName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseSummaryFields on Course {\n    id\n    name\n    family\n    cefr\n    archived\n    myRole\n  }\n"): (typeof documents)["\n  fragment CourseSummaryFields on Course {\n    id\n    name\n    family\n    cefr\n    archived\n    myRole\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LearnerAssignmentFields on Assignment {\n    id\n    title\n    note\n    mode\n    skills\n    startsAt\n    dueAt\n    exam {\n      id\n      name\n    }\n    practiceSet {\n      id\n      name\n      title\n    }\n    course {\n      id\n      name\n    }\n    myAttempt {\n      id\n      status\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  fragment LearnerAssignmentFields on Assignment {\n    id\n    title\n    note\n    mode\n    skills\n    startsAt\n    dueAt\n    exam {\n      id\n      name\n    }\n    practiceSet {\n      id\n      name\n      title\n    }\n    course {\n      id\n      name\n    }\n    myAttempt {\n      id\n      status\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssignmentProgressFields on AssignmentProgress {\n    learner {\n      id\n      name\n      email\n    }\n    status\n    late\n    submittedAt\n    awaitingGrading\n    attempt {\n      id\n      exam {\n        id\n      }\n      result {\n        officialPassed\n        official {\n          verdict\n        }\n        total {\n          percent\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AssignmentProgressFields on AssignmentProgress {\n    learner {\n      id\n      name\n      email\n    }\n    status\n    late\n    submittedAt\n    awaitingGrading\n    attempt {\n      id\n      exam {\n        id\n      }\n      result {\n        officialPassed\n        official {\n          verdict\n        }\n        total {\n          percent\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCourses {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      ...CourseSummaryFields\n      teachers {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCourses {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      ...CourseSummaryFields\n      teachers {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursesNav {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      id\n      myRole\n      archived\n      awaitingGrading\n    }\n  }\n"): (typeof documents)["\n  query CoursesNav {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n    myCourses {\n      id\n      myRole\n      archived\n      awaitingGrading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Course($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      joinCode\n      ltiPlatform\n      ltiRoster {\n        platformName\n        importedAt\n      }\n      teachers {\n        id\n        name\n        email\n      }\n      learners {\n        joinedAt\n        user {\n          id\n          name\n          email\n        }\n      }\n      assignments {\n        ...LearnerAssignmentFields\n        progress {\n          ...AssignmentProgressFields\n        }\n        ltiScores {\n          attemptId\n          learnerName\n          state\n          scoreGiven\n          scoreMaximum\n          gradingProgress\n          tries\n          lastError\n          postedAt\n          nextTryAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Course($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      joinCode\n      ltiPlatform\n      ltiRoster {\n        platformName\n        importedAt\n      }\n      teachers {\n        id\n        name\n        email\n      }\n      learners {\n        joinedAt\n        user {\n          id\n          name\n          email\n        }\n      }\n      assignments {\n        ...LearnerAssignmentFields\n        progress {\n          ...AssignmentProgressFields\n        }\n        ltiScores {\n          attemptId\n          learnerName\n          state\n          scoreGiven\n          scoreMaximum\n          gradingProgress\n          tries\n          lastError\n          postedAt\n          nextTryAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinLtiCourse($courseId: ID!, $intoCourseId: ID!) {\n    joinLtiCourse(courseId: $courseId, intoCourseId: $intoCourseId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation JoinLtiCourse($courseId: ID!, $intoCourseId: ID!) {\n    joinLtiCourse(courseId: $courseId, intoCourseId: $intoCourseId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCourseRoster($courseId: ID!) {\n    importCourseRoster(courseId: $courseId) {\n      learners\n      teachers\n      added\n      left\n      accountsCreated\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCourseRoster($courseId: ID!) {\n    importCourseRoster(courseId: $courseId) {\n      learners\n      teachers\n      added\n      left\n      accountsCreated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseAwaiting($id: ID!) {\n    course(id: $id) {\n      id\n      awaitingGrading\n    }\n  }\n"): (typeof documents)["\n  query CourseAwaiting($id: ID!) {\n    course(id: $id) {\n      id\n      awaitingGrading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePreview($code: String!) {\n    courseByJoinCode(code: $code) {\n      name\n      family\n      cefr\n      teacherNames\n    }\n  }\n"): (typeof documents)["\n  query CoursePreview($code: String!) {\n    courseByJoinCode(code: $code) {\n      name\n      family\n      cefr\n      teacherNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAssignments {\n    myAssignments {\n      ...LearnerAssignmentFields\n    }\n  }\n"): (typeof documents)["\n  query MyAssignments {\n    myAssignments {\n      ...LearnerAssignmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassView($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      classView {\n        modules\n        rows {\n          learner {\n            id\n            name\n          }\n          cells {\n            skill\n            attemptId\n            examName\n            percent\n            status\n            passed\n          }\n        }\n        heatMap {\n          attempted\n          correct\n          percent\n          pointsLost\n          lostShare\n          learners\n          set {\n            id\n            skill\n            teil\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassView($id: ID!) {\n    course(id: $id) {\n      ...CourseSummaryFields\n      classView {\n        modules\n        rows {\n          learner {\n            id\n            name\n          }\n          cells {\n            skill\n            attemptId\n            examName\n            percent\n            status\n            passed\n          }\n        }\n        heatMap {\n          attempted\n          correct\n          percent\n          pointsLost\n          lostShare\n          learners\n          set {\n            id\n            skill\n            teil\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseGradingQueue($courseId: ID!, $assignmentId: ID, $skill: Skill) {\n    course(id: $courseId) {\n      ...CourseSummaryFields\n      assignments {\n        id\n        title\n      }\n    }\n    gradingQueue(status: AWAITING, courseId: $courseId, assignmentId: $assignmentId, skill: $skill) {\n      attemptId\n      subQuestionId\n      learnerName\n      examName\n      title\n      skill\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  query CourseGradingQueue($courseId: ID!, $assignmentId: ID, $skill: Skill) {\n    course(id: $courseId) {\n      ...CourseSummaryFields\n      assignments {\n        id\n        title\n      }\n    }\n    gradingQueue(status: AWAITING, courseId: $courseId, assignmentId: $assignmentId, skill: $skill) {\n      attemptId\n      subQuestionId\n      learnerName\n      examName\n      title\n      skill\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignOptions($family: ExamFamily!, $cefr: Cefr!) {\n    levels(family: $family) {\n      id\n      cefr\n      exams {\n        id\n        name\n        skills\n      }\n    }\n    practiceSets(family: $family, cefr: $cefr) {\n      id\n      skill\n      teil\n      name\n    }\n  }\n"): (typeof documents)["\n  query AssignOptions($family: ExamFamily!, $cefr: Cefr!) {\n    levels(family: $family) {\n      id\n      cefr\n      exams {\n        id\n        name\n        skills\n      }\n    }\n    practiceSets(family: $family, cefr: $cefr) {\n      id\n      skill\n      teil\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateJoinCode($courseId: ID!, $enabled: Boolean) {\n    rotateJoinCode(courseId: $courseId, enabled: $enabled) {\n      id\n      joinCode\n    }\n  }\n"): (typeof documents)["\n  mutation RotateJoinCode($courseId: ID!, $enabled: Boolean) {\n    rotateJoinCode(courseId: $courseId, enabled: $enabled) {\n      id\n      joinCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCourse($code: String!) {\n    joinCourse(code: $code) {\n      ...CourseSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCourse($code: String!) {\n    joinCourse(code: $code) {\n      ...CourseSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCourse($courseId: ID!) {\n    leaveCourse(courseId: $courseId)\n  }\n"): (typeof documents)["\n  mutation LeaveCourse($courseId: ID!) {\n    leaveCourse(courseId: $courseId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCourse($courseId: ID!, $userId: ID!) {\n    removeFromCourse(courseId: $courseId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveFromCourse($courseId: ID!, $userId: ID!) {\n    removeFromCourse(courseId: $courseId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCourseTeacher($courseId: ID!, $email: String!) {\n    addCourseTeacher(courseId: $courseId, email: $email) {\n      id\n      teachers {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddCourseTeacher($courseId: ID!, $email: String!) {\n    addCourseTeacher(courseId: $courseId, email: $email) {\n      id\n      teachers {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Assign($input: AssignmentInput!) {\n    assign(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Assign($input: AssignmentInput!) {\n    assign(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    me {\n      id\n      notificationSettings {\n        courseMails\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    me {\n      id\n      notificationSettings {\n        courseMails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      courseMails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      courseMails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChoiceFields on Choice {\n    value\n    label\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment ChoiceFields on Choice {\n    value\n    label\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubQuestionFields on SubQuestion {\n    id\n    position\n    answerType\n    choiceKind\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    highlight\n    choices {\n      ...ChoiceFields\n    }\n    ...WritingTaskFields\n    ...SpeakingTaskFields\n  }\n"): (typeof documents)["\n  fragment SubQuestionFields on SubQuestion {\n    id\n    position\n    answerType\n    choiceKind\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    highlight\n    choices {\n      ...ChoiceFields\n    }\n    ...WritingTaskFields\n    ...SpeakingTaskFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttemptCockpit($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      mode\n      pageCount\n      timers {\n        ...ModuleTimerFields\n      }\n      pageStates {\n        ...PageStateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttemptCockpit($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      mode\n      pageCount\n      timers {\n        ...ModuleTimerFields\n      }\n      pageStates {\n        ...PageStateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerSettings {\n    me {\n      id\n      isGuest\n      playerSettings {\n        textSize\n        highContrast\n        volume\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerSettings {\n    me {\n      id\n      isGuest\n      playerSettings {\n        textSize\n        highContrast\n        volume\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlayerSettings($input: PlayerSettingsInput!) {\n    updatePlayerSettings(input: $input) {\n      textSize\n      highContrast\n      volume\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlayerSettings($input: PlayerSettingsInput!) {\n    updatePlayerSettings(input: $input) {\n      textSize\n      highContrast\n      volume\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttemptSummaryFields on Attempt {\n    id\n    status\n    currentPage\n    pageCount\n    family\n    cefr\n    exam {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AttemptSummaryFields on Attempt {\n    id\n    status\n    currentPage\n    pageCount\n    family\n    cefr\n    exam {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeilPlaceFields on TeilPlace {\n    skill\n    teil\n    teilCount\n    text\n    textCount\n  }\n"): (typeof documents)["\n  fragment TeilPlaceFields on TeilPlace {\n    skill\n    teil\n    teilCount\n    text\n    textCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageStateFields on AttemptPageState {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    questions\n    answered\n  }\n"): (typeof documents)["\n  fragment PageStateFields on AttemptPageState {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    questions\n    answered\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModuleTimerFields on ModuleTimer {\n    skill\n    firstPage\n    teilCount\n    limitSeconds\n    startedAt\n    remainingSeconds\n    expired\n  }\n"): (typeof documents)["\n  fragment ModuleTimerFields on ModuleTimer {\n    skill\n    firstPage\n    teilCount\n    limitSeconds\n    startedAt\n    remainingSeconds\n    expired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAttempt($examId: ID!, $mode: AttemptMode) {\n    startAttempt(examId: $examId, mode: $mode) {\n      ...AttemptSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartAttempt($examId: ID!, $mode: AttemptMode) {\n    startAttempt(examId: $examId, mode: $mode) {\n      ...AttemptSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAssignment($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartAssignment($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttemptPageFields on AttemptPage {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    plays\n    playsLeft\n    textPlays\n    answers {\n      subQuestionId\n      value\n    }\n    block {\n      id\n      title\n      intro\n      passage\n      audioUrl\n      audioMp3Url\n      audioSources {\n        url\n        mimeType\n      }\n      imageUrl\n      playLimit\n      readingSeconds\n      audioTexts {\n        start\n        end\n      }\n      optionPool {\n        ...ChoiceFields\n      }\n      subQuestions {\n        ...SubQuestionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AttemptPageFields on AttemptPage {\n    number\n    skill\n    place {\n      ...TeilPlaceFields\n    }\n    plays\n    playsLeft\n    textPlays\n    answers {\n      subQuestionId\n      value\n    }\n    block {\n      id\n      title\n      intro\n      passage\n      audioUrl\n      audioMp3Url\n      audioSources {\n        url\n        mimeType\n      }\n      imageUrl\n      playLimit\n      readingSeconds\n      audioTexts {\n        start\n        end\n      }\n      optionPool {\n        ...ChoiceFields\n      }\n      subQuestions {\n        ...SubQuestionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttemptPage($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page) {\n        ...AttemptPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttemptPage($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page) {\n        ...AttemptPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttemptPageAhead($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page, ahead: true) {\n        ...AttemptPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttemptPageAhead($attemptId: ID!, $page: Int!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      pageCount\n      page(number: $page, ahead: true) {\n        ...AttemptPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAnswers($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveAnswers(attemptId: $attemptId, answers: $answers) {\n      saved\n      attempt {\n        id\n        currentPage\n        timers {\n          ...ModuleTimerFields\n        }\n        pageStates {\n          ...PageStateFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAnswers($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveAnswers(attemptId: $attemptId, answers: $answers) {\n      saved\n      attempt {\n        id\n        currentPage\n        timers {\n          ...ModuleTimerFields\n        }\n        pageStates {\n          ...PageStateFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitAttempt($attemptId: ID!) {\n    submitAttempt(attemptId: $attemptId) {\n      id\n      status\n      submittedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitAttempt($attemptId: ID!) {\n    submitAttempt(attemptId: $attemptId) {\n      id\n      status\n      submittedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAudioPlay($attemptId: ID!, $blockId: ID!, $text: Int) {\n    registerAudioPlay(attemptId: $attemptId, blockId: $blockId, text: $text) {\n      blockId\n      text\n      plays\n      playLimit\n      playsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAudioPlay($attemptId: ID!, $blockId: ID!, $text: Int) {\n    registerAudioPlay(attemptId: $attemptId, blockId: $blockId, text: $text) {\n      blockId\n      text\n      plays\n      playLimit\n      playsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntegrationsViewer {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  query IntegrationsViewer {\n    me {\n      id\n      isTeacher\n      isAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    hint\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $scopes: [String!]!, $expiresAt: DateTime) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $scopes: [String!]!, $expiresAt: DateTime) {\n    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) {\n      token\n      apiToken {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWebhooks {\n    myWebhooks {\n      id\n      url\n      events\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyWebhooks {\n    myWebhooks {\n      id\n      url\n      events\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      secret\n      webhook {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($url: String!, $events: [String!]!) {\n    createWebhook(url: $url, events: $events) {\n      secret\n      webhook {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LevelLinkFields on Level {\n    id\n    cefr\n    name\n    slug(lang: $lang)\n  }\n"): (typeof documents)["\n  fragment LevelLinkFields on Level {\n    id\n    cefr\n    name\n    slug(lang: $lang)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      ...LevelLinkFields\n    }\n    telc: levels(family: TELC) {\n      ...LevelLinkFields\n    }\n  }\n"): (typeof documents)["\n  query SiteLevels($lang: Lang!) {\n    goethe: levels(family: GOETHE) {\n      ...LevelLinkFields\n    }\n    telc: levels(family: TELC) {\n      ...LevelLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactInfo($lang: Lang!) {\n    contactInfo(lang: $lang) {\n      about\n      goetheDesc\n      telcDesc\n      placementDesc\n      logoUrl\n      imageUrl\n      email\n      phone\n      images {\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      ...LevelLinkFields\n      family\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        teilCount\n        skills\n        timeLimits {\n          reading\n          listening\n          writing\n          speaking\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LevelPage($family: ExamFamily!, $slug: String!, $lang: Lang!) {\n    level(family: $family, slug: $slug) {\n      ...LevelLinkFields\n      family\n      description(lang: $lang)\n      images(lang: $lang) {\n        url\n        alt\n        position\n      }\n      exams {\n        id\n        name\n        teilCount\n        skills\n        timeLimits {\n          reading\n          listening\n          writing\n          speaking\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacementItemFields on PlacementItem {\n    id\n    title\n    choices\n    audio {\n      url\n      mimeType\n    }\n  }\n"): (typeof documents)["\n  fragment PlacementItemFields on PlacementItem {\n    id\n    title\n    choices\n    audio {\n      url\n      mimeType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacementSetFields on PlacementRun {\n    id\n    status\n    round\n    items {\n      ...PlacementItemFields\n    }\n  }\n"): (typeof documents)["\n  fragment PlacementSetFields on PlacementRun {\n    id\n    status\n    round\n    items {\n      ...PlacementItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPlacement {\n    startPlacement {\n      ...PlacementSetFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartPlacement {\n    startPlacement {\n      ...PlacementSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerPlacement($runId: ID!, $answers: [PlacementAnswerInput!]!, $round: Int) {\n    answerPlacement(runId: $runId, answers: $answers, round: $round) {\n      ...PlacementSetFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerPlacement($runId: ID!, $answers: [PlacementAnswerInput!]!, $round: Int) {\n    answerPlacement(runId: $runId, answers: $answers, round: $round) {\n      ...PlacementSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacementResultFields on PlacementRun {\n    id\n    status\n    finishedAt\n    result {\n      level\n      cefr\n      label\n      setType\n      correct\n      total\n      correctAll\n      totalAll\n      unansweredAll\n      sets {\n        round\n        cefr\n        setType\n        correct\n        answered\n        total\n        passMark\n        passed\n      }\n      responses {\n        round\n        value\n        answered\n        correctValue\n        correct\n        item {\n          ...PlacementItemFields\n        }\n      }\n      examLevels {\n        ...LevelLinkFields\n        family\n        exams {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlacementResultFields on PlacementRun {\n    id\n    status\n    finishedAt\n    result {\n      level\n      cefr\n      label\n      setType\n      correct\n      total\n      correctAll\n      totalAll\n      unansweredAll\n      sets {\n        round\n        cefr\n        setType\n        correct\n        answered\n        total\n        passMark\n        passed\n      }\n      responses {\n        round\n        value\n        answered\n        correctValue\n        correct\n        item {\n          ...PlacementItemFields\n        }\n      }\n      examLevels {\n        ...LevelLinkFields\n        family\n        exams {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacementRunResult($id: ID!, $lang: Lang!) {\n    placementRun(id: $id) {\n      ...PlacementResultFields\n    }\n  }\n"): (typeof documents)["\n  query PlacementRunResult($id: ID!, $lang: Lang!) {\n    placementRun(id: $id) {\n      ...PlacementResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlacementRuns($lang: Lang!) {\n    myPlacementRuns {\n      ...PlacementResultFields\n    }\n  }\n"): (typeof documents)["\n  query MyPlacementRuns($lang: Lang!) {\n    myPlacementRuns {\n      ...PlacementResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacementOutline {\n    placementOutline {\n      setSize\n      minSets\n      maxSets\n      minItems\n      maxItems\n      minMinutes\n      maxMinutes\n    }\n  }\n"): (typeof documents)["\n  query PlacementOutline {\n    placementOutline {\n      setSize\n      minSets\n      maxSets\n      minItems\n      maxItems\n      minMinutes\n      maxMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PracticeSetFields on PracticeSet {\n    id\n    family\n    cefr\n    skill\n    teil\n    teilLabel\n    title\n    name\n    description\n    tip\n    blockCount\n    itemCount\n  }\n"): (typeof documents)["\n  fragment PracticeSetFields on PracticeSet {\n    id\n    family\n    cefr\n    skill\n    teil\n    teilLabel\n    title\n    name\n    description\n    tip\n    blockCount\n    itemCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeSets($family: ExamFamily!, $cefr: Cefr!) {\n    practiceSets(family: $family, cefr: $cefr) {\n      ...PracticeSetFields\n    }\n  }\n"): (typeof documents)["\n  query PracticeSets($family: ExamFamily!, $cefr: Cefr!) {\n    practiceSets(family: $family, cefr: $cefr) {\n      ...PracticeSetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasteryFields on Mastery {\n    set {\n      ...PracticeSetFields\n    }\n    attempted\n    correct\n    percent\n    trend\n    lastPracticedAt\n    band\n    recommended\n    windowItems\n    windowCorrect\n    lowerBound\n    itemsNeeded\n  }\n"): (typeof documents)["\n  fragment MasteryFields on Mastery {\n    set {\n      ...PracticeSetFields\n    }\n    attempted\n    correct\n    percent\n    trend\n    lastPracticedAt\n    band\n    recommended\n    windowItems\n    windowCorrect\n    lowerBound\n    itemsNeeded\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReadinessFields on Readiness {\n    family\n    cefr\n    passRule\n    passPercent\n    low\n    high\n    verdict\n    basis\n    modules {\n      skill\n      low\n      high\n      items\n      basis\n    }\n  }\n"): (typeof documents)["\n  fragment ReadinessFields on Readiness {\n    family\n    cefr\n    passRule\n    passPercent\n    low\n    high\n    verdict\n    basis\n    modules {\n      skill\n      low\n      high\n      items\n      basis\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeProgress($family: ExamFamily, $cefr: Cefr) {\n    mastery(family: $family, cefr: $cefr) {\n      ...MasteryFields\n    }\n    readiness(family: $family, cefr: $cefr) {\n      ...ReadinessFields\n    }\n  }\n"): (typeof documents)["\n  query PracticeProgress($family: ExamFamily, $cefr: Cefr) {\n    mastery(family: $family, cefr: $cefr) {\n      ...MasteryFields\n    }\n    readiness(family: $family, cefr: $cefr) {\n      ...ReadinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MistakeCount {\n    mistakeCount\n  }\n"): (typeof documents)["\n  query MistakeCount {\n    mistakeCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMistakes($family: ExamFamily, $cefr: Cefr) {\n    myMistakes(family: $family, cefr: $cefr) {\n      subQuestionId\n      set {\n        ...PracticeSetFields\n      }\n      title\n      lastAnswer\n      lastAnswerLabel\n      times\n      lastWrongAt\n      rightSince\n    }\n  }\n"): (typeof documents)["\n  query MyMistakes($family: ExamFamily, $cefr: Cefr) {\n    myMistakes(family: $family, cefr: $cefr) {\n      subQuestionId\n      set {\n        ...PracticeSetFields\n      }\n      title\n      lastAnswer\n      lastAnswerLabel\n      times\n      lastWrongAt\n      rightSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDrill($setId: ID, $mistakes: Boolean, $family: ExamFamily, $cefr: Cefr) {\n    startDrill(setId: $setId, mistakes: $mistakes, family: $family, cefr: $cefr) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartDrill($setId: ID, $mistakes: Boolean, $family: ExamFamily, $cefr: Cefr) {\n    startDrill(setId: $setId, mistakes: $mistakes, family: $family, cefr: $cefr) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAssignedDrill($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartAssignedDrill($assignmentId: ID!) {\n    startAssignment(assignmentId: $assignmentId) {\n      ...AttemptSummaryFields\n      kind\n      mistakesDrill\n      practiceSet {\n        ...PracticeSetFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckedAnswerFields on CheckedAnswer {\n    subQuestionId\n    answer\n    correct\n    correctAnswers\n    correctLabel\n    explanation\n    modelSolution\n    checkedAt\n  }\n"): (typeof documents)["\n  fragment CheckedAnswerFields on CheckedAnswer {\n    subQuestionId\n    answer\n    correct\n    correctAnswers\n    correctLabel\n    explanation\n    modelSolution\n    checkedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckedAnswers($attemptId: ID!) {\n    checkedAnswers(attemptId: $attemptId) {\n      ...CheckedAnswerFields\n    }\n  }\n"): (typeof documents)["\n  query CheckedAnswers($attemptId: ID!) {\n    checkedAnswers(attemptId: $attemptId) {\n      ...CheckedAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckAnswers($attemptId: ID!, $subQuestionIds: [ID!]!) {\n    checkAnswers(attemptId: $attemptId, subQuestionIds: $subQuestionIds) {\n      ...CheckedAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckAnswers($attemptId: ID!, $subQuestionIds: [ID!]!) {\n    checkAnswers(attemptId: $attemptId, subQuestionIds: $subQuestionIds) {\n      ...CheckedAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintSheet($examId: ID!) {\n    printSheet(examId: $examId) {\n      exam {\n        id\n        name\n        timeLimits {\n          reading\n          listening\n          writing\n        }\n      }\n      pages {\n        number\n        skill\n        place {\n          ...TeilPlaceFields\n        }\n        block {\n          id\n          title\n          intro\n          passage\n          imageUrl\n          audioUrl\n          playLimit\n          optionPool {\n            ...ChoiceFields\n          }\n          subQuestions {\n            ...SubQuestionFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintSheet($examId: ID!) {\n    printSheet(examId: $examId) {\n      exam {\n        id\n        name\n        timeLimits {\n          reading\n          listening\n          writing\n        }\n      }\n      pages {\n        number\n        skill\n        place {\n          ...TeilPlaceFields\n        }\n        block {\n          id\n          title\n          intro\n          passage\n          imageUrl\n          audioUrl\n          playLimit\n          optionPool {\n            ...ChoiceFields\n          }\n          subQuestions {\n            ...SubQuestionFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintKey($examId: ID!) {\n    printKey(examId: $examId, lang: DE) {\n      number\n      skill\n      place {\n        ...TeilPlaceFields\n      }\n      title\n      transcript\n      items {\n        id\n        position\n        answerType\n        correctAnswers\n        correctLabel\n        modelSolution\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintKey($examId: ID!) {\n    printKey(examId: $examId, lang: DE) {\n      number\n      skill\n      place {\n        ...TeilPlaceFields\n      }\n      title\n      transcript\n      items {\n        id\n        position\n        answerType\n        correctAnswers\n        correctLabel\n        modelSolution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintViewer {\n    me {\n      id\n      isAdmin\n      isTeacher\n    }\n  }\n"): (typeof documents)["\n  query PrintViewer {\n    me {\n      id\n      isAdmin\n      isTeacher\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewItemFields on ReviewItem {\n    id\n    position\n    answerType\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    choices {\n      ...ChoiceFields\n    }\n    answer\n    answerLabel\n    correct\n    correctAnswers\n    correctLabel\n    modelSolution\n    explanation\n  }\n"): (typeof documents)["\n  fragment ReviewItemFields on ReviewItem {\n    id\n    position\n    answerType\n    completeMode\n    answerLocation\n    title\n    lastTitle\n    bannerImageUrl\n    choices {\n      ...ChoiceFields\n    }\n    answer\n    answerLabel\n    correct\n    correctAnswers\n    correctLabel\n    modelSolution\n    explanation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductiveResultFields on AttemptResult {\n    writing {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    speaking {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    pending\n    tasks {\n      skill\n      subQuestionId\n      page\n      title\n      status\n      points\n      maxPoints\n      assessedBy\n    }\n    official {\n      verdict\n      parts {\n        key\n        points\n        maxPoints\n        passPoints\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductiveResultFields on AttemptResult {\n    writing {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    speaking {\n      ...SkillScoreFields\n      points\n      maxPoints\n    }\n    pending\n    tasks {\n      skill\n      subQuestionId\n      page\n      title\n      status\n      points\n      maxPoints\n      assessedBy\n    }\n    official {\n      verdict\n      parts {\n        key\n        points\n        maxPoints\n        passPoints\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductiveProgressFields on AttemptResult {\n    writing {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    speaking {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    pending\n    tasks {\n      skill\n      status\n      points\n      maxPoints\n    }\n    official {\n      verdict\n      parts {\n        key\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductiveProgressFields on AttemptResult {\n    writing {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    speaking {\n      percent\n      points\n      maxPoints\n      assessedBy\n    }\n    pending\n    tasks {\n      skill\n      status\n      points\n      maxPoints\n    }\n    official {\n      verdict\n      parts {\n        key\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SkillScoreFields on SkillScore {\n    correct\n    total\n    percent\n    passed\n    points\n    maxPoints\n  }\n"): (typeof documents)["\n  fragment SkillScoreFields on SkillScore {\n    correct\n    total\n    percent\n    passed\n    points\n    maxPoints\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SkillScoresFields on AttemptResult {\n    reading {\n      ...SkillScoreFields\n    }\n    listening {\n      ...SkillScoreFields\n    }\n  }\n"): (typeof documents)["\n  fragment SkillScoresFields on AttemptResult {\n    reading {\n      ...SkillScoreFields\n    }\n    listening {\n      ...SkillScoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAttempts($family: ExamFamily) {\n    myAttempts(family: $family) {\n      ...AttemptSummaryFields\n      startedAt\n      submittedAt\n      exam {\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        officialPassed\n        ...ProductiveProgressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAttempts($family: ExamFamily) {\n    myAttempts(family: $family) {\n      ...AttemptSummaryFields\n      startedAt\n      submittedAt\n      exam {\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        officialPassed\n        ...ProductiveProgressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttemptResult($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      cefr\n      submittedAt\n      pageCount\n      exam {\n        id\n        name\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        total {\n          ...SkillScoreFields\n        }\n        passed\n        officialPassed\n        passRule\n        parts {\n          skill\n          teil\n          title\n          page\n          correct\n          total\n          points\n          maxPoints\n          percent\n        }\n        ...ProductiveResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttemptResult($attemptId: ID!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      cefr\n      submittedAt\n      pageCount\n      exam {\n        id\n        name\n        passPercent\n      }\n      result {\n        ...SkillScoresFields\n        total {\n          ...SkillScoreFields\n        }\n        passed\n        officialPassed\n        passRule\n        parts {\n          skill\n          teil\n          title\n          page\n          correct\n          total\n          points\n          maxPoints\n          percent\n        }\n        ...ProductiveResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewPage($attemptId: ID!, $page: Int!, $lang: Lang!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      pageCount\n      pageStates {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n      }\n      exam {\n        id\n        name\n      }\n      review(page: $page, lang: $lang) {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n        correct\n        total\n        block {\n          id\n          skill\n          title\n          intro\n          passage\n          audioUrl\n          imageUrl\n          transcript\n          notes\n          optionPool {\n            ...ChoiceFields\n          }\n          items {\n            ...ReviewItemFields\n            ...WritingReviewFields\n            ...SpeakingReviewFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewPage($attemptId: ID!, $page: Int!, $lang: Lang!) {\n    attempt(id: $attemptId) {\n      id\n      status\n      family\n      pageCount\n      pageStates {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n      }\n      exam {\n        id\n        name\n      }\n      review(page: $page, lang: $lang) {\n        number\n        place {\n          ...TeilPlaceFields\n        }\n        correct\n        total\n        block {\n          id\n          skill\n          title\n          intro\n          passage\n          audioUrl\n          imageUrl\n          transcript\n          notes\n          optionPool {\n            ...ChoiceFields\n          }\n          items {\n            ...ReviewItemFields\n            ...WritingReviewFields\n            ...SpeakingReviewFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestAttempts {\n    myAttempts {\n      ...AttemptSummaryFields\n      submittedAt\n      pageStates {\n        skill\n        answered\n        questions\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuestAttempts {\n    myAttempts {\n      ...AttemptSummaryFields\n      submittedAt\n      pageStates {\n        skill\n        answered\n        questions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpeakingTaskFields on SubQuestion {\n    prepSeconds\n    maxRecordSeconds\n  }\n"): (typeof documents)["\n  fragment SpeakingTaskFields on SubQuestion {\n    prepSeconds\n    maxRecordSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpeakingReviewFields on ReviewItem {\n    recordingUrl\n    modelAudioUrl\n    prepSeconds\n    maxRecordSeconds\n    feedback {\n      durationSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment SpeakingReviewFields on ReviewItem {\n    recordingUrl\n    modelAudioUrl\n    prepSeconds\n    maxRecordSeconds\n    feedback {\n      durationSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AudioCues($attemptId: ID!, $blockId: ID!) {\n    audioCues(attemptId: $attemptId, blockId: $blockId) {\n      start\n      end\n      speaker\n      text\n    }\n  }\n"): (typeof documents)["\n  query AudioCues($attemptId: ID!, $blockId: ID!) {\n    audioCues(attemptId: $attemptId, blockId: $blockId) {\n      start\n      end\n      speaker\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WordCardFields on WordCard {\n    id\n    word\n    sentence\n    source\n    note\n    meaning\n    audio {\n      start\n      end\n      sources {\n        url\n        mimeType\n      }\n    }\n    due\n    state\n    reviews\n    createdAt\n    schedule {\n      rating\n      due\n    }\n  }\n"): (typeof documents)["\n  fragment WordCardFields on WordCard {\n    id\n    word\n    sentence\n    source\n    note\n    meaning\n    audio {\n      start\n      end\n      sources {\n        url\n        mimeType\n      }\n    }\n    due\n    state\n    reviews\n    createdAt\n    schedule {\n      rating\n      due\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WordDeck {\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n"): (typeof documents)["\n  query WordDeck {\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DueWords {\n    dueWords(limit: 100) {\n      ...WordCardFields\n    }\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n"): (typeof documents)["\n  query DueWords {\n    dueWords(limit: 100) {\n      ...WordCardFields\n    }\n    wordDeck {\n      total\n      due\n      nextDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWords {\n    myWords {\n      ...WordCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyWords {\n    myWords {\n      ...WordCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWord($input: AddWordInput!) {\n    addWord(input: $input) {\n      ...WordCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddWord($input: AddWordInput!) {\n    addWord(input: $input) {\n      ...WordCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewWord($id: ID!, $rating: WordRating!) {\n    reviewWord(id: $id, rating: $rating) {\n      ...WordCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewWord($id: ID!, $rating: WordRating!) {\n    reviewWord(id: $id, rating: $rating) {\n      ...WordCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWordNote($id: ID!, $note: String) {\n    updateWordNote(id: $id, note: $note) {\n      ...WordCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWordNote($id: ID!, $note: String) {\n    updateWordNote(id: $id, note: $note) {\n      ...WordCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWord($id: ID!) {\n    removeWord(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveWord($id: ID!) {\n    removeWord(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WritingTaskFields on SubQuestion {\n    task\n    points\n    minWords\n    maxWords\n    rubric {\n      ...RubricFields\n    }\n  }\n"): (typeof documents)["\n  fragment WritingTaskFields on SubQuestion {\n    task\n    points\n    minWords\n    maxWords\n    rubric {\n      ...RubricFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WritingReviewFields on ReviewItem {\n    task\n    points\n    minWords\n    maxWords\n    text\n    modelAnswer\n    rubric {\n      ...RubricFields\n    }\n    feedback {\n      ...AutoFeedbackFields\n    }\n    assessments {\n      ...AssessmentFields\n    }\n  }\n"): (typeof documents)["\n  fragment WritingReviewFields on ReviewItem {\n    task\n    points\n    minWords\n    maxWords\n    text\n    modelAnswer\n    rubric {\n      ...RubricFields\n    }\n    feedback {\n      ...AutoFeedbackFields\n    }\n    assessments {\n      ...AssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalibrationSample($subQuestionId: ID!) {\n    calibrationSample(subQuestionId: $subQuestionId) {\n      done\n      task\n      text\n      rubric {\n        ...RubricFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalibrationSample($subQuestionId: ID!) {\n    calibrationSample(subQuestionId: $subQuestionId) {\n      done\n      task\n      text\n      rubric {\n        ...RubricFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Calibrate($subQuestionId: ID!, $scores: [CriterionScoreInput!]!) {\n    calibrate(subQuestionId: $subQuestionId, scores: $scores) {\n      comment\n      myTotal\n      expertTotal\n      criteria {\n        key\n        label\n        mine {\n          band\n          points\n        }\n        expert {\n          band\n          points\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Calibrate($subQuestionId: ID!, $scores: [CriterionScoreInput!]!) {\n    calibrate(subQuestionId: $subQuestionId, scores: $scores) {\n      comment\n      myTotal\n      expertTotal\n      criteria {\n        key\n        label\n        mine {\n          band\n          points\n        }\n        expert {\n          band\n          points\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssessAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {\n    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {\n      ...AssessmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssessAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {\n    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {\n      ...AssessmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RubricFields on Rubric {\n  id\n  key\n  hasCalibration\n  name\n  scheme\n  weight\n  maxPoints\n  criteria {\n    key\n    label\n    maxPoints\n    zeroesTask\n    bands {\n      band\n      points\n      descriptor\n    }\n  }\n}\n\nfragment AssessmentFields on Assessment {\n  by\n  assessorName\n  total\n  maxPoints\n  comment\n  at\n  scores {\n    key\n    band\n    points\n  }\n}\n\nfragment AutoFeedbackFields on AutoFeedback {\n  hint\n  wordCount\n  wordTarget\n  minWords\n  maxWords\n  range\n  pointsCovered {\n    point\n    covered\n    evidence\n  }\n  spelling {\n    word\n    offset\n    suggestions\n  }\n  register {\n    kind\n    message\n    evidence\n  }\n  connectorCount\n  connectors\n}"): (typeof documents)["fragment RubricFields on Rubric {\n  id\n  key\n  hasCalibration\n  name\n  scheme\n  weight\n  maxPoints\n  criteria {\n    key\n    label\n    maxPoints\n    zeroesTask\n    bands {\n      band\n      points\n      descriptor\n    }\n  }\n}\n\nfragment AssessmentFields on Assessment {\n  by\n  assessorName\n  total\n  maxPoints\n  comment\n  at\n  scores {\n    key\n    band\n    points\n  }\n}\n\nfragment AutoFeedbackFields on AutoFeedback {\n  hint\n  wordCount\n  wordTarget\n  minWords\n  maxWords\n  range\n  pointsCovered {\n    point\n    covered\n    evidence\n  }\n  spelling {\n    word\n    offset\n    suggestions\n  }\n  register {\n    kind\n    message\n    evidence\n  }\n  connectorCount\n  connectors\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;