// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { CoreAdminContext, testDataProvider, type DataProvider, type GetListParams, type Identifier } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { useOrderedChildren } from "./useOrderedChildren";

/** The parts of exam 5 as the server keeps them, in their order; reorder rewrites the order. */
function fakeServer() {
  let order = [
    { id: "11", examId: "5", position: 1, title: "Hören, Teil 1" },
    { id: "12", examId: "5", position: 2, title: "Lesen, Teil 1" },
  ];
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: order, total: order.length }));
  const reorder = vi.fn(async (_resource: string, _parentId: Identifier, ids: Identifier[]) => {
    order = ids.map((id, i) => ({ ...order.find((b) => b.id === id)!, position: i + 1 }));
  });
  // react-admin types getList generically over the record; these fakes answer parts only
  const dataProvider = { ...testDataProvider(), getList: getList as DataProvider["getList"], reorder };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>
  );
  return { getList, reorder, wrapper };
}

describe("useOrderedChildren", () => {
  it("lists the parent's children by position, all on one page", async () => {
    const { getList, wrapper } = fakeServer();
    const { result } = renderHook(() => useOrderedChildren("question_blocks", "examId", 5), { wrapper });
    await waitFor(() => expect(result.current.items.map((b) => b.title)).toEqual(["Hören, Teil 1", "Lesen, Teil 1"]));
    expect(getList).toHaveBeenCalledWith(
      "question_blocks",
      expect.objectContaining({
        filter: { examId: "5" },
        sort: { field: "position", order: "ASC" },
        pagination: { page: 1, perPage: 500 },
      }),
    );
  });

  it("saves a new order under the parent and then shows it as the server has it", async () => {
    const { reorder, wrapper } = fakeServer();
    const { result } = renderHook(() => useOrderedChildren("question_blocks", "examId", 5), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    await act(() => result.current.reorder(["12", "11"]));
    expect(reorder).toHaveBeenCalledWith("question_blocks", 5, ["12", "11"]);
    await waitFor(() => expect(result.current.items.map((b) => b.title)).toEqual(["Lesen, Teil 1", "Hören, Teil 1"]));
  });

  it("asks for nothing before the parent is known", async () => {
    const { getList, wrapper } = fakeServer();
    const { result } = renderHook(() => useOrderedChildren("sub_questions", "blockId", undefined), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.items).toEqual([]);
    expect(getList).not.toHaveBeenCalled();
  });
});
