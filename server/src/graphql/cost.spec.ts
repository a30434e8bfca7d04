import "reflect-metadata";
import { parse, type GraphQLSchema } from "graphql";
import { getSchema } from "../schema";
import { DEFAULT_LIST_SIZE, MUTATION_BASE_COST, operationCost } from "./cost";

const opts = { defaultListSize: DEFAULT_LIST_SIZE };

describe("operation cost (IBM GraphQL Cost Directive specification)", () => {
  let schema: GraphQLSchema;
  const cost = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
    operationCost({ schema, document: parse(query), variables, operationName }, opts);

  beforeAll(async () => {
    schema = await getSchema();
  });

  it("multiplies each list by its size: five levels a family, ten mocks a level, so a cycle multiplies at every turn", () => {
    expect(cost("{ levels(family: GOETHE) { id name } }")).toBe(5 * 1);
    // levels 5 × (1 + exams 10 × (1 + level (1 + exams 10 × 1)))
    expect(cost("{ levels(family: GOETHE) { exams { level { exams { id } } } } }")).toBe(5 * (1 + 10 * (1 + 1 + 10 * 1)));
    const turn = (n: number): string => (n === 0 ? "id" : `exams { level { ${turn(n - 1)} } }`);
    expect(cost(`{ levels(family: GOETHE) { ${turn(6)} } }`)).toBeGreaterThan(10 ** 6 * 5);
  });

  it("sizes a list by its slicing argument, a literal, a variable or the argument's default", () => {
    expect(cost("{ dueWords(limit: 3) { id } }")).toBe(3);
    expect(cost("query($n: Int!) { dueWords(limit: $n) { id } }", { n: 40 })).toBe(40);
    expect(cost("{ dueWords { id } }")).toBe(50);
  });

  it("sizes a page's items by the page's perPage (sizedFields), else the default page of 25", () => {
    expect(cost("{ adminLevels(filter: { perPage: 7 }) { total items { id } } }")).toBe(1 + 7);
    expect(
      cost("query($f: AdminListInput) { adminLevels(filter: $f) { items { id images { url } } } }", { f: { perPage: 500 } }),
    ).toBe(1 + 500 * (1 + 5));
    expect(cost("{ adminLevels { items { id } } }")).toBe(1 + 25);
  });

  it("reads sizes declared on inherited fields and on field resolvers", () => {
    // ReviewItem inherits its choices (16) from the sub-question fields; Attempt.pageStates is a field resolver (20).
    expect(cost("{ attempt(id: 1) { pageStates { number } review(page: 1) { block { items { choices { value } } } } } }")).toBe(
      1 + 20 * 1 + 1 + 1 + 25 * (1 + 16 * 1),
    );
  });

  it("counts a list without @listSize at the default size, scalars at 0 and a mutation from 10", () => {
    expect(cost("{ myPlacementRuns { id } }")).toBe(DEFAULT_LIST_SIZE);
    expect(cost("mutation { logout }")).toBe(MUTATION_BASE_COST);
    expect(cost("query A { me { id } } query B { levels(family: TELC) { id } }", undefined, "B")).toBe(5);
  });

  it("leaves out what @skip and @include leave out", () => {
    const q = "query($x: Boolean!) { levels(family: GOETHE) { id exams @include(if: $x) { id } } }";
    expect(cost(q, { x: false })).toBe(5);
    expect(cost(q, { x: true })).toBe(5 * (1 + 10));
    // Variables that are missing or do not coerce are execution's to refuse: priced as if included, never thrown.
    expect(cost(q, {})).toBe(5 * (1 + 10));
    expect(cost(q, { x: "yes" })).toBe(5 * (1 + 10));
    expect(cost("query($n: Int!) { dueWords(limit: $n) { id } }", { n: "many" })).toBe(50);
  });

  it("prices a fragment once however often it is spread (a doubling document costs its size to price)", () => {
    let doc = "fragment F0 on Level { id }\n";
    for (let k = 1; k <= 40; k++)
      doc += `fragment F${k} on Level { exams { level { ...F${k - 1} } } again: exams { level { ...F${k - 1} } } }\n`;
    const started = Date.now();
    const total = cost(`{ levels(family: GOETHE) { ...F40 } }\n${doc}`);
    expect(total).toBeGreaterThan(1e40);
    // 2^40 expansions would never finish; memoised it is 40 fragments' work.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
