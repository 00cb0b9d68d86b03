import { ROLES, type Role } from "@haiyun/shared/constants/authorities";
import type { TFunction } from "i18next";

// keyed by any text: roles travel as the stored text[], and a role this build does not know gets the default tag
export const ROLE_COLORS: Partial<Record<string, string>> = {
  shipper: "blue",
  forwarder: "geekblue",
  operator: "purple",
  admin: "magenta",
} satisfies Record<Role, string>;

export const roleOptions = (t: TFunction) => ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));
