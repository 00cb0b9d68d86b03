import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type UrlFilters, urlParam } from "../../lib/list/url-params";
import { type Page, type PageQuery, usePagedQuery } from "../../lib/list/use-paged-query";
import { must } from "../../test/must";
import { renderPage, setTestLanguage } from "../../test/render";
import { dateColumn, type EmptyContent, ListPage, ListTable, textColumn } from ".";

interface Row {
  id: number;
  company: string;
  company2: string;
  city: string;
  created: string;
}
interface Filters {
  keyword?: string;
}
const FILTERS: UrlFilters<Filters> = { keyword: urlParam.text() };

const rowOf = (id: number): Row => ({
  id,
  company: `COMPANY ${id} INTERNATIONAL FREIGHT FORWARDING CO., LTD.`,
  company2: `branch ${id}`,
  city: "HANGZHOU",
  created: "2026-03-02T09:30:00",
});
const fetchRows = vi.fn<(query: PageQuery<Filters>) => Promise<Page<Row>>>();

function Rows({ empty }: { empty?: EmptyContent }) {
  const list = usePagedQuery({
    filters: FILTERS,
    pageSize: 10,
    pageSizes: [10, 20, 50],
    queryOptions: (query, language) => ({ queryKey: ["rows", query, language], queryFn: () => fetchRows(query) }),
  });
  return (
    <ListPage
      title="Companies"
      list={list}
      quickJumper
      empty={empty}
      filters={
        <button type="button" onClick={() => list.search({ keyword: "nobody" })}>
          find nobody
        </button>
      }
    >
      {(rows) => (
        <ListTable<Row>
          rowKey="id"
          rows={rows}
          columns={[
            textColumn({ key: "company", title: "Company", width: 160, value: (r) => r.company, secondary: (r) => r.company2 }),
            textColumn({ key: "city", title: "City", width: 100, value: (r) => r.city }),
            dateColumn({ key: "created", title: "Created", withTime: true, value: (r) => r.created }),
          ]}
        />
      )}
    </ListPage>
  );
}

const pageOf = (rows: Row[], total = rows.length): Page<Row> => ({ list: rows, total });
const location = () => screen.getByTestId("location").textContent;
/** What an empty state says (its picture's title aside). */
const emptyText = (empty: HTMLElement) =>
  [".ant-empty-description", ".ant-empty-footer"].map((part) => empty.querySelector(part)?.textContent ?? "").join("|");
const shownCompanies = () =>
  [...document.querySelectorAll(".ant-table-tbody tr.ant-table-row")].map((tr) => tr.children[0]?.textContent);

