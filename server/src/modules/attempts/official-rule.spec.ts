import { officialResult } from "./official-rule";

const goetheB1 = { passRule: "per_skill" as const, passPercent: 60, family: "goethe" as const, cefr: "B1" as const };
const goetheA2 = { passRule: "total" as const, passPercent: 60, family: "goethe" as const, cefr: "A2" as const };
const telc = (cefr: "B1" | "C1") => ({ passRule: "written" as const, passPercent: 60, family: "telc" as const, cefr });

describe("the official rule of each exam", () => {
  it("Goethe modular: a verdict per module on its 100 points; pending over all while a module awaits a grade", () => {
    const r = officialResult(goetheB1, { reading: 36.7, listening: 80, writing: null, speaking: null });
    expect(r.parts.map((p) => [p.key, p.points, p.status])).toEqual([
      ["reading", 36.7, "failed"],
      ["listening", 80, "passed"],
      ["writing", null, "pending"],
      ["speaking", null, "pending"],
    ]);
    expect(r.verdict).toBe("pending");
    expect(officialResult(goetheB1, { reading: 36.7, listening: 80, writing: 75, speaking: 60 }).verdict).toBe("failed");
    expect(officialResult(goetheB1, { reading: 60, listening: 80, writing: 75, speaking: 60 }).verdict).toBe("passed");
  });

  it("Goethe modular: a module not sat is not taken, and the verdict stands on the modules taken", () => {
    const r = officialResult(goetheB1, { reading: 70, listening: 65, writing: "not_taken", speaking: "not_taken" });
    expect(r.parts.map((p) => [p.key, p.status])).toEqual([
      ["reading", "passed"],
      ["listening", "passed"],
      ["writing", "not_taken"],
      ["speaking", "not_taken"],
    ]);
    expect(r.verdict).toBe("passed");
    expect(officialResult(goetheB1, { reading: "not_taken" }).verdict).toBe("failed");
  });

  it("Goethe A1/A2: the modules weigh alike on 100 points, pending while one awaits a grade", () => {
    expect(officialResult(goetheA2, { reading: 80, listening: 40, writing: null, speaking: 90 })).toEqual({
      verdict: "pending",
      parts: [{ key: "total", points: null, maxPoints: 100, passPoints: 60, status: "pending" }],
    });
    expect(officialResult(goetheA2, { reading: 80, listening: 40, writing: 50, speaking: 90 }).parts[0]).toMatchObject({
      points: 65,
      status: "passed",
    });
  });

  it("telc B1: the written part weighs Lesen 105, Hören 75, Schreiben 45 of 225 (pass 135), the oral part 75 (pass 45)", () => {
    const r = officialResult(telc("B1"), { reading: 100, listening: 80, writing: 40, speaking: 60 });
    expect(r.parts).toEqual([
      { key: "written", points: 183, maxPoints: 225, passPoints: 135, status: "passed" },
      { key: "oral", points: 45, maxPoints: 75, passPoints: 45, status: "passed" },
    ]);
    expect(r.verdict).toBe("passed");
    // the oral part fails on its own although the written part has points to spare
    expect(officialResult(telc("B1"), { reading: 100, listening: 100, writing: 100, speaking: 50 }).verdict).toBe("failed");
    // Schreiben awaiting its grade: the written part is open, and so is the verdict, whatever the oral part
    const open = officialResult(telc("B1"), { reading: 100, listening: 100, writing: null, speaking: 10 });
    expect(open.parts.map((p) => p.status)).toEqual(["pending", "failed"]);
    expect(open.verdict).toBe("pending");
  });

  it("telc C1: its own weights (Lesen 70, Hören 48, Schreiben 48 of 166; Sprechen 48)", () => {
    const r = officialResult(telc("C1"), { reading: 50, listening: 50, writing: 50, speaking: 50 });
    expect(r.parts.map((p) => [p.key, p.points, p.maxPoints, p.passPoints])).toEqual([
      ["written", 83, 166, 99.6],
      ["oral", 24, 48, 28.8],
    ]);
  });
});
