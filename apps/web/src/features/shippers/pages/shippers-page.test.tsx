import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import type { Shipper } from "../api/list-shippers";
import ShippersPage from "./shippers-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const BLUE_OCEAN: Shipper = {
  id: 2,
  company1: "SHANGHAI BLUE OCEAN LOGISTICS CO., LTD.",
  company2: "上海蓝海国际物流有限公司",
  logo_thumb: "",
  linkman: "WANG FANG",
  phone: "+8657487000000",
  username: "forwarder@haiyun.demo",
  address1: "NO. 100 HUANGPU ROAD",
  address2: "",
  profile: "A NVOCC SERVING THE TRANS-PACIFIC AND ASIA-EUROPE TRADES.",
  businesses_name: "整箱, 拼箱",
  routes_name: "美西, 北欧",
  ports_name: "上海, 宁波",
  businesses: [1, 2],
  routes: [1, 2],
  ports: [1, 2],
};
const reference = (names: string[]) => ({ list: names.map((name, i) => ({ id: i + 1, code: name, name })), total: names.length });

function renderShippers(routes: ApiRoutes = {}, route = "/shippers") {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /shipper": { list: [BLUE_OCEAN], total: 11 },
    "GET /shipper/2": { ...BLUE_OCEAN, profile: "FULL PROFILE FROM THE DETAIL CALL." },
    "GET /business": reference(["整箱", "拼箱"]),
    "GET /port": {
      list: [
        { id: 1, code: "CNSHA", name: "上海" },
        { id: 2, code: "CNNGB", name: "宁波" },
      ],
      total: 2,
    },
    "GET /route": reference(["美西", "北欧"]),
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <ShippersPage />
    </AntdProvider>,
    { route, path: "/shippers" },
  );
}

const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/shipper")
    .map(([, query]) => query);
const location = () => screen.getByTestId("location").textContent;
const selectText = (label: string) => screen.getByLabelText(label, { selector: "input" }).closest(".ant-select")?.textContent;

describe("shippers page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("zh-CN");
  });

  it("shows each company as a card with its contacts and tags, 10 to a page", async () => {
    renderShippers();
    const card = await screen.findByRole("article", { name: BLUE_OCEAN.company1 });
    expect(card.textContent).toContain("上海蓝海国际物流有限公司");
    expect(card.textContent).toContain("WANG FANG");
    expect(within(card).getByRole("link", { name: "forwarder@haiyun.demo" }).getAttribute("href")).toBe(
      "mailto:forwarder@haiyun.demo",
    );
    const tags = [...card.querySelectorAll(".ant-tag")].map((tag) => tag.textContent);
    expect(tags).toEqual(["整箱", "拼箱", "美西", "北欧", "上海", "宁波"]);
    expect(document.querySelector(".ant-pagination-total-text")?.textContent).toBe("共 11 家");
    // 10 to a page, no size to choose
    expect(document.querySelector(".ant-pagination-options")).toBeNull();
    expect(listCalls()).toEqual([{ page: 1, size: 10 }]);
  });

  it("filters by company, business, port and route from page 1", async () => {
    renderShippers();
    await screen.findByRole("article", { name: BLUE_OCEAN.company1 });
    fireEvent.click(screen.getByTitle("2"));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 2, size: 10 }));
    fireEvent.change(screen.getByLabelText("公司名称"), { target: { value: " blue " } });
    for (const [label, option] of [
      ["业务类型", "拼箱"],
      ["港口", "宁波 (CNNGB)"],
      ["航线", "美西"],
    ]) {
      fireEvent.mouseDown(screen.getByLabelText(must(label), { selector: "input" }));
      fireEvent.click(await screen.findByTitle(must(option)));
    }
    fireEvent.click(screen.getByRole("button", { name: /查\s*询/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ company: "blue", business_id: 2, port_id: 2, route_id: 1, page: 1, size: 10 }),
    );
    expect(location()).toBe("/shippers?company=blue&business_id=2&port_id=2&route_id=1");
  });

  it("shows the search a shared link names in the filters", async () => {
    renderShippers({}, "/shippers?company=blue&port_id=2&page=2");
    await screen.findByRole("article", { name: BLUE_OCEAN.company1 });
    expect(listCalls()).toEqual([{ company: "blue", port_id: 2, page: 2, size: 10 }]);
    expect(screen.getByLabelText<HTMLInputElement>("公司名称").value).toBe("blue");
    await waitFor(() => expect(selectText("港口")).toBe("宁波 (CNNGB)"));
    expect(document.querySelector(".ant-pagination-item-active")?.textContent).toBe("2");
  });

  it("asks again in the new language when the reader switches (business, lane and port names are the server's)", async () => {
    renderShippers();
    await screen.findByRole("article", { name: BLUE_OCEAN.company1 });
    await act(() => setTestLanguage("en-US"));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(document.querySelector(".ant-pagination-total-text")?.textContent).toBe("11 in total");
  });

  it("opens the detail with the company profile", async () => {
    renderShippers();
    const card = await screen.findByRole("article", { name: BLUE_OCEAN.company1 });
    fireEvent.click(within(card).getByRole("button", { name: /查看详情/ }));
    const dialog = must((await screen.findByText("公司详情")).closest<HTMLElement>("[role=dialog]"));
    await waitFor(() =>
      expect(within(dialog).getByTestId("shipper-profile").textContent).toBe("FULL PROFILE FROM THE DETAIL CALL."),
    );
    expect(dialog.textContent).toContain("NO. 100 HUANGPU ROAD");
  });

  it("says so when no company matches", async () => {
    renderShippers({ "GET /shipper": { list: [], total: 0 } });
    const empty = must((await screen.findByText("没有找到符合条件的货代公司")).closest<HTMLElement>(".ant-empty"));
    expect(empty.querySelector(".ant-empty-description")?.textContent).toBe("没有找到符合条件的货代公司");
    expect(screen.queryByTestId("shipper-card")).toBeNull();
  });
});
