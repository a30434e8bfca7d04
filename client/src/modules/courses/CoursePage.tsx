import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { NotFoundPage } from "../../pages/not-found/NotFoundPage";
import { LtiLinkNotice } from "../auth/LtiLinkNotice";
import { useAuth } from "../auth/useAuth";
import { errorCode } from "../common/errors";
import { ErrorState, Loading } from "../common/States";
import { usePageTitle } from "../common/usePageTitle";
import { CourseQuery } from "./documents";
import { LearnerCourse } from "./LearnerCourse";
import { TeacherCourse } from "./TeacherCourse";
import "./courses.css";

/** /courses/{id}: the course as its teacher runs it, or as its learner sees it (the server decides who may see it). */
export function CoursePage() {
  const { t } = useTranslation("courses");
  const { id = "" } = useParams();
  const { loggedIn } = useAuth();
  const { data, error, refetch } = useQuery(CourseQuery, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    skip: !loggedIn,
  });
  usePageTitle(data?.course?.name ?? t("my.title"));
  if (!loggedIn) return <NotFoundPage />;
  if (error && !data) {
    if (errorCode(error) === "NOT_FOUND") return <NotFoundPage />;
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (!data) return <Loading />;
  if (!data.course) return <NotFoundPage />;
  return (
    <>
      <LtiLinkNotice />
      {data.course.myRole === "TEACHER" ? (
        <TeacherCourse course={data.course} onChange={() => void refetch()} />
      ) : (
        <LearnerCourse course={data.course} />
      )}
    </>
  );
}
