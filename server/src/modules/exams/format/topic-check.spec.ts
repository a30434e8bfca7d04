import type { ExamFile } from "./content.schema";
import { checkTopics, topicKey } from "./topic-check";

const exam = (file: string, level: string, topics?: string[]) => ({
  key: file,
  file,
  data: { family: "goethe", level, published: true, topics } as unknown as ExamFile,
});

describe("topics inside a level", () => {
  it("treats case, spaces and hyphens as the same topic", () => {
    expect(topicKey(" Wohnungs-Suche ")).toBe(topicKey("wohnungssuche"));
  });

  it("names both files when two mocks of a level share a topic", () => {
    const { problems } = checkTopics([exam("b1-1.yaml", "B1", ["Umzug", "Ehrenamt"]), exam("b1-2.yaml", "B1", ["ehrenamt"])]);
    expect(problems).toEqual(['b1-2.yaml: topic "ehrenamt" is already a topic of b1-1.yaml (goethe B1)']);
  });

  it("allows a topic again at another level", () => {
    expect(checkTopics([exam("a2.yaml", "A2", ["Umzug"]), exam("b1.yaml", "B1", ["Umzug"])]).problems).toEqual([]);
  });

  it("lists exams without topics, and counts them as problems once every exam must list them", () => {
    const exams = [exam("a1.yaml", "A1")];
    expect(checkTopics(exams)).toEqual({ problems: [], unlisted: ["a1.yaml"] });
    expect(checkTopics(exams, true).problems).toHaveLength(1);
  });
});
