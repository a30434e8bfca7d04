import { describe, expect, it } from "vitest";
import { platformInput } from "./ltiPlatformsApi";

describe("platformInput", () => {
  it("takes deployment ids one per line or comma-separated, blanks dropped", () => {
    expect(platformInput({ name: "Moodle", deploymentIds: "1\n 2 ,3\n\n" })).toEqual({
      name: "Moodle",
      issuer: "",
      clientId: "",
      deploymentIds: ["1", "2", "3"],
      authLoginUrl: "",
      accessTokenUrl: "",
      jwksUrl: "",
    });
  });
});
