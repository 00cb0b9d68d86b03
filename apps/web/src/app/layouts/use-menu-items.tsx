import type { MenuProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { menuRoutes } from "../route-table";

type MenuItem = NonNullable<MenuProps["items"]>[number];

/**
 * The side menu of the route table, filtered by authority, in the table's order; a
 * route with a `group` goes under that group's heading after the rest. A collapsed menu shows
 * icons only, so the heading becomes a divider there.
 */
export function useMenuItems(authorities: readonly string[], { collapsed = false } = {}): { items: MenuItem[]; keys: string[] } {
  const { t } = useTranslation();
  return useMemo(() => {
    const routes = menuRoutes(authorities);
    const itemOf = (route: (typeof routes)[number]): MenuItem[] => {
      if (!route.menu) return [];
      const { icon: Icon, labelKey } = route.menu;
      return [{ key: `/${route.path}`, icon: <Icon />, label: t(labelKey) }];
    };
    const items: MenuItem[] = routes.filter((route) => !route.menu?.group).flatMap(itemOf);
    for (const group of [...new Set(routes.map((route) => route.menu?.group).filter((g) => g !== undefined))]) {
      const children = routes.filter((route) => route.menu?.group === group).flatMap(itemOf);
      if (collapsed) items.push({ type: "divider", key: `divider-${group}` }, ...children);
      else items.push({ type: "group", key: `group-${group}`, label: t(`common.menu.groups.${group}`), children });
    }
    return { items, keys: routes.map((route) => `/${route.path}`) };
  }, [authorities, collapsed, t]);
}

/** The menu key of the page shown: the longest route path the address starts with. */
export function selectedMenuKey(keys: readonly string[], pathname: string): string[] {
  const matches = keys.filter((key) => pathname === key || pathname.startsWith(`${key}/`));
  const longest = matches.sort((a, b) => b.length - a.length)[0];
  return longest ? [longest] : [];
}
