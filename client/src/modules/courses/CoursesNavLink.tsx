import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CountNavLink, useRefetchOnEveryPage } from "../common/CountNavLink";
import { CoursesNavQuery } from "./documents";

/**
 * "Meine Kurse" in the header of a teacher or of a learner in a course (others reach a course by its join link); a
 * teacher sees how many answers of their courses await grading. Its own list item: nothing at all when not shown.
 */
export function CoursesNavLink() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(CoursesNavQuery, { fetchPolicy: "cache-and-network" });
  useRefetchOnEveryPage(refetch);
  const awaiting = data?.myCourses
    .filter((c) => c.myRole === "TEACHER" && !c.archived)
    .reduce((sum, c) => sum + c.awaitingGrading, 0);
  if (!data || (!data.me?.isTeacher && !data.me?.isAdmin && !data.myCourses.length)) return null;
  return (
    <li>
      <CountNavLink
        to="/courses"
        testId="nav-courses"
        label={t("nav.courses")}
        count={awaiting}
        countTestId="courses-awaiting"
        countLabel={(count) => t("nav.awaitingGrading", { count })}
      />
    </li>
  );
}
