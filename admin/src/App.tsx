import { Admin, CustomRoutes, Resource, Login, Menu, Layout, usePermissions, type LayoutProps } from "react-admin";
import { useI18nextProvider } from "ra-i18n-i18next";
import { useState } from "react";
import { BrowserRouter, Route } from "react-router-dom";
import { authProvider, type Permissions } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { uiLang } from "./providers/graphqlClient";
import { Dashboard } from "./Dashboard";
import { consoleI18nOptions, consoleLocales } from "./i18n/provider";
import { Preview } from "./Preview";
import { blocks } from "./resources/blocks";
import { ContactInfoEdit } from "./resources/contactInfo";
import { exams } from "./resources/exams";
import { grading } from "./resources/grading";
import { learners } from "./resources/learners";
import { LtiPlatformsPage } from "./resources/ltiPlatforms";
import { webhooks } from "./resources/webhooks";
import { jobQueues } from "./resources/jobQueues";
import { levels } from "./resources/levels";
import { placementItems } from "./resources/placementItems";
import { rubrics } from "./resources/rubrics";
import { subQuestions } from "./resources/subQuestions";
import { users } from "./resources/users";

function AppMenu() {
  const { permissions } = usePermissions<Permissions>();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions === "admin" && <Menu.Item to="/contact_info" primaryText="resources.contact_info.name" />}
      {permissions === "admin" && <Menu.Item to="/lti_platforms" primaryText="app.lti.title" />}
    </Menu>
  );
}
const AppLayout = ({ children }: LayoutProps) => <Layout menu={AppMenu}>{children}</Layout>;

export function App() {
  const [options] = useState(() => consoleI18nOptions(uiLang()));
  const i18nProvider = useI18nextProvider({ options, availableLocales: consoleLocales });
  if (!i18nProvider) return null;
  // Real paths under /admin (the server falls back to index.html), so problem links like /sub_questions/12 work.
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="app.title"
        disableTelemetry
        requireAuth
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        loginPage={Login}
        layout={AppLayout}
      >
        {(permissions: Permissions) =>
          // a teacher (not an admin) grades and grants learners extended time, and sees nothing else
          permissions === "admin" ? (
            <>
              <Resource name="exams" {...exams} />
              <Resource name="question_blocks" {...blocks} />
              <Resource name="sub_questions" {...subQuestions} />
              <Resource name="levels" {...levels} />
              <Resource name="placement_items" {...placementItems} />
              <Resource name="rubrics" {...rubrics} />
              <Resource name="grading" {...grading} />
              <Resource name="users" {...users} />
              <Resource name="attempts" />
              <Resource name="webhooks" {...webhooks} />
              <Resource name="job_queues" {...jobQueues} />
              <CustomRoutes>
                <Route path="/contact_info" element={<ContactInfoEdit />} />
                <Route path="/lti_platforms" element={<LtiPlatformsPage />} />
                <Route path="/preview/:examId/:page" element={<Preview />} />
              </CustomRoutes>
            </>
          ) : (
            <>
              <Resource name="grading" {...grading} />
              <Resource name="learners" {...learners} />
            </>
          )
        }
      </Admin>
    </BrowserRouter>
  );
}
