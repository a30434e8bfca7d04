import i18next from "i18next";
import { lazy, type ComponentType } from "react";
import { Outlet, Route, Routes, useParams } from "react-router-dom";
import { Layout } from "../modules/layout/Layout";
import { NotFoundPage } from "../pages/not-found/NotFoundPage";
import { isLang } from "./lang";

type Namespace = "account" | "courses" | "placement" | "player" | "practice" | "print" | "speaking" | "writing";

/**
 * Each page is its own chunk, loaded together with the text namespaces it shows: the page appears once both are
 * there, so no raw key flashes (a component still waits for `ready` after a change of language).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, namespaces: Namespace[] = []) {
  return lazy(() => Promise.all([load(), i18next.loadNamespaces(namespaces)]).then(([m]) => ({ default: m[name] })));
}

const Home = page(() => import("../pages/home/HomePage"), "HomePage");
const GoetheTests = page(() => import("../pages/levels/LevelListPage"), "GoetheTestsPage");
const TelcTests = page(() => import("../pages/levels/LevelListPage"), "TelcTestsPage");
const GoetheLevel = page(() => import("../pages/level/LevelPage"), "GoetheLevelPage", ["practice"]);
const TelcLevel = page(() => import("../pages/level/LevelPage"), "TelcLevelPage", ["practice"]);
const Exam = page(() => import("../pages/exam/ExamPage"), "ExamPage", ["player", "writing", "speaking"]);
const Print = page(() => import("../pages/print/PrintPage"), "PrintPage", ["print"]);
const Result = page(() => import("../pages/result/ResultPage"), "ResultPage", ["writing", "practice"]);
const NoResult = page(() => import("../pages/noresult/NoResultPage"), "NoResultPage");
const GoetheReport = page(() => import("../pages/report/ReportPage"), "GoetheReportPage", ["player", "writing", "speaking"]);
const TelcReport = page(() => import("../pages/report/ReportPage"), "TelcReportPage", ["player", "writing", "speaking"]);
const GoetheProgress = page(() => import("../pages/progress/ProgressPage"), "GoetheProgressPage", ["writing", "practice"]);
const TelcProgress = page(() => import("../pages/progress/ProgressPage"), "TelcProgressPage", ["writing", "practice"]);
const MyResult = page(() => import("../pages/my-result/MyResultPage"), "MyResultPage", ["writing"]);
const Login = page(() => import("../pages/login/LoginPage"), "LoginPage");
const GoogleCallback = page(() => import("../pages/google-callback/GoogleCallbackPage"), "GoogleCallbackPage");
const LtiSignIn = page(() => import("../pages/lti-signin/LtiSignInPage"), "LtiSignInPage");
const LtiLink = page(() => import("../pages/lti-link/LtiLinkPage"), "LtiLinkPage", ["courses"]);
const Register = page(() => import("../pages/register/RegisterPage"), "RegisterPage");
const ForgetPassword = page(() => import("../pages/forget-password/ForgetPasswordPage"), "ForgetPasswordPage");
const ResetPassword = page(() => import("../pages/reset-password/ResetPasswordPage"), "ResetPasswordPage");
const Profile = page(() => import("../pages/profile/ProfilePage"), "ProfilePage", ["account", "courses"]);
const PlacementTest = page(() => import("../pages/placement-test/PlacementTestPage"), "PlacementTestPage", ["placement"]);
const PlacementQuestions = page(() => import("../pages/placement-questions/PlacementQuestionsPage"), "PlacementQuestionsPage", [
  "placement",
]);
const PlacementResult = page(() => import("../pages/placement-result/PlacementResultPage"), "PlacementResultPage", ["placement"]);

const PracticeHub = page(() => import("../pages/practice/PracticeHubPage"), "PracticeHubPage", ["practice"]);
const Drill = page(() => import("../pages/practice/DrillPage"), "DrillPage", ["practice", "player", "writing"]);
const Mistakes = page(() => import("../pages/practice/MistakesPage"), "MistakesPage", ["practice", "player", "writing"]);
const Words = page(() => import("../pages/practice/WordsPage"), "WordsPage", ["practice"]);

// Courses (issue 30): one domain folder, its pages lazy like the others.
const MyCourses = page(() => import("../modules/courses/MyCoursesPage"), "MyCoursesPage", ["courses"]);
const Course = page(() => import("../modules/courses/CoursePage"), "CoursePage", ["courses"]);
const Assign = page(() => import("../modules/courses/AssignPage"), "AssignPage", ["courses"]);
const ClassView = page(() => import("../modules/courses/ClassViewPage"), "ClassViewPage", ["courses"]);
const CourseGrading = page(() => import("../modules/courses/CourseGradingPage"), "CourseGradingPage", ["courses"]);
const Join = page(() => import("../modules/courses/JoinPage"), "JoinPage", ["courses"]);

/** The pages of the spec (§2); mounted at the root and under a /:lang prefix. */
function pages(prefix: string) {
  return [
    <Route key={`${prefix}index`} index element={<Home />} />,
    <Route key={`${prefix}home`} path="home" element={<Home />} />,
    <Route key={`${prefix}goethe-tests`} path="goethe-tests" element={<GoetheTests />} />,
    <Route key={`${prefix}goethe-tests/:slug`} path="goethe-tests/:slug" element={<GoetheLevel />} />,
    <Route key={`${prefix}telc-tests`} path="telc-tests" element={<TelcTests />} />,
    <Route key={`${prefix}telc-tests/:slug`} path="telc-tests/:slug" element={<TelcLevel />} />,
    <Route key={`${prefix}exam/:id`} path="exam/:id" element={<Exam />} />,
    <Route key={`${prefix}exam/:id/print`} path="exam/:id/print" element={<Print />} />,
    <Route key={`${prefix}result`} path="result" element={<Result />} />,
    <Route key={`${prefix}noresult`} path="noresult" element={<NoResult />} />,
    <Route key={`${prefix}goethe-report/:id`} path="goethe-report/:id" element={<GoetheReport />} />,
    <Route key={`${prefix}telc-report/:id`} path="telc-report/:id" element={<TelcReport />} />,
    <Route key={`${prefix}goethe-user-exam`} path="goethe-user-exam" element={<GoetheProgress />} />,
    <Route key={`${prefix}telc-user-exam`} path="telc-user-exam" element={<TelcProgress />} />,
    <Route key={`${prefix}my-result/:userId?/:examId?`} path="my-result/:userId?/:examId?" element={<MyResult />} />,
    <Route key={`${prefix}my-answer/:examId?`} path="my-answer/:examId?" element={<MyResult />} />,
    <Route key={`${prefix}login`} path="login" element={<Login />} />,
    <Route key={`${prefix}google/callback`} path="google/callback" element={<GoogleCallback />} />,
    <Route key={`${prefix}lti/signin`} path="lti/signin" element={<LtiSignIn />} />,
    <Route key={`${prefix}lti/link`} path="lti/link" element={<LtiLink />} />,
    <Route key={`${prefix}register`} path="register" element={<Register />} />,
    <Route key={`${prefix}forgetpassword`} path="forgetpassword" element={<ForgetPassword />} />,
    <Route key={`${prefix}reset-password`} path="reset-password" element={<ResetPassword />} />,
    <Route key={`${prefix}profile`} path="profile" element={<Profile />} />,
    <Route key={`${prefix}placement-test`} path="placement-test" element={<PlacementTest />} />,
    <Route key={`${prefix}placement-questions`} path="placement-questions" element={<PlacementQuestions />} />,
    <Route key={`${prefix}placement-result`} path="placement-result" element={<PlacementResult />} />,
    <Route key={`${prefix}practice/mistakes`} path="practice/mistakes" element={<Mistakes />} />,
    <Route key={`${prefix}practice/words`} path="practice/words" element={<Words />} />,
    <Route key={`${prefix}practice/drill/:setId`} path="practice/drill/:setId" element={<Drill />} />,
    <Route key={`${prefix}practice/:family/:cefr`} path="practice/:family/:cefr" element={<PracticeHub />} />,
    <Route key={`${prefix}courses`} path="courses" element={<MyCourses />} />,
    <Route key={`${prefix}courses/:id`} path="courses/:id" element={<Course />} />,
    <Route key={`${prefix}courses/:id/assign`} path="courses/:id/assign" element={<Assign />} />,
    <Route key={`${prefix}courses/:id/class`} path="courses/:id/class" element={<ClassView />} />,
    <Route key={`${prefix}courses/:id/grading`} path="courses/:id/grading" element={<CourseGrading />} />,
    <Route key={`${prefix}join/:code`} path="join/:code" element={<Join />} />,
    <Route key={`${prefix}*`} path="*" element={<NotFoundPage />} />,
  ];
}

/** A /:lang prefix must be one of the five languages; anything else is a missing page. */
function LangGuard() {
  const { lang } = useParams();
  return isLang(lang) ? <Outlet /> : <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        {pages("")}
        <Route path=":lang" element={<LangGuard />}>
          {pages(":lang/")}
        </Route>
      </Route>
    </Routes>
  );
}
