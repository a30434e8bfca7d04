import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "../common/LocalLink";
import { AssignmentList } from "./AssignmentCard";
import { MyAssignmentsQuery } from "./documents";
import { byUrgency, dueState } from "./due";
import "./courses.css";

/** The home page of a learner in a course starts with their assignments: open work first, due dates in their zone. */
export function HomeAssignments() {
  const { t } = useTranslation("courses");
  const { data } = useQuery(MyAssignmentsQuery, { fetchPolicy: "cache-and-network" });
  const open = byUrgency(data?.myAssignments ?? []).filter((a) => {
    const state = dueState(a);
    return state !== "done" && state !== "doneLate";
  });
  if (!open.length) return null;
  return (
    <section className="home-assignments card" aria-labelledby="home-assignments-title" data-testid="home-assignments">
      <h2 id="home-assignments-title">{t("home.title")}</h2>
      <AssignmentList assignments={open} />
      <LocalLink to="/courses">{t("home.allCourses")}</LocalLink>
    </section>
  );
}
