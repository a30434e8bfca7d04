import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "../common/LocalLink";
import { MyLtiPlatformAccountQuery } from "./ltiLink";

/** For an account a learning platform made: a quiet offer to connect it to the learner's existing account. */
export function LtiLinkNotice() {
  const link = useTranslation("courses").t;
  const platform = useQuery(MyLtiPlatformAccountQuery).data?.myLtiPlatformAccount;
  if (!platform) return null;
  return (
    <p className="alert alert-info lti-link-notice" data-testid="lti-link-notice">
      {link("ltiLink.notice", { platform: platform.platformName })}{" "}
      <LocalLink to="/lti/link" data-testid="lti-link-start">
        {link("ltiLink.noticeLink")}
      </LocalLink>
    </p>
  );
}
