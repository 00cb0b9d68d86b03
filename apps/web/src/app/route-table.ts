import {
  AppstoreOutlined,
  ContactsOutlined,
  ContainerOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  GlobalOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { Authority } from "@haiyun/shared/constants/authorities";
import type { ComponentType } from "react";
import { lazyPage } from "./lazy-page";

// One table drives the menu, the guards and the landing page. Only pages that
// really work are listed; later features add theirs here, in the menu's order (dashboard, quotes,
// rate, bookings, contacts, profile, shippers), which is also the order "/" tries landing pages in.
export type MenuGroup = "admin";

export interface AppRoute {
  /** path under "/" without the leading slash */
  path: string;
  authority: Authority;
  /**
   * shown in the menu under this label; a route without one is reachable only by link. `group`
   * puts it under a heading of its own after the other items (the console of the admin).
   */
  menu?: { labelKey: string; icon: ComponentType; group?: MenuGroup };
  /** may be where "/" lands (the first permitted landing page) */
  landing?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

const bookingFormPage = lazyPage(() => import("../features/bookings/pages/booking-form-page"));

export const APP_ROUTES: AppRoute[] = [
  // Staff first: the operations desk leads the table, so an operator lands on it, and so
  // does the admin, who is staff too; customers hold no ops_order and never see it.
  {
    path: "ops/orders",
    authority: "ops_order",
    menu: { labelKey: "ops.menu", icon: ControlOutlined },
    landing: true,
    load: lazyPage(() => import("../features/ops/pages/ops-orders-page")),
  },
  {
    path: "ops/orders/:id",
    authority: "ops_order",
    load: lazyPage(() => import("../features/ops/pages/ops-order-page")),
  },
  // The desk's overview; the desk itself stays the operator's landing (where the work is done)
  {
    path: "ops/dashboard",
    authority: "ops_order",
    menu: { labelKey: "dashboard.opsMenu", icon: DashboardOutlined },
    load: lazyPage(() => import("../features/dashboard/pages/ops-dashboard-page")),
  },
  // The customer's first page after signing in: their orders at a glance
  {
    path: "dashboard",
    authority: "order",
    menu: { labelKey: "dashboard.menu", icon: AppstoreOutlined },
    landing: true,
    load: lazyPage(() => import("../features/dashboard/pages/dashboard-page")),
  },
  // Every forwarder's live rates as quotes, then a forwarder's own rate sheets
  {
    path: "quotes",
    authority: "quote",
    menu: { labelKey: "common.menu.quotes", icon: GlobalOutlined },
    load: lazyPage(() => import("../features/quotes/pages/quotes-page")),
  },
  // A forwarder's rate sheets (the server also wants the forwarder role)
  {
    path: "rate",
    authority: "rate",
    menu: { labelKey: "common.menu.rate", icon: DollarOutlined },
    load: lazyPage(() => import("../features/rates/pages/rates-page")),
  },
  {
    path: "bookings",
    authority: "order",
    menu: { labelKey: "common.menu.bookings", icon: ContainerOutlined },
    landing: true,
    load: lazyPage(() => import("../features/bookings/pages/bookings-page")),
  },
  {
    path: "bookings/:id",
    authority: "order",
    load: lazyPage(() => import("../features/bookings/pages/booking-detail-page")),
  },
  // One page creates, edits (drafts only) and copies FCL and LCL bookings; reached by link
  ...["create-fcl", "create-lcl", "edit-fcl/:id", "edit-lcl/:id", "copy-fcl/:id", "copy-lcl/:id"].map(
    (form): AppRoute => ({ path: `bookings/${form}`, authority: "order", load: bookingFormPage }),
  ),
  // The shipping instruction (status 2) and its read-only detail (3 and later); reached by link
  {
    path: "bookings/supply/:id",
    authority: "order",
    load: lazyPage(() => import("../features/supply/pages/supply-page")),
  },
  {
    path: "bookings/supply-detail/:id",
    authority: "order",
    load: lazyPage(() => import("../features/supply/pages/supply-detail-page")),
  },
  {
    path: "contacts",
    authority: "contact",
    menu: { labelKey: "common.menu.contacts", icon: ContactsOutlined },
    landing: true,
    load: lazyPage(() => import("../features/contacts/pages/contacts-page")),
  },
  {
    path: "profile",
    authority: "user",
    menu: { labelKey: "common.menu.profile", icon: UserOutlined },
    landing: true,
    load: lazyPage(() => import("../features/profile/pages/profile-page")),
  },
  {
    path: "shippers",
    authority: "shipper",
    menu: { labelKey: "common.menu.shippers", icon: ShopOutlined },
    load: lazyPage(() => import("../features/shippers/pages/shippers-page")),
  },
  {
    path: "admin/users",
    authority: "admin_user",
    menu: { labelKey: "common.menu.adminUsers", icon: TeamOutlined, group: "admin" },
    load: lazyPage(() => import("../features/admin/pages/users-page")),
  },
  // the reference lists, a tab each (/admin/reference goes to the first)
  {
    path: "admin/reference",
    authority: "admin_reference",
    menu: { labelKey: "common.menu.adminReference", icon: DatabaseOutlined, group: "admin" },
    load: lazyPage(() => import("../features/admin/pages/reference-page")),
  },
  {
    path: "admin/reference/:kind",
    authority: "admin_reference",
    load: lazyPage(() => import("../features/admin/pages/reference-page")),
  },
  {
    path: "admin/config",
    authority: "admin_config",
    menu: { labelKey: "common.menu.adminConfig", icon: SettingOutlined, group: "admin" },
    load: lazyPage(() => import("../features/admin/pages/config-page")),
  },
];

export function firstLanding(authorities: readonly string[]): string | null {
  const route = APP_ROUTES.find((r) => r.landing && authorities.includes(r.authority));
  return route ? `/${route.path}` : null;
}

export function menuRoutes(authorities: readonly string[]): AppRoute[] {
  return APP_ROUTES.filter((r) => r.menu && authorities.includes(r.authority));
}
