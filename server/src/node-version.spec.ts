import { supportedNode } from "./node-version";

describe("the Node.js version the server starts on", () => {
  it("is 22.12 or newer", () => {
    expect(["22.12.0", "22.23.3", "23.0.0", "24.1.0"].filter(supportedNode)).toHaveLength(4);
    expect(["20.20.2", "22.11.9", "18.19.0"].filter(supportedNode)).toEqual([]);
  });
});
