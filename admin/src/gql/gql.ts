/* eslint-disable */
import * as types from './graphql';



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
    "\n  query AdminChoices {\n    adminChoices {\n      subQuestionKinds\n      locations\n      passRules\n      prepSeconds {\n        min\n        max\n      }\n      recordSeconds {\n        min\n        max\n      }\n    }\n  }\n": typeof types.AdminChoicesDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        isAdmin\n        isTeacher\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  query AdminMe {\n    me {\n      id\n      name\n      email\n      isAdmin\n      isTeacher\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  query AdminPreview($examId: ID!, $page: Int!) {\n    adminPreview(examId: $examId, page: $page) {\n      number\n      pageCount\n      place {\n        skill\n        teil\n        teilCount\n        text\n        textCount\n      }\n      exam {\n        id\n        name\n      }\n      block {\n        ...AdminBlockFields\n      }\n      subQuestions {\n        ...AdminSubQuestionFields\n      }\n      rubrics {\n        ...AdminRubricFields\n      }\n    }\n  }\n": typeof types.AdminPreviewDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      users\n      admins\n      exams\n      publishedExams\n      attempts\n      submittedAttempts\n      examStats {\n        examId\n        examName\n        attempts\n        submitted\n        readingMean\n        listeningMean\n      }\n      weakestItems {\n        subQuestionId\n        blockId\n        examId\n        examName\n        title\n        attempts\n        correct\n        share\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  fragment AdminLocalizedFields on AdminLocalized {\n    de\n    en\n    ar\n    fr\n    es\n  }\n": typeof types.AdminLocalizedFieldsFragmentDoc,
    "\n  fragment AdminBlockFields on AdminBlock {\n    id\n    examId\n    position\n    type\n    skill\n    title\n    intro\n    passage\n    audio\n    audioUrl\n    audioMp3\n    image\n    imageUrl\n    playLimit\n    readingSeconds\n    transcript\n    optionPool {\n      value\n      label\n    }\n    notes {\n      ...AdminLocalizedFields\n    }\n    subQuestionCount\n  }\n": typeof types.AdminBlockFieldsFragmentDoc,
    "\n    query AdminBlockList($filter: AdminListInput) {\n      page: adminBlocks(filter: $filter) {\n        total\n        items {\n          ...AdminBlockFields\n        }\n      }\n    }\n  ": typeof types.AdminBlockListDocument,
    "\n    query AdminBlockOne($id: ID!) {\n      record: adminBlock(id: $id) {\n        ...AdminBlockFields\n      }\n    }\n  ": typeof types.AdminBlockOneDocument,
    "\n    mutation AdminCreateBlock($input: AdminBlockInput!) {\n      record: adminCreateBlock(input: $input) {\n        ...AdminBlockFields\n      }\n    }\n  ": typeof types.AdminCreateBlockDocument,
    "\n    mutation AdminUpdateBlock($id: ID!, $input: AdminBlockInput!) {\n      record: adminUpdateBlock(id: $id, input: $input) {\n        ...AdminBlockFields\n      }\n    }\n  ": typeof types.AdminUpdateBlockDocument,
    "\n    mutation AdminDeleteBlock($id: ID!) {\n      record: adminDeleteBlock(id: $id) {\n        id\n      }\n    }\n  ": typeof types.AdminDeleteBlockDocument,
    "\n  mutation AdminReorderBlocks($parentId: ID!, $ids: [ID!]!) {\n    adminReorderBlocks(examId: $parentId, ids: $ids) {\n      id\n    }\n  }\n": typeof types.AdminReorderBlocksDocument,
    "\n  fragment AdminContactInfoFields on AdminContactInfo {\n    id\n    logo\n    logoUrl\n    image\n    imageUrl\n    images {\n      name\n      file\n      url\n    }\n    about {\n      ...AdminLocalizedFields\n    }\n    goetheDesc {\n      ...AdminLocalizedFields\n    }\n    telcDesc {\n      ...AdminLocalizedFields\n    }\n    placementDesc {\n      ...AdminLocalizedFields\n    }\n    email\n    phone\n  }\n": typeof types.AdminContactInfoFieldsFragmentDoc,
    "\n  query AdminContactInfo {\n    record: adminContactInfo {\n      ...AdminContactInfoFields\n    }\n  }\n": typeof types.AdminContactInfoDocument,
    "\n  mutation AdminUpdateContactInfo($input: AdminContactInfoInput!) {\n    record: adminUpdateContactInfo(input: $input) {\n      ...AdminContactInfoFields\n    }\n  }\n": typeof types.AdminUpdateContactInfoDocument,
    "\n  fragment AdminExamFields on AdminExam {\n    id\n    levelId\n    name\n    contentKey\n    published\n    sortOrder\n    readingMinutes\n    listeningMinutes\n    writingMinutes\n    speakingMinutes\n    passRule\n    passPercent\n    blockCount\n    createdAt\n  }\n": typeof types.AdminExamFieldsFragmentDoc,
    "\n    query AdminExamList($filter: AdminListInput) {\n      page: adminExams(filter: $filter) {\n        total\n        items {\n          ...AdminExamFields\n        }\n      }\n    }\n  ": typeof types.AdminExamListDocument,
    "\n    query AdminExamOne($id: ID!) {\n      record: adminExam(id: $id) {\n        ...AdminExamFields\n      }\n    }\n  ": typeof types.AdminExamOneDocument,
    "\n    mutation AdminCreateExam($input: AdminExamInput!) {\n      record: adminCreateExam(input: $input) {\n        ...AdminExamFields\n      }\n    }\n  ": typeof types.AdminCreateExamDocument,
    "\n    mutation AdminUpdateExam($id: ID!, $input: AdminExamInput!) {\n      record: adminUpdateExam(id: $id, input: $input) {\n        ...AdminExamFields\n      }\n    }\n  ": typeof types.AdminUpdateExamDocument,
    "\n    mutation AdminDeleteExam($id: ID!) {\n      record: adminDeleteExam(id: $id) {\n        id\n      }\n    }\n  ": typeof types.AdminDeleteExamDocument,
    "\n  mutation AdminPublishExam($id: ID!, $published: Boolean!, $ignoreBlueprint: Boolean = false) {\n    record: adminPublishExam(id: $id, published: $published, ignoreBlueprint: $ignoreBlueprint) {\n      ...AdminExamFields\n    }\n  }\n": typeof types.AdminPublishExamDocument,
    "\n  fragment ProductiveAnswerFields on ProductiveAnswer {\n    attemptId\n    subQuestionId\n    learnerName\n    examName\n    title\n    skill\n    submittedAt\n    task\n    points\n    minWords\n    maxWords\n    text\n    recordingUrl\n    modelAnswer\n    rubric {\n      ...RubricFields\n    }\n    feedback {\n      ...AutoFeedbackFields\n      durationSeconds\n    }\n    assessments {\n      ...AssessmentFields\n    }\n  }\n": typeof types.ProductiveAnswerFieldsFragmentDoc,
    "\n  query GradingQueue($status: GradingStatus) {\n    gradingQueue(status: $status) {\n      ...ProductiveAnswerFields\n    }\n  }\n": typeof types.GradingQueueDocument,
    "\n  query ProductiveAnswer($attemptId: ID!, $subQuestionId: ID!) {\n    productiveAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId) {\n      ...ProductiveAnswerFields\n    }\n  }\n": typeof types.ProductiveAnswerDocument,
    "\n  mutation GradeAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {\n    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {\n      ...AssessmentFields\n    }\n  }\n": typeof types.GradeAnswerDocument,
    "\n  query AdminJobQueues {\n    adminJobQueues {\n      name\n      waiting\n      active\n      failed\n      lastError\n      lastErrorAt\n    }\n  }\n": typeof types.AdminJobQueuesDocument,
    "\n  fragment LearnerFields on Learner {\n    id\n    name\n    email\n    timeFactor\n    timeFactorGrantedBy\n    timeFactorGrantedAt\n  }\n": typeof types.LearnerFieldsFragmentDoc,
    "\n  query Learners($filter: AdminListInput) {\n    learners(filter: $filter) {\n      total\n      items {\n        ...LearnerFields\n      }\n    }\n  }\n": typeof types.LearnersDocument,
    "\n  query Learner($id: ID!) {\n    learner(id: $id) {\n      ...LearnerFields\n    }\n  }\n": typeof types.LearnerDocument,
    "\n  mutation GrantTimeFactor($userId: ID!, $timeFactor: Float!) {\n    grantTimeFactor(userId: $userId, timeFactor: $timeFactor) {\n      ...LearnerFields\n    }\n  }\n": typeof types.GrantTimeFactorDocument,
    "\n  fragment AdminLevelFields on AdminLevel {\n    id\n    family\n    cefr\n    name\n    slugDe\n    slugEn\n    slugAr\n    slugFr\n    slugEs\n    description {\n      ...AdminLocalizedFields\n    }\n    sortOrder\n    examCount\n    images {\n      position\n      file\n      url\n      alt {\n        ...AdminLocalizedFields\n      }\n    }\n  }\n": typeof types.AdminLevelFieldsFragmentDoc,
    "\n    query AdminLevelList($filter: AdminListInput) {\n      page: adminLevels(filter: $filter) {\n        total\n        items {\n          ...AdminLevelFields\n        }\n      }\n    }\n  ": typeof types.AdminLevelListDocument,
    "\n    query AdminLevelOne($id: ID!) {\n      record: adminLevel(id: $id) {\n        ...AdminLevelFields\n      }\n    }\n  ": typeof types.AdminLevelOneDocument,
    "\n    mutation AdminCreateLevel($input: AdminLevelInput!) {\n      record: adminCreateLevel(input: $input) {\n        ...AdminLevelFields\n      }\n    }\n  ": typeof types.AdminCreateLevelDocument,
    "\n    mutation AdminUpdateLevel($id: ID!, $input: AdminLevelInput!) {\n      record: adminUpdateLevel(id: $id, input: $input) {\n        ...AdminLevelFields\n      }\n    }\n  ": typeof types.AdminUpdateLevelDocument,
    "\n    mutation AdminDeleteLevel($id: ID!) {\n      record: adminDeleteLevel(id: $id) {\n        id\n      }\n    }\n  ": typeof types.AdminDeleteLevelDocument,
    "\n  query AdminLtiPlatforms {\n    adminLtiPlatforms {\n      id\n      name\n      issuer\n      clientId\n      deploymentIds\n      authLoginUrl\n      accessTokenUrl\n      jwksUrl\n    }\n    adminLtiToolConfig {\n      loginUrl\n      launchUrl\n      redirectUris\n      jwksUrl\n      deepLinkingUrl\n    }\n  }\n": typeof types.AdminLtiPlatformsDocument,
    "\n  mutation AdminRegisterLtiPlatform($input: LtiPlatformInput!) {\n    adminRegisterLtiPlatform(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminRegisterLtiPlatformDocument,
    "\n  fragment AdminPlacementItemFields on AdminPlacementItem {\n    id\n    cefr\n    difficulty\n    title\n    choices\n    correctAnswer\n    active\n    contentKey\n  }\n": typeof types.AdminPlacementItemFieldsFragmentDoc,
    "\n    query AdminPlacementItemList($filter: AdminListInput) {\n      page: adminPlacementItems(filter: $filter) {\n        total\n        items {\n          ...AdminPlacementItemFields\n        }\n      }\n    }\n  ": typeof types.AdminPlacementItemListDocument,
    "\n    query AdminPlacementItemOne($id: ID!) {\n      record: adminPlacementItem(id: $id) {\n        ...AdminPlacementItemFields\n      }\n    }\n  ": typeof types.AdminPlacementItemOneDocument,
    "\n    mutation AdminCreatePlacementItem($input: AdminPlacementItemInput!) {\n      record: adminCreatePlacementItem(input: $input) {\n        ...AdminPlacementItemFields\n      }\n    }\n  ": typeof types.AdminCreatePlacementItemDocument,
    "\n    mutation AdminUpdatePlacementItem($id: ID!, $input: AdminPlacementItemInput!) {\n      record: adminUpdatePlacementItem(id: $id, input: $input) {\n        ...AdminPlacementItemFields\n      }\n    }\n  ": typeof types.AdminUpdatePlacementItemDocument,
    "\n    mutation AdminDeletePlacementItem($id: ID!) {\n      record: adminDeletePlacementItem(id: $id) {\n        id\n      }\n    }\n  ": typeof types.AdminDeletePlacementItemDocument,
    "\n  fragment AdminRubricFields on AdminRubric {\n    id\n    key\n    family\n    cefr\n    taskKind\n    name {\n      ...AdminLocalizedFields\n    }\n    scheme\n    weight\n    maxPoints\n    source\n    certainty\n    usedBy\n    criteria {\n      key\n      zeroesTask\n      label {\n        ...AdminLocalizedFields\n      }\n      bands {\n        band\n        points\n        descriptor {\n          ...AdminLocalizedFields\n        }\n      }\n    }\n  }\n": typeof types.AdminRubricFieldsFragmentDoc,
    "\n    query AdminRubricList($filter: AdminListInput) {\n      page: adminRubrics(filter: $filter) {\n        total\n        items {\n          ...AdminRubricFields\n        }\n      }\n    }\n  ": typeof types.AdminRubricListDocument,
    "\n    query AdminRubricOne($id: ID!) {\n      record: adminRubric(id: $id) {\n        ...AdminRubricFields\n      }\n    }\n  ": typeof types.AdminRubricOneDocument,
    "\n    mutation AdminUpdateRubric($id: ID!, $input: AdminRubricInput!) {\n      record: adminUpdateRubric(id: $id, input: $input) {\n        ...AdminRubricFields\n      }\n    }\n  ": typeof types.AdminUpdateRubricDocument,
    "\n  fragment AdminSubQuestionFields on AdminSubQuestion {\n    id\n    blockId\n    examId\n    position\n    kind\n    title\n    lastTitle\n    bannerImage\n    bannerUrl\n    highlight\n    choiceKind\n    textChoices\n    imageChoices {\n      image\n      imageUrl\n      label\n    }\n    trueFalseLabels\n    location\n    acceptedAnswers\n    options\n    answer\n    choices {\n      value\n      label\n      imageUrl\n    }\n    modelSolution {\n      ...AdminLocalizedFields\n    }\n    explanation {\n      ...AdminLocalizedFields\n    }\n    task\n    points {\n      text\n      keywords\n    }\n    minWords\n    maxWords\n    rubricKey\n    prepSeconds\n    maxRecordSeconds\n    modelAudio\n    modelAudioMp3\n    modelAudioUrl\n  }\n": typeof types.AdminSubQuestionFieldsFragmentDoc,
    "\n    query AdminSubQuestionList($filter: AdminListInput) {\n      page: adminSubQuestions(filter: $filter) {\n        total\n        items {\n          ...AdminSubQuestionFields\n        }\n      }\n    }\n  ": typeof types.AdminSubQuestionListDocument,
    "\n    query AdminSubQuestionOne($id: ID!) {\n      record: adminSubQuestion(id: $id) {\n        ...AdminSubQuestionFields\n      }\n    }\n  ": typeof types.AdminSubQuestionOneDocument,
    "\n    mutation AdminCreateSubQuestion($input: AdminSubQuestionInput!) {\n      record: adminCreateSubQuestion(input: $input) {\n        ...AdminSubQuestionFields\n      }\n    }\n  ": typeof types.AdminCreateSubQuestionDocument,
    "\n    mutation AdminUpdateSubQuestion($id: ID!, $input: AdminSubQuestionInput!) {\n      record: adminUpdateSubQuestion(id: $id, input: $input) {\n        ...AdminSubQuestionFields\n      }\n    }\n  ": typeof types.AdminUpdateSubQuestionDocument,
    "\n    mutation AdminDeleteSubQuestion($id: ID!) {\n      record: adminDeleteSubQuestion(id: $id) {\n        id\n      }\n    }\n  ": typeof types.AdminDeleteSubQuestionDocument,
    "\n  mutation AdminReorderSubQuestions($parentId: ID!, $ids: [ID!]!) {\n    adminReorderSubQuestions(blockId: $parentId, ids: $ids) {\n      id\n    }\n  }\n": typeof types.AdminReorderSubQuestionsDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    name\n    isAdmin\n    isTeacher\n    isBlocked\n    isGuest\n    emailConfirmed\n    timeFactor\n    createdAt\n    attemptCount\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n    query AdminUserList($filter: AdminListInput) {\n      page: adminUsers(filter: $filter) {\n        total\n        items {\n          ...AdminUserFields\n        }\n      }\n    }\n  ": typeof types.AdminUserListDocument,
    "\n    query AdminUserOne($id: ID!) {\n      record: adminUser(id: $id) {\n        ...AdminUserFields\n      }\n    }\n  ": typeof types.AdminUserOneDocument,
    "\n    mutation AdminUpdateUser($id: ID!, $input: AdminUserInput!) {\n      record: adminUpdateUser(id: $id, input: $input) {\n        ...AdminUserFields\n      }\n    }\n  ": typeof types.AdminUpdateUserDocument,
    "\n  query AdminUserAttempts($userId: ID!) {\n    adminUserAttempts(userId: $userId) {\n      id\n      userId\n      examId\n      examName\n      status\n      startedAt\n      submittedAt\n      readingPercent\n      listeningPercent\n      totalPercent\n      passed\n    }\n  }\n": typeof types.AdminUserAttemptsDocument,
    "\n  query AdminExportUserData($userId: ID!) {\n    adminExportUserData(userId: $userId)\n  }\n": typeof types.AdminExportUserDataDocument,
    "\n  mutation AdminDeleteUser($userId: ID!) {\n    adminDeleteUser(userId: $userId)\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    ownerEmail\n    createdAt\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  query AdminWebhooks($filter: AdminListInput) {\n    adminWebhooks(filter: $filter) {\n      total\n      items {\n        ...WebhookFields\n      }\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  query AdminWebhook($id: ID!) {\n    adminWebhook(id: $id) {\n      ...WebhookFields\n    }\n    webhookDeliveries(webhookId: $id) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n      lastAttemptAt\n      deliveredAt\n    }\n  }\n": typeof types.AdminWebhookDocument,
    "fragment RubricFields on Rubric {\n  id\n  key\n  hasCalibration\n  name\n  scheme\n  weight\n  maxPoints\n  criteria {\n    key\n    label\n    maxPoints\n    zeroesTask\n    bands {\n      band\n      points\n      descriptor\n    }\n  }\n}\n\nfragment AssessmentFields on Assessment {\n  by\n  assessorName\n  total\n  maxPoints\n  comment\n  at\n  scores {\n    key\n    band\n    points\n  }\n}\n\nfragment AutoFeedbackFields on AutoFeedback {\n  hint\n  wordCount\n  wordTarget\n  minWords\n  maxWords\n  range\n  pointsCovered {\n    point\n    covered\n    evidence\n  }\n  spelling {\n    word\n    offset\n    suggestions\n  }\n  register {\n    kind\n    message\n    evidence\n  }\n  connectorCount\n  connectors\n}": typeof types.RubricFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query AdminChoices {\n    adminChoices {\n      subQuestionKinds\n      locations\n      passRules\n      prepSeconds {\n        min\n        max\n      }\n      recordSeconds {\n        min\n        max\n      }\n    }\n  }\n": types.AdminChoicesDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        isAdmin\n        isTeacher\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": types.AdminLogoutDocument,
    "\n  query AdminMe {\n    me {\n      id\n      name\n      email\n      isAdmin\n      isTeacher\n    }\n  }\n": types.AdminMeDocument,
    "\n  query AdminPreview($examId: ID!, $page: Int!) {\n    adminPreview(examId: $examId, page: $page) {\n      number\n      pageCount\n      place {\n        skill\n        teil\n        teilCount\n        text\n        textCount\n      }\n      exam {\n        id\n        name\n      }\n      block {\n        ...AdminBlockFields\n      }\n      subQuestions {\n        ...AdminSubQuestionFields\n      }\n      rubrics {\n        ...AdminRubricFields\n      }\n    }\n  }\n": types.AdminPreviewDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      users\n      admins\n      exams\n      publishedExams\n      attempts\n      submittedAttempts\n      examStats {\n        examId\n        examName\n        attempts\n        submitted\n        readingMean\n        listeningMean\n      }\n      weakestItems {\n        subQuestionId\n        blockId\n        examId\n        examName\n        title\n        attempts\n        correct\n        share\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  fragment AdminLocalizedFields on AdminLocalized {\n    de\n    en\n    ar\n    fr\n    es\n  }\n": types.AdminLocalizedFieldsFragmentDoc,
    "\n  fragment AdminBlockFields on AdminBlock {\n    id\n    examId\n    position\n    type\n    skill\n    title\n    intro\n    passage\n    audio\n    audioUrl\n    audioMp3\n    image\n    imageUrl\n    playLimit\n    readingSeconds\n    transcript\n    optionPool {\n      value\n      label\n    }\n    notes {\n      ...AdminLocalizedFields\n    }\n    subQuestionCount\n  }\n": types.AdminBlockFieldsFragmentDoc,
    "\n    query AdminBlockList($filter: AdminListInput) {\n      page: adminBlocks(filter: $filter) {\n        total\n        items {\n          ...AdminBlockFields\n        }\n      }\n    }\n  ": types.AdminBlockListDocument,
    "\n    query AdminBlockOne($id: ID!) {\n      record: adminBlock(id: $id) {\n        ...AdminBlockFields\n      }\n    }\n  ": types.AdminBlockOneDocument,
    "\n    mutation AdminCreateBlock($input: AdminBlockInput!) {\n      record: adminCreateBlock(input: $input) {\n        ...AdminBlockFields\n      }\n    }\n  ": types.AdminCreateBlockDocument,
    "\n    mutation AdminUpdateBlock($id: ID!, $input: AdminBlockInput!) {\n      record: adminUpdateBlock(id: $id, input: $input) {\n        ...AdminBlockFields\n      }\n    }\n  ": types.AdminUpdateBlockDocument,
    "\n    mutation AdminDeleteBlock($id: ID!) {\n      record: adminDeleteBlock(id: $id) {\n        id\n      }\n    }\n  ": types.AdminDeleteBlockDocument,
    "\n  mutation AdminReorderBlocks($parentId: ID!, $ids: [ID!]!) {\n    adminReorderBlocks(examId: $parentId, ids: $ids) {\n      id\n    }\n  }\n": types.AdminReorderBlocksDocument,
    "\n  fragment AdminContactInfoFields on AdminContactInfo {\n    id\n    logo\n    logoUrl\n    image\n    imageUrl\n    images {\n      name\n      file\n      url\n    }\n    about {\n      ...AdminLocalizedFields\n    }\n    goetheDesc {\n      ...AdminLocalizedFields\n    }\n    telcDesc {\n      ...AdminLocalizedFields\n    }\n    placementDesc {\n      ...AdminLocalizedFields\n    }\n    email\n    phone\n  }\n": types.AdminContactInfoFieldsFragmentDoc,
    "\n  query AdminContactInfo {\n    record: adminContactInfo {\n      ...AdminContactInfoFields\n    }\n  }\n": types.AdminContactInfoDocument,
    "\n  mutation AdminUpdateContactInfo($input: AdminContactInfoInput!) {\n    record: adminUpdateContactInfo(input: $input) {\n      ...AdminContactInfoFields\n    }\n  }\n": types.AdminUpdateContactInfoDocument,
    "\n  fragment AdminExamFields on AdminExam {\n    id\n    levelId\n    name\n    contentKey\n    published\n    sortOrder\n    readingMinutes\n    listeningMinutes\n    writingMinutes\n    speakingMinutes\n    passRule\n    passPercent\n    blockCount\n    createdAt\n  }\n": types.AdminExamFieldsFragmentDoc,
    "\n    query AdminExamList($filter: AdminListInput) {\n      page: adminExams(filter: $filter) {\n        total\n        items {\n          ...AdminExamFields\n        }\n      }\n    }\n  ": types.AdminExamListDocument,
    "\n    query AdminExamOne($id: ID!) {\n      record: adminExam(id: $id) {\n        ...AdminExamFields\n      }\n    }\n  ": types.AdminExamOneDocument,
    "\n    mutation AdminCreateExam($input: AdminExamInput!) {\n      record: adminCreateExam(input: $input) {\n        ...AdminExamFields\n      }\n    }\n  ": types.AdminCreateExamDocument,
    "\n    mutation AdminUpdateExam($id: ID!, $input: AdminExamInput!) {\n      record: adminUpdateExam(id: $id, input: $input) {\n        ...AdminExamFields\n      }\n    }\n  ": types.AdminUpdateExamDocument,
    "\n    mutation AdminDeleteExam($id: ID!) {\n      record: adminDeleteExam(id: $id) {\n        id\n      }\n    }\n  ": types.AdminDeleteExamDocument,
    "\n  mutation AdminPublishExam($id: ID!, $published: Boolean!, $ignoreBlueprint: Boolean = false) {\n    record: adminPublishExam(id: $id, published: $published, ignoreBlueprint: $ignoreBlueprint) {\n      ...AdminExamFields\n    }\n  }\n": types.AdminPublishExamDocument,
    "\n  fragment ProductiveAnswerFields on ProductiveAnswer {\n    attemptId\n    subQuestionId\n    learnerName\n    examName\n    title\n    skill\n    submittedAt\n    task\n    points\n    minWords\n    maxWords\n    text\n    recordingUrl\n    modelAnswer\n    rubric {\n      ...RubricFields\n    }\n    feedback {\n      ...AutoFeedbackFields\n      durationSeconds\n    }\n    assessments {\n      ...AssessmentFields\n    }\n  }\n": types.ProductiveAnswerFieldsFragmentDoc,
    "\n  query GradingQueue($status: GradingStatus) {\n    gradingQueue(status: $status) {\n      ...ProductiveAnswerFields\n    }\n  }\n": types.GradingQueueDocument,
    "\n  query ProductiveAnswer($attemptId: ID!, $subQuestionId: ID!) {\n    productiveAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId) {\n      ...ProductiveAnswerFields\n    }\n  }\n": types.ProductiveAnswerDocument,
    "\n  mutation GradeAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {\n    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {\n      ...AssessmentFields\n    }\n  }\n": types.GradeAnswerDocument,
    "\n  query AdminJobQueues {\n    adminJobQueues {\n      name\n      waiting\n      active\n      failed\n      lastError\n      lastErrorAt\n    }\n  }\n": types.AdminJobQueuesDocument,
    "\n  fragment LearnerFields on Learner {\n    id\n    name\n    email\n    timeFactor\n    timeFactorGrantedBy\n    timeFactorGrantedAt\n  }\n": types.LearnerFieldsFragmentDoc,
    "\n  query Learners($filter: AdminListInput) {\n    learners(filter: $filter) {\n      total\n      items {\n        ...LearnerFields\n      }\n    }\n  }\n": types.LearnersDocument,
    "\n  query Learner($id: ID!) {\n    learner(id: $id) {\n      ...LearnerFields\n    }\n  }\n": types.LearnerDocument,
    "\n  mutation GrantTimeFactor($userId: ID!, $timeFactor: Float!) {\n    grantTimeFactor(userId: $userId, timeFactor: $timeFactor) {\n      ...LearnerFields\n    }\n  }\n": types.GrantTimeFactorDocument,
    "\n  fragment AdminLevelFields on AdminLevel {\n    id\n    family\n    cefr\n    name\n    slugDe\n    slugEn\n    slugAr\n    slugFr\n    slugEs\n    description {\n      ...AdminLocalizedFields\n    }\n    sortOrder\n    examCount\n    images {\n      position\n      file\n      url\n      alt {\n        ...AdminLocalizedFields\n      }\n    }\n  }\n": types.AdminLevelFieldsFragmentDoc,
    "\n    query AdminLevelList($filter: AdminListInput) {\n      page: adminLevels(filter: $filter) {\n        total\n        items {\n          ...AdminLevelFields\n        }\n      }\n    }\n  ": types.AdminLevelListDocument,
    "\n    query AdminLevelOne($id: ID!) {\n      record: adminLevel(id: $id) {\n        ...AdminLevelFields\n      }\n    }\n  ": types.AdminLevelOneDocument,
    "\n    mutation AdminCreateLevel($input: AdminLevelInput!) {\n      record: adminCreateLevel(input: $input) {\n        ...AdminLevelFields\n      }\n    }\n  ": types.AdminCreateLevelDocument,
    "\n    mutation AdminUpdateLevel($id: ID!, $input: AdminLevelInput!) {\n      record: adminUpdateLevel(id: $id, input: $input) {\n        ...AdminLevelFields\n      }\n    }\n  ": types.AdminUpdateLevelDocument,
    "\n    mutation AdminDeleteLevel($id: ID!) {\n      record: adminDeleteLevel(id: $id) {\n        id\n      }\n    }\n  ": types.AdminDeleteLevelDocument,
    "\n  query AdminLtiPlatforms {\n    adminLtiPlatforms {\n      id\n      name\n      issuer\n      clientId\n      deploymentIds\n      authLoginUrl\n      accessTokenUrl\n      jwksUrl\n    }\n    adminLtiToolConfig {\n      loginUrl\n      launchUrl\n      redirectUris\n      jwksUrl\n      deepLinkingUrl\n    }\n  }\n": types.AdminLtiPlatformsDocument,
    "\n  mutation AdminRegisterLtiPlatform($input: LtiPlatformInput!) {\n    adminRegisterLtiPlatform(input: $input) {\n      id\n    }\n  }\n": types.AdminRegisterLtiPlatformDocument,
    "\n  fragment AdminPlacementItemFields on AdminPlacementItem {\n    id\n    cefr\n    difficulty\n    title\n    choices\n    correctAnswer\n    active\n    contentKey\n  }\n": types.AdminPlacementItemFieldsFragmentDoc,
    "\n    query AdminPlacementItemList($filter: AdminListInput) {\n      page: adminPlacementItems(filter: $filter) {\n        total\n        items {\n          ...AdminPlacementItemFields\n        }\n      }\n    }\n  ": types.AdminPlacementItemListDocument,
    "\n    query AdminPlacementItemOne($id: ID!) {\n      record: adminPlacementItem(id: $id) {\n        ...AdminPlacementItemFields\n      }\n    }\n  ": types.AdminPlacementItemOneDocument,
    "\n    mutation AdminCreatePlacementItem($input: AdminPlacementItemInput!) {\n      record: adminCreatePlacementItem(input: $input) {\n        ...AdminPlacementItemFields\n      }\n    }\n  ": types.AdminCreatePlacementItemDocument,
    "\n    mutation AdminUpdatePlacementItem($id: ID!, $input: AdminPlacementItemInput!) {\n      record: adminUpdatePlacementItem(id: $id, input: $input) {\n        ...AdminPlacementItemFields\n      }\n    }\n  ": types.AdminUpdatePlacementItemDocument,
    "\n    mutation AdminDeletePlacementItem($id: ID!) {\n      record: adminDeletePlacementItem(id: $id) {\n        id\n      }\n    }\n  ": types.AdminDeletePlacementItemDocument,
    "\n  fragment AdminRubricFields on AdminRubric {\n    id\n    key\n    family\n    cefr\n    taskKind\n    name {\n      ...AdminLocalizedFields\n    }\n    scheme\n    weight\n    maxPoints\n    source\n    certainty\n    usedBy\n    criteria {\n      key\n      zeroesTask\n      label {\n        ...AdminLocalizedFields\n      }\n      bands {\n        band\n        points\n        descriptor {\n          ...AdminLocalizedFields\n        }\n      }\n    }\n  }\n": types.AdminRubricFieldsFragmentDoc,
    "\n    query AdminRubricList($filter: AdminListInput) {\n      page: adminRubrics(filter: $filter) {\n        total\n        items {\n          ...AdminRubricFields\n        }\n      }\n    }\n  ": types.AdminRubricListDocument,
    "\n    query AdminRubricOne($id: ID!) {\n      record: adminRubric(id: $id) {\n        ...AdminRubricFields\n      }\n    }\n  ": types.AdminRubricOneDocument,
    "\n    mutation AdminUpdateRubric($id: ID!, $input: AdminRubricInput!) {\n      record: adminUpdateRubric(id: $id, input: $input) {\n        ...AdminRubricFields\n      }\n    }\n  ": types.AdminUpdateRubricDocument,
    "\n  fragment AdminSubQuestionFields on AdminSubQuestion {\n    id\n    blockId\n    examId\n    position\n    kind\n    title\n    lastTitle\n    bannerImage\n    bannerUrl\n    highlight\n    choiceKind\n    textChoices\n    imageChoices {\n      image\n      imageUrl\n      label\n    }\n    trueFalseLabels\n    location\n    acceptedAnswers\n    options\n    answer\n    choices {\n      value\n      label\n      imageUrl\n    }\n    modelSolution {\n      ...AdminLocalizedFields\n    }\n    explanation {\n      ...AdminLocalizedFields\n    }\n    task\n    points {\n      text\n      keywords\n    }\n    minWords\n    maxWords\n    rubricKey\n    prepSeconds\n    maxRecordSeconds\n    modelAudio\n    modelAudioMp3\n    modelAudioUrl\n  }\n": types.AdminSubQuestionFieldsFragmentDoc,
    "\n    query AdminSubQuestionList($filter: AdminListInput) {\n      page: adminSubQuestions(filter: $filter) {\n        total\n        items {\n          ...AdminSubQuestionFields\n        }\n      }\n    }\n  ": types.AdminSubQuestionListDocument,
    "\n    query AdminSubQuestionOne($id: ID!) {\n      record: adminSubQuestion(id: $id) {\n        ...AdminSubQuestionFields\n      }\n    }\n  ": types.AdminSubQuestionOneDocument,
    "\n    mutation AdminCreateSubQuestion($input: AdminSubQuestionInput!) {\n      record: adminCreateSubQuestion(input: $input) {\n        ...AdminSubQuestionFields\n      }\n    }\n  ": types.AdminCreateSubQuestionDocument,
    "\n    mutation AdminUpdateSubQuestion($id: ID!, $input: AdminSubQuestionInput!) {\n      record: adminUpdateSubQuestion(id: $id, input: $input) {\n        ...AdminSubQuestionFields\n      }\n    }\n  ": types.AdminUpdateSubQuestionDocument,
    "\n    mutation AdminDeleteSubQuestion($id: ID!) {\n      record: adminDeleteSubQuestion(id: $id) {\n        id\n      }\n    }\n  ": types.AdminDeleteSubQuestionDocument,
    "\n  mutation AdminReorderSubQuestions($parentId: ID!, $ids: [ID!]!) {\n    adminReorderSubQuestions(blockId: $parentId, ids: $ids) {\n      id\n    }\n  }\n": types.AdminReorderSubQuestionsDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    name\n    isAdmin\n    isTeacher\n    isBlocked\n    isGuest\n    emailConfirmed\n    timeFactor\n    createdAt\n    attemptCount\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n    query AdminUserList($filter: AdminListInput) {\n      page: adminUsers(filter: $filter) {\n        total\n        items {\n          ...AdminUserFields\n        }\n      }\n    }\n  ": types.AdminUserListDocument,
    "\n    query AdminUserOne($id: ID!) {\n      record: adminUser(id: $id) {\n        ...AdminUserFields\n      }\n    }\n  ": types.AdminUserOneDocument,
    "\n    mutation AdminUpdateUser($id: ID!, $input: AdminUserInput!) {\n      record: adminUpdateUser(id: $id, input: $input) {\n        ...AdminUserFields\n      }\n    }\n  ": types.AdminUpdateUserDocument,
    "\n  query AdminUserAttempts($userId: ID!) {\n    adminUserAttempts(userId: $userId) {\n      id\n      userId\n      examId\n      examName\n      status\n      startedAt\n      submittedAt\n      readingPercent\n      listeningPercent\n      totalPercent\n      passed\n    }\n  }\n": types.AdminUserAttemptsDocument,
    "\n  query AdminExportUserData($userId: ID!) {\n    adminExportUserData(userId: $userId)\n  }\n": types.AdminExportUserDataDocument,
    "\n  mutation AdminDeleteUser($userId: ID!) {\n    adminDeleteUser(userId: $userId)\n  }\n": types.AdminDeleteUserDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    ownerEmail\n    createdAt\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  query AdminWebhooks($filter: AdminListInput) {\n    adminWebhooks(filter: $filter) {\n      total\n      items {\n        ...WebhookFields\n      }\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  query AdminWebhook($id: ID!) {\n    adminWebhook(id: $id) {\n      ...WebhookFields\n    }\n    webhookDeliveries(webhookId: $id) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n      lastAttemptAt\n      deliveredAt\n    }\n  }\n": types.AdminWebhookDocument,
    "fragment RubricFields on Rubric {\n  id\n  key\n  hasCalibration\n  name\n  scheme\n  weight\n  maxPoints\n  criteria {\n    key\n    label\n    maxPoints\n    zeroesTask\n    bands {\n      band\n      points\n      descriptor\n    }\n  }\n}\n\nfragment AssessmentFields on Assessment {\n  by\n  assessorName\n  total\n  maxPoints\n  comment\n  at\n  scores {\n    key\n    band\n    points\n  }\n}\n\nfragment AutoFeedbackFields on AutoFeedback {\n  hint\n  wordCount\n  wordTarget\n  minWords\n  maxWords\n  range\n  pointsCovered {\n    point\n    covered\n    evidence\n  }\n  spelling {\n    word\n    offset\n    suggestions\n  }\n  register {\n    kind\n    message\n    evidence\n  }\n  connectorCount\n  connectors\n}": types.RubricFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChoices {\n    adminChoices {\n      subQuestionKinds\n      locations\n      passRules\n      prepSeconds {\n        min\n        max\n      }\n      recordSeconds {\n        min\n        max\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        isAdmin\n        isTeacher\n      }\n    }\n  }\n"): typeof import('./graphql').AdminLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout\n  }\n"): typeof import('./graphql').AdminLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      id\n      name\n      email\n      isAdmin\n      isTeacher\n    }\n  }\n"): typeof import('./graphql').AdminMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPreview($examId: ID!, $page: Int!) {\n    adminPreview(examId: $examId, page: $page) {\n      number\n      pageCount\n      place {\n        skill\n        teil\n        teilCount\n        text\n        textCount\n      }\n      exam {\n        id\n        name\n      }\n      block {\n        ...AdminBlockFields\n      }\n      subQuestions {\n        ...AdminSubQuestionFields\n      }\n      rubrics {\n        ...AdminRubricFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      users\n      admins\n      exams\n      publishedExams\n      attempts\n      submittedAttempts\n      examStats {\n        examId\n        examName\n        attempts\n        submitted\n        readingMean\n        listeningMean\n      }\n      weakestItems {\n        subQuestionId\n        blockId\n        examId\n        examName\n        title\n        attempts\n        correct\n        share\n      }\n    }\n  }\n"): typeof import('./graphql').AdminDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLocalizedFields on AdminLocalized {\n    de\n    en\n    ar\n    fr\n    es\n  }\n"): typeof import('./graphql').AdminLocalizedFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBlockFields on AdminBlock {\n    id\n    examId\n    position\n    type\n    skill\n    title\n    intro\n    passage\n    audio\n    audioUrl\n    audioMp3\n    image\n    imageUrl\n    playLimit\n    readingSeconds\n    transcript\n    optionPool {\n      value\n      label\n    }\n    notes {\n      ...AdminLocalizedFields\n    }\n    subQuestionCount\n  }\n"): typeof import('./graphql').AdminBlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminBlockList($filter: AdminListInput) {\n      page: adminBlocks(filter: $filter) {\n        total\n        items {\n          ...AdminBlockFields\n        }\n      }\n    }\n  "): typeof import('./graphql').AdminBlockListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminBlockOne($id: ID!) {\n      record: adminBlock(id: $id) {\n        ...AdminBlockFields\n      }\n    }\n  "): typeof import('./graphql').AdminBlockOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminCreateBlock($input: AdminBlockInput!) {\n      record: adminCreateBlock(input: $input) {\n        ...AdminBlockFields\n      }\n    }\n  "): typeof import('./graphql').AdminCreateBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminUpdateBlock($id: ID!, $input: AdminBlockInput!) {\n      record: adminUpdateBlock(id: $id, input: $input) {\n        ...AdminBlockFields\n      }\n    }\n  "): typeof import('./graphql').AdminUpdateBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminDeleteBlock($id: ID!) {\n      record: adminDeleteBlock(id: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').AdminDeleteBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderBlocks($parentId: ID!, $ids: [ID!]!) {\n    adminReorderBlocks(examId: $parentId, ids: $ids) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminReorderBlocksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContactInfoFields on AdminContactInfo {\n    id\n    logo\n    logoUrl\n    image\n    imageUrl\n    images {\n      name\n      file\n      url\n    }\n    about {\n      ...AdminLocalizedFields\n    }\n    goetheDesc {\n      ...AdminLocalizedFields\n    }\n    telcDesc {\n      ...AdminLocalizedFields\n    }\n    placementDesc {\n      ...AdminLocalizedFields\n    }\n    email\n    phone\n  }\n"): typeof import('./graphql').AdminContactInfoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactInfo {\n    record: adminContactInfo {\n      ...AdminContactInfoFields\n    }\n  }\n"): typeof import('./graphql').AdminContactInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateContactInfo($input: AdminContactInfoInput!) {\n    record: adminUpdateContactInfo(input: $input) {\n      ...AdminContactInfoFields\n    }\n  }\n"): typeof import('./graphql').AdminUpdateContactInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminExamFields on AdminExam {\n    id\n    levelId\n    name\n    contentKey\n    published\n    sortOrder\n    readingMinutes\n    listeningMinutes\n    writingMinutes\n    speakingMinutes\n    passRule\n    passPercent\n    blockCount\n    createdAt\n  }\n"): typeof import('./graphql').AdminExamFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminExamList($filter: AdminListInput) {\n      page: adminExams(filter: $filter) {\n        total\n        items {\n          ...AdminExamFields\n        }\n      }\n    }\n  "): typeof import('./graphql').AdminExamListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminExamOne($id: ID!) {\n      record: adminExam(id: $id) {\n        ...AdminExamFields\n      }\n    }\n  "): typeof import('./graphql').AdminExamOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminCreateExam($input: AdminExamInput!) {\n      record: adminCreateExam(input: $input) {\n        ...AdminExamFields\n      }\n    }\n  "): typeof import('./graphql').AdminCreateExamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminUpdateExam($id: ID!, $input: AdminExamInput!) {\n      record: adminUpdateExam(id: $id, input: $input) {\n        ...AdminExamFields\n      }\n    }\n  "): typeof import('./graphql').AdminUpdateExamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminDeleteExam($id: ID!) {\n      record: adminDeleteExam(id: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').AdminDeleteExamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPublishExam($id: ID!, $published: Boolean!, $ignoreBlueprint: Boolean = false) {\n    record: adminPublishExam(id: $id, published: $published, ignoreBlueprint: $ignoreBlueprint) {\n      ...AdminExamFields\n    }\n  }\n"): typeof import('./graphql').AdminPublishExamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductiveAnswerFields on ProductiveAnswer {\n    attemptId\n    subQuestionId\n    learnerName\n    examName\n    title\n    skill\n    submittedAt\n    task\n    points\n    minWords\n    maxWords\n    text\n    recordingUrl\n    modelAnswer\n    rubric {\n      ...RubricFields\n    }\n    feedback {\n      ...AutoFeedbackFields\n      durationSeconds\n    }\n    assessments {\n      ...AssessmentFields\n    }\n  }\n"): typeof import('./graphql').ProductiveAnswerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradingQueue($status: GradingStatus) {\n    gradingQueue(status: $status) {\n      ...ProductiveAnswerFields\n    }\n  }\n"): typeof import('./graphql').GradingQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductiveAnswer($attemptId: ID!, $subQuestionId: ID!) {\n    productiveAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId) {\n      ...ProductiveAnswerFields\n    }\n  }\n"): typeof import('./graphql').ProductiveAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GradeAnswer($attemptId: ID!, $subQuestionId: ID!, $scores: [CriterionScoreInput!]!, $comment: String) {\n    assessAnswer(attemptId: $attemptId, subQuestionId: $subQuestionId, scores: $scores, comment: $comment) {\n      ...AssessmentFields\n    }\n  }\n"): typeof import('./graphql').GradeAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobQueues {\n    adminJobQueues {\n      name\n      waiting\n      active\n      failed\n      lastError\n      lastErrorAt\n    }\n  }\n"): typeof import('./graphql').AdminJobQueuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LearnerFields on Learner {\n    id\n    name\n    email\n    timeFactor\n    timeFactorGrantedBy\n    timeFactorGrantedAt\n  }\n"): typeof import('./graphql').LearnerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Learners($filter: AdminListInput) {\n    learners(filter: $filter) {\n      total\n      items {\n        ...LearnerFields\n      }\n    }\n  }\n"): typeof import('./graphql').LearnersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Learner($id: ID!) {\n    learner(id: $id) {\n      ...LearnerFields\n    }\n  }\n"): typeof import('./graphql').LearnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantTimeFactor($userId: ID!, $timeFactor: Float!) {\n    grantTimeFactor(userId: $userId, timeFactor: $timeFactor) {\n      ...LearnerFields\n    }\n  }\n"): typeof import('./graphql').GrantTimeFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLevelFields on AdminLevel {\n    id\n    family\n    cefr\n    name\n    slugDe\n    slugEn\n    slugAr\n    slugFr\n    slugEs\n    description {\n      ...AdminLocalizedFields\n    }\n    sortOrder\n    examCount\n    images {\n      position\n      file\n      url\n      alt {\n        ...AdminLocalizedFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminLevelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminLevelList($filter: AdminListInput) {\n      page: adminLevels(filter: $filter) {\n        total\n        items {\n          ...AdminLevelFields\n        }\n      }\n    }\n  "): typeof import('./graphql').AdminLevelListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminLevelOne($id: ID!) {\n      record: adminLevel(id: $id) {\n        ...AdminLevelFields\n      }\n    }\n  "): typeof import('./graphql').AdminLevelOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminCreateLevel($input: AdminLevelInput!) {\n      record: adminCreateLevel(input: $input) {\n        ...AdminLevelFields\n      }\n    }\n  "): typeof import('./graphql').AdminCreateLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminUpdateLevel($id: ID!, $input: AdminLevelInput!) {\n      record: adminUpdateLevel(id: $id, input: $input) {\n        ...AdminLevelFields\n      }\n    }\n  "): typeof import('./graphql').AdminUpdateLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminDeleteLevel($id: ID!) {\n      record: adminDeleteLevel(id: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').AdminDeleteLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLtiPlatforms {\n    adminLtiPlatforms {\n      id\n      name\n      issuer\n      clientId\n      deploymentIds\n      authLoginUrl\n      accessTokenUrl\n      jwksUrl\n    }\n    adminLtiToolConfig {\n      loginUrl\n      launchUrl\n      redirectUris\n      jwksUrl\n      deepLinkingUrl\n    }\n  }\n"): typeof import('./graphql').AdminLtiPlatformsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRegisterLtiPlatform($input: LtiPlatformInput!) {\n    adminRegisterLtiPlatform(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminRegisterLtiPlatformDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPlacementItemFields on AdminPlacementItem {\n    id\n    cefr\n    difficulty\n    title\n    choices\n    correctAnswer\n    active\n    contentKey\n  }\n"): typeof import('./graphql').AdminPlacementItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminPlacementItemList($filter: AdminListInput) {\n      page: adminPlacementItems(filter: $filter) {\n        total\n        items {\n          ...AdminPlacementItemFields\n        }\n      }\n    }\n  "): typeof import('./graphql').AdminPlacementItemListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminPlacementItemOne($id: ID!) {\n      record: adminPlacementItem(id: $id) {\n        ...AdminPlacementItemFields\n      }\n    }\n  "): typeof import('./graphql').AdminPlacementItemOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminCreatePlacementItem($input: AdminPlacementItemInput!) {\n      record: adminCreatePlacementItem(input: $input) {\n        ...AdminPlacementItemFields\n      }\n    }\n  "): typeof import('./graphql').AdminCreatePlacementItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminUpdatePlacementItem($id: ID!, $input: AdminPlacementItemInput!) {\n      record: adminUpdatePlacementItem(id: $id, input: $input) {\n        ...AdminPlacementItemFields\n      }\n    }\n  "): typeof import('./graphql').AdminUpdatePlacementItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminDeletePlacementItem($id: ID!) {\n      record: adminDeletePlacementItem(id: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').AdminDeletePlacementItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRubricFields on AdminRubric {\n    id\n    key\n    family\n    cefr\n    taskKind\n    name {\n      ...AdminLocalizedFields\n    }\n    scheme\n    weight\n    maxPoints\n    source\n    certainty\n    usedBy\n    criteria {\n      key\n      zeroesTask\n      label {\n        ...AdminLocalizedFields\n      }\n      bands {\n        band\n        points\n        descriptor {\n          ...AdminLocalizedFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminRubricFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminRubricList($filter: AdminListInput) {\n      page: adminRubrics(filter: $filter) {\n        total\n        items {\n          ...AdminRubricFields\n        }\n      }\n    }\n  "): typeof import('./graphql').AdminRubricListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminRubricOne($id: ID!) {\n      record: adminRubric(id: $id) {\n        ...AdminRubricFields\n      }\n    }\n  "): typeof import('./graphql').AdminRubricOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminUpdateRubric($id: ID!, $input: AdminRubricInput!) {\n      record: adminUpdateRubric(id: $id, input: $input) {\n        ...AdminRubricFields\n      }\n    }\n  "): typeof import('./graphql').AdminUpdateRubricDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSubQuestionFields on AdminSubQuestion {\n    id\n    blockId\n    examId\n    position\n    kind\n    title\n    lastTitle\n    bannerImage\n    bannerUrl\n    highlight\n    choiceKind\n    textChoices\n    imageChoices {\n      image\n      imageUrl\n      label\n    }\n    trueFalseLabels\n    location\n    acceptedAnswers\n    options\n    answer\n    choices {\n      value\n      label\n      imageUrl\n    }\n    modelSolution {\n      ...AdminLocalizedFields\n    }\n    explanation {\n      ...AdminLocalizedFields\n    }\n    task\n    points {\n      text\n      keywords\n    }\n    minWords\n    maxWords\n    rubricKey\n    prepSeconds\n    maxRecordSeconds\n    modelAudio\n    modelAudioMp3\n    modelAudioUrl\n  }\n"): typeof import('./graphql').AdminSubQuestionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminSubQuestionList($filter: AdminListInput) {\n      page: adminSubQuestions(filter: $filter) {\n        total\n        items {\n          ...AdminSubQuestionFields\n        }\n      }\n    }\n  "): typeof import('./graphql').AdminSubQuestionListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminSubQuestionOne($id: ID!) {\n      record: adminSubQuestion(id: $id) {\n        ...AdminSubQuestionFields\n      }\n    }\n  "): typeof import('./graphql').AdminSubQuestionOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminCreateSubQuestion($input: AdminSubQuestionInput!) {\n      record: adminCreateSubQuestion(input: $input) {\n        ...AdminSubQuestionFields\n      }\n    }\n  "): typeof import('./graphql').AdminCreateSubQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminUpdateSubQuestion($id: ID!, $input: AdminSubQuestionInput!) {\n      record: adminUpdateSubQuestion(id: $id, input: $input) {\n        ...AdminSubQuestionFields\n      }\n    }\n  "): typeof import('./graphql').AdminUpdateSubQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminDeleteSubQuestion($id: ID!) {\n      record: adminDeleteSubQuestion(id: $id) {\n        id\n      }\n    }\n  "): typeof import('./graphql').AdminDeleteSubQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderSubQuestions($parentId: ID!, $ids: [ID!]!) {\n    adminReorderSubQuestions(blockId: $parentId, ids: $ids) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminReorderSubQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    name\n    isAdmin\n    isTeacher\n    isBlocked\n    isGuest\n    emailConfirmed\n    timeFactor\n    createdAt\n    attemptCount\n  }\n"): typeof import('./graphql').AdminUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminUserList($filter: AdminListInput) {\n      page: adminUsers(filter: $filter) {\n        total\n        items {\n          ...AdminUserFields\n        }\n      }\n    }\n  "): typeof import('./graphql').AdminUserListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AdminUserOne($id: ID!) {\n      record: adminUser(id: $id) {\n        ...AdminUserFields\n      }\n    }\n  "): typeof import('./graphql').AdminUserOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminUpdateUser($id: ID!, $input: AdminUserInput!) {\n      record: adminUpdateUser(id: $id, input: $input) {\n        ...AdminUserFields\n      }\n    }\n  "): typeof import('./graphql').AdminUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserAttempts($userId: ID!) {\n    adminUserAttempts(userId: $userId) {\n      id\n      userId\n      examId\n      examName\n      status\n      startedAt\n      submittedAt\n      readingPercent\n      listeningPercent\n      totalPercent\n      passed\n    }\n  }\n"): typeof import('./graphql').AdminUserAttemptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExportUserData($userId: ID!) {\n    adminExportUserData(userId: $userId)\n  }\n"): typeof import('./graphql').AdminExportUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($userId: ID!) {\n    adminDeleteUser(userId: $userId)\n  }\n"): typeof import('./graphql').AdminDeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    ownerEmail\n    createdAt\n  }\n"): typeof import('./graphql').WebhookFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks($filter: AdminListInput) {\n    adminWebhooks(filter: $filter) {\n      total\n      items {\n        ...WebhookFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminWebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhook($id: ID!) {\n    adminWebhook(id: $id) {\n      ...WebhookFields\n    }\n    webhookDeliveries(webhookId: $id) {\n      id\n      event\n      status\n      attempts\n      responseStatus\n      lastError\n      createdAt\n      lastAttemptAt\n      deliveredAt\n    }\n  }\n"): typeof import('./graphql').AdminWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RubricFields on Rubric {\n  id\n  key\n  hasCalibration\n  name\n  scheme\n  weight\n  maxPoints\n  criteria {\n    key\n    label\n    maxPoints\n    zeroesTask\n    bands {\n      band\n      points\n      descriptor\n    }\n  }\n}\n\nfragment AssessmentFields on Assessment {\n  by\n  assessorName\n  total\n  maxPoints\n  comment\n  at\n  scores {\n    key\n    band\n    points\n  }\n}\n\nfragment AutoFeedbackFields on AutoFeedback {\n  hint\n  wordCount\n  wordTarget\n  minWords\n  maxWords\n  range\n  pointsCovered {\n    point\n    covered\n    evidence\n  }\n  spelling {\n    word\n    offset\n    suggestions\n  }\n  register {\n    kind\n    message\n    evidence\n  }\n  connectorCount\n  connectors\n}"): typeof import('./graphql').RubricFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