describe("list page shell", () => {
  beforeEach(async () => {
    fetchRows.mockReset();
    fetchRows.mockImplementation(async ({ page }) => pageOf([rowOf(page * 100 + 1), rowOf(page * 100 + 2)], 45));
    await setTestLanguage("en-US");
  });

  it("shows the shape of a list on the first load, then the rows, the total and the pagination", async () => {
    let answer: (page: Page<Row>) => void = () => {};
    fetchRows.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage(<Rows />, { route: "/rows" });
    expect(screen.getByRole("status", { name: "Loading the list…" }).getAttribute("aria-busy")).toBe("true");
    act(() => answer(pageOf([rowOf(1)], 45)));
    await waitFor(() => expect(shownCompanies()).toEqual([`${rowOf(1).company}branch 1`]));
    expect(screen.queryByRole("status", { name: "Loading the list…" })).toBeNull();
    expect(document.querySelector(".ant-pagination-total-text")?.textContent).toBe("45 in total");
    expect(document.querySelector(".ant-pagination-options-quick-jumper")).not.toBeNull();
  });

  it("says the list is empty, with the page's hint and action", async () => {
    fetchRows.mockResolvedValue(pageOf([]));
    const add = vi.fn();
    const action = (
      <button type="button" onClick={add}>
        Add the first company
      </button>
    );
    renderPage(<Rows empty={{ description: "No companies yet", hint: "Add one, or import many", action }} />, { route: "/rows" });
    const empty = must((await screen.findByText("No companies yet")).closest<HTMLElement>(".ant-empty"));
    expect(emptyText(empty)).toBe("No companies yetAdd one, or import many|Add the first company");
    fireEvent.click(within(empty).getByRole("button", { name: "Add the first company" }));
    expect(add).toHaveBeenCalledOnce();
    // nothing to page through
    expect(document.querySelector(".ant-pagination")).toBeNull();
  });

  it("says in Chinese when a list has no data and the page says nothing of its own", async () => {
    await setTestLanguage("zh-CN");
    fetchRows.mockResolvedValue(pageOf([]));
    renderPage(<Rows />, { route: "/rows" });
    expect(emptyText(must((await screen.findByText("暂无数据")).closest<HTMLElement>(".ant-empty")))).toBe("暂无数据|");
  });

  it("tells a search that found nothing from an empty list, and clears the filters", async () => {
    fetchRows.mockImplementation(async ({ keyword }) => (keyword ? pageOf([]) : pageOf([rowOf(1)])));
    renderPage(<Rows />, { route: "/rows?keyword=nobody&page=1" });
    const empty = must((await screen.findByText("Nothing matches these filters")).closest<HTMLElement>(".ant-empty"));
    expect(emptyText(empty)).toBe("Nothing matches these filtersTry other filters, or clear them|Clear filters");
    fireEvent.click(within(empty).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(location()).toBe("/rows"));
    await waitFor(() => expect(shownCompanies()).toHaveLength(1));
    expect(fetchRows.mock.calls.at(-1)?.[0]).toEqual({ page: 1, size: 10 });
  });

  it("shows the server's message when the list cannot be loaded, and asks again on retry", async () => {
    fetchRows.mockRejectedValueOnce(new Error("The database is not answering"));
    renderPage(<Rows />, { route: "/rows" });
    const result = must((await screen.findByText("The list could not be loaded")).closest<HTMLElement>(".list-error"));
    expect(within(result).getByText("The database is not answering").textContent).toBe("The database is not answering");
    fireEvent.click(within(result).getByRole("button", { name: /Retry/ }));
    await waitFor(() => expect(shownCompanies()).toHaveLength(2));
    expect(fetchRows).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("The list could not be loaded")).toBeNull();
  });

  it("says so in Chinese too", async () => {
    await setTestLanguage("zh-CN");
    fetchRows.mockRejectedValueOnce(new Error("数据库没有响应"));
    renderPage(<Rows />, { route: "/rows" });
    const result = must((await screen.findByText("列表加载失败")).closest<HTMLElement>(".list-error"));
    expect(result.querySelector(".list-error-message")?.textContent).toBe("数据库没有响应");
    fireEvent.click(within(result).getByRole("button", { name: /重\s*试/ }));
    await waitFor(() => expect(shownCompanies()).toHaveLength(2));
  });

  it("keeps the rows on screen, with the message, when refreshing them fails", async () => {
    const { queryClient } = renderPage(<Rows />, { route: "/rows" });
    await waitFor(() => expect(shownCompanies()).toHaveLength(2));
    fetchRows.mockRejectedValueOnce(new Error("The database is not answering"));
    await act(() => queryClient.refetchQueries().catch(() => {}));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The list could not be loaded");
    expect(alert.textContent).toContain("The database is not answering");
    expect(shownCompanies()).toHaveLength(2);
  });

  it("starts again from page 1 when the reader picks another page size", async () => {
    renderPage(<Rows />, { route: "/rows" });
    await waitFor(() => expect(shownCompanies()).toHaveLength(2));
    fireEvent.click(screen.getByTitle("3"));
    await waitFor(() => expect(location()).toBe("/rows?page=3"));
    fireEvent.mouseDown(within(must(document.querySelector<HTMLElement>(".ant-pagination-options"))).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("20 / page"));
    await waitFor(() => expect(location()).toBe("/rows?size=20"));
    expect(fetchRows.mock.calls.map(([query]) => query)).toEqual([
      { page: 1, size: 10 },
      { page: 3, size: 10 },
      { page: 1, size: 20 },
    ]);
  });

  it("cuts long text with an ellipsis, shows it whole in a tooltip, keeps dates on one line and the first column in view", async () => {
    renderPage(<Rows />, { route: "/rows" });
    await waitFor(() => expect(shownCompanies()).toHaveLength(2));
    const [company, city, created] = [
      ...must(document.querySelector(".ant-table-tbody tr.ant-table-row")).querySelectorAll<HTMLElement>("td"),
    ];
    expect(must(company).className).toMatch(/ant-table-cell-ellipsis/);
    expect(must(company).className).toMatch(/ant-table-cell-fix/);
    expect(must(city).className).toMatch(/ant-table-cell-ellipsis/);
    expect(must(created).style.whiteSpace).toBe("nowrap");
    expect(must(created).textContent).toBe("03/02/2026 09:30");
    // no native title doubling the tooltip
    expect(must(city).getAttribute("title")).toBeNull();
    fireEvent.mouseEnter(within(must(company)).getByText(rowOf(101).company));
    expect((await screen.findByRole("tooltip")).textContent).toBe(`${rowOf(101).company}branch 101`);
  });
});
