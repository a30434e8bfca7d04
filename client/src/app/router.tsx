import { lazy } from "react";
import { Outlet, Route, Routes, useParams } from "react-router-dom";
import { Layout } from "../modules/layout/Layout";
import { NotFoundPage } from "../pages/not-found/NotFoundPage";
import { isLang } from "./lang";

/** Each page is its own chunk. */
const Home = lazy(() => import("../pages/home/HomePage").then((m) => ({ default: m.HomePage })));
const GoetheTests = lazy(() => import("../pages/levels/LevelListPage").then((m) => ({ default: m.GoetheTestsPage })));
const TelcTests = lazy(() => import("../pages/levels/LevelListPage").then((m) => ({ default: m.TelcTestsPage })));
const GoetheLevel = lazy(() => import("../pages/level/LevelPage").then((m) => ({ default: m.GoetheLevelPage })));
const TelcLevel = lazy(() => import("../pages/level/LevelPage").then((m) => ({ default: m.TelcLevelPage })));
const Exam = lazy(() => import("../pages/exam/ExamPage").then((m) => ({ default: m.ExamPage })));
const Result = lazy(() => import("../pages/result/ResultPage").then((m) => ({ default: m.ResultPage })));
const NoResult = lazy(() => import("../pages/noresult/NoResultPage").then((m) => ({ default: m.NoResultPage })));
const GoetheReport = lazy(() => import("../pages/report/ReportPage").then((m) => ({ default: m.GoetheReportPage })));
const TelcReport = lazy(() => import("../pages/report/ReportPage").then((m) => ({ default: m.TelcReportPage })));
const GoetheProgress = lazy(() => import("../pages/progress/ProgressPage").then((m) => ({ default: m.GoetheProgressPage })));
const TelcProgress = lazy(() => import("../pages/progress/ProgressPage").then((m) => ({ default: m.TelcProgressPage })));
const MyResult = lazy(() => import("../pages/my-result/MyResultPage").then((m) => ({ default: m.MyResultPage })));
const Login = lazy(() => import("../pages/login/LoginPage").then((m) => ({ default: m.LoginPage })));
const GoogleCallback = lazy(() =>
  import("../pages/google-callback/GoogleCallbackPage").then((m) => ({ default: m.GoogleCallbackPage })),
);
const Register = lazy(() => import("../pages/register/RegisterPage").then((m) => ({ default: m.RegisterPage })));
const ForgetPassword = lazy(() =>
  import("../pages/forget-password/ForgetPasswordPage").then((m) => ({ default: m.ForgetPasswordPage })),
);
const ResetPassword = lazy(() =>
  import("../pages/reset-password/ResetPasswordPage").then((m) => ({ default: m.ResetPasswordPage })),
);
const Profile = lazy(() => import("../pages/profile/ProfilePage").then((m) => ({ default: m.ProfilePage })));
const PlacementTest = lazy(() =>
  import("../pages/placement-test/PlacementTestPage").then((m) => ({ default: m.PlacementTestPage })),
);
const PlacementQuestions = lazy(() =>
  import("../pages/placement-questions/PlacementQuestionsPage").then((m) => ({ default: m.PlacementQuestionsPage })),
);
const PlacementResult = lazy(() =>
  import("../pages/placement-result/PlacementResultPage").then((m) => ({ default: m.PlacementResultPage })),
);

const PracticeHub = lazy(() => import("../pages/practice/PracticeHubPage").then((m) => ({ default: m.PracticeHubPage })));
const Drill = lazy(() => import("../pages/practice/DrillPage").then((m) => ({ default: m.DrillPage })));
const Mistakes = lazy(() => import("../pages/practice/MistakesPage").then((m) => ({ default: m.MistakesPage })));
const Words = lazy(() => import("../pages/practice/WordsPage").then((m) => ({ default: m.WordsPage })));

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
