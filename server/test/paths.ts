import path from "node:path";

/** The small content folder the tests seed from. */
export const FIXTURE_CONTENT = path.join(__dirname, "fixtures", "content");
