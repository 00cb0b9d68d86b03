// The floor under /bookings' first-load budget (≤ 350 KB gzip): a page of nothing but
// the frameworks and the antd components /bookings shows (layout and menu, filter form, selects,
// table with pagination, tags, skeleton, tooltips, the app's message/modal host), built by the same
// Vite and React plugin into one chunk (one chunk compresses better than the app's many), gzip 9 as
// the server sends it. What the app adds above this is its own code and texts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { emit, ROOT } from "./lib.mjs";

const PAGE = `
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Card, Col, ConfigProvider, Drawer, Dropdown, Empty, Flex, Form, Input, Layout, Menu,
  Pagination, Row, Select, Skeleton, Space, Spin, Table, Tag, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import i18n from "i18next";
import { createRoot } from "react-dom/client";
import { initReactI18next, useTranslation } from "react-i18next";
import { createBrowserRouter, RouterProvider } from "react-router";

i18n.use(initReactI18next).init({ resources: {}, lng: "zh-CN" });
function Page() {
  const { t } = useTranslation();
  const rows = useQuery({ queryKey: ["rows"], queryFn: async () => [] });
  return (
    <ConfigProvider><App><Layout>
      <Layout.Sider><Menu items={[{ key: "a", label: t("a") }]} /></Layout.Sider>
      <Drawer open={false} />
      <Layout.Content><Card>
        <Form><Row><Col><Form.Item name="k"><Input /></Form.Item></Col><Col><Select /></Col></Row></Form>
        <Space><Button>{dayjs().format("YYYY")}</Button><Dropdown menu={{ items: [] }}><span /></Dropdown></Space>
        <Flex><Tag /><Tooltip title="t"><span /></Tooltip><Typography.Text /><Alert /><Empty /><Skeleton /><Spin /></Flex>
        <Table rowKey="id" dataSource={rows.data} columns={[{ key: "a", title: "a" }]} pagination={false} />
        <Pagination showSizeChanger total={0} />
      </Card></Layout.Content>
    </Layout></App></ConfigProvider>
  );
}
const router = createBrowserRouter([{ path: "/", element: <Page /> }]);
createRoot(document.getElementById("root")).render(
  <QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>,
);
`;

// inside the repository, so that the page's imports resolve to its node_modules (git-ignored folder)
const dir = path.join(ROOT, "bench", "results", "first-load-floor");
rmSync(dir, { recursive: true, force: true });
mkdirSync(path.join(dir, "src"), { recursive: true });
writeFileSync(path.join(dir, "index.html"), '<div id="root"></div><script type="module" src="/src/page.jsx"></script>');
writeFileSync(path.join(dir, "src", "page.jsx"), PAGE);
try {
  await build({ root: dir, configFile: false, logLevel: "error", plugins: [react()], build: { outDir: "dist" } });
  const assets = path.join(dir, "dist", "assets");
  const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
  const bytes = scripts.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
  emit("first_load_js_gzip_floor_bookings", Math.round(bytes / 1024), "KB", {
    files: scripts.length,
    note: "frameworks and antd components of /bookings alone, no app code; compare with the 350 KB budget",
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
