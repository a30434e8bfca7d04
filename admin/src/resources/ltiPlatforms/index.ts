export { LtiPlatformsPage } from "./LtiPlatformsPage";
