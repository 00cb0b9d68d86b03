import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, setTestLanguage } from "../../test/render";
import { i18n } from "../i18n";
import { type UrlFilters, urlParam } from "./url-params";
import { type Page, type PageQuery, usePagedQuery } from "./use-paged-query";

interface Filters {
  keyword?: string;
  status?: 1 | 2;
}
const FILTERS: UrlFilters<Filters> = { keyword: urlParam.text(), status: urlParam.oneOf([1, 2] as const) };

/** The fake server: records each call with the language it was made in. */
const fetchThings = vi.fn<(query: PageQuery<Filters>) => Promise<Page<string>>>();
const calls = () => fetchThings.mock.calls.map(([query]) => query);
let languages: string[] = [];

function Things() {
  const list = usePagedQuery({
    filters: FILTERS,
    pageSize: 10,
    pageSizes: [10, 20],
    queryOptions: (query, language) => ({
      queryKey: ["things", query, language],
      queryFn: () => {
        languages.push(i18n.language);
        return fetchThings(query);
      },
    }),
  });
  return (
    <>
      <ul>
        {list.query.data?.list.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <output data-testid="placeholder">{String(list.query.isPlaceholderData)}</output>
      <button type="button" onClick={() => list.search({ ...list.filters, keyword: "bravo" })}>
        search
      </button>
      <button type="button" onClick={() => list.changePage(3)}>
        page 3
      </button>
      <button type="button" onClick={() => list.changePage(list.page, 20)}>
        20 a page
      </button>
      <button type="button" onClick={list.clearFilters}>
        clear
      </button>
    </>
  );
}

const location = () => screen.getByTestId("location").textContent;
const rows = () => screen.queryAllByRole("listitem").map((item) => item.textContent);

describe("usePagedQuery", () => {
  beforeEach(async () => {
    fetchThings.mockReset();
    fetchThings.mockImplementation(async ({ page }) => ({ list: [`row of page ${page}`], total: 45 }));
    languages = [];
    await setTestLanguage("en-US");
  });

  it("asks for the filters, page and size a shared link names", async () => {
    renderPage(<Things />, { route: "/things?keyword=alpha&status=2&page=3&size=20" });
    expect(await screen.findByText("row of page 3")).toBeDefined();
    expect(calls()).toEqual([{ keyword: "alpha", status: 2, page: 3, size: 20 }]);
  });

  it("uses the defaults for what a link gets wrong, and leaves parameters it does not own alone", async () => {
    renderPage(<Things />, { route: "/things?status=9&page=0&size=37&tab=info" });
    await screen.findByText("row of page 1");
    expect(calls()).toEqual([{ page: 1, size: 10 }]);
    fireEvent.click(screen.getByRole("button", { name: "page 3" }));
    // the next address drops what could not be read
    await waitFor(() => expect(location()).toBe("/things?page=3&tab=info"));
    expect(calls().at(-1)).toEqual({ page: 3, size: 10 });
  });

  it("writes the page, then the search, into the address, leaving the defaults out", async () => {
    renderPage(<Things />, { route: "/things" });
    await screen.findByText("row of page 1");
    expect(location()).toBe("/things");
    fireEvent.click(screen.getByRole("button", { name: "page 3" }));
    await waitFor(() => expect(location()).toBe("/things?page=3"));
    // a new search starts again from page 1
    fireEvent.click(screen.getByRole("button", { name: "search" }));
    await waitFor(() => expect(location()).toBe("/things?keyword=bravo"));
    expect(calls().at(-1)).toEqual({ keyword: "bravo", page: 1, size: 10 });
    fireEvent.click(screen.getByRole("button", { name: "clear" }));
    await waitFor(() => expect(location()).toBe("/things"));
  });

  it("starts again from page 1 when the page size changes", async () => {
    renderPage(<Things />, { route: "/things?keyword=alpha&page=3" });
    await screen.findByText("row of page 3");
    fireEvent.click(screen.getByRole("button", { name: "20 a page" }));
    await waitFor(() => expect(location()).toBe("/things?keyword=alpha&size=20"));
    expect(calls().at(-1)).toEqual({ keyword: "alpha", page: 1, size: 20 });
  });

  it("keeps the previous page on screen while the next one loads", async () => {
    let answer: (page: Page<string>) => void = () => {};
    renderPage(<Things />, { route: "/things" });
    await screen.findByText("row of page 1");
    fetchThings.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole("button", { name: "page 3" }));
    await waitFor(() => expect(screen.getByTestId("placeholder").textContent).toBe("true"));
    expect(rows()).toEqual(["row of page 1"]);
    act(() => answer({ list: ["row of page 3"], total: 45 }));
    await waitFor(() => expect(rows()).toEqual(["row of page 3"]));
  });

  it("moves to the last page with rows when the page asked for has none", async () => {
    fetchThings.mockImplementation(async ({ page }) =>
      page > 2 ? { list: [], total: 12 } : { list: [`row of page ${page}`], total: 12 },
    );
    renderPage(<Things />, { route: "/things?page=5" });
    expect(await screen.findByText("row of page 2")).toBeDefined();
    expect(location()).toBe("/things?page=2");
    expect(calls().map((query) => query.page)).toEqual([5, 2]);
  });

  it("asks again in the new language when the reader switches", async () => {
    renderPage(<Things />, { route: "/things?page=3" });
    await screen.findByText("row of page 3");
    expect(languages).toEqual(["en-US"]);
    await act(() => setTestLanguage("zh-CN"));
    await waitFor(() => expect(languages).toEqual(["en-US", "zh-CN"]));
    // the same page, now in the other language
    expect(calls()).toEqual([
      { page: 3, size: 10 },
      { page: 3, size: 10 },
    ]);
  });
});
