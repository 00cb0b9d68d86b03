import { ROLES, type Role } from "@haiyun/shared/constants/authorities";
import type { TFunction } from "i18next";

export const ROLE_COLORS: Record<Role, string> = { shipper: "blue", forwarder: "geekblue", operator: "purple", admin: "gold" };

export const roleOptions = (t: TFunction) => ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));
