import { UserAddOutlined } from "@ant-design/icons";
import { ROLES } from "@haiyun/shared/constants/authorities";
import { Button, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { actionsColumn, dateColumn, ListPage, ListTable, textColumn } from "../../../components/list-page";
import { type UrlFilters, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { type AdminUser, type AdminUserFilters, adminUserListOptions } from "../api/users";
import { CreateUserModal } from "../components/create-user-modal";
import { EditRolesModal } from "../components/edit-roles-modal";
import { ROLE_COLORS } from "../components/role-labels";
import { UserFilters } from "../components/user-filters";
import { UserStatusSwitch } from "../components/user-status-switch";

const PAGE_SIZES = [10, 20, 50, 100];
const FILTERS: UrlFilters<AdminUserFilters> = {
  keyword: urlParam.text(),
  role: urlParam.oneOf(ROLES),
  enabled: urlParam.oneOf(["true", "false"] as const),
};

/** Admin console: find users, open accounts, set their roles, enable or disable them (authority admin_user). */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = usePagedQuery({ filters: FILTERS, pageSize: 10, pageSizes: PAGE_SIZES, queryOptions: adminUserListOptions });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<AdminUser> = [
    textColumn({ key: "username", title: t("admin.users.columns.username"), width: 220, value: (u) => u.username }),
    textColumn({ key: "linkman", title: t("admin.users.columns.linkman"), width: 120, value: (u) => u.linkman }),
    textColumn({ key: "company", title: t("admin.users.columns.company"), width: 180, value: (u) => u.company1 }),
    {
      key: "roles",
      title: t("admin.users.columns.roles"),
      width: 180,
      render: (_, user) =>
        user.roles.map((role) => (
          <Tag key={role} color={ROLE_COLORS[role]}>
            {t(`admin.roles.${role}`)}
          </Tag>
        )),
    },
    { key: "status", title: t("admin.users.columns.status"), width: 100, render: (_, user) => <UserStatusSwitch user={user} /> },
    dateColumn({ key: "lastLogin", title: t("admin.users.columns.lastLogin"), withTime: true, value: (u) => u.last_login_at }),
    dateColumn({ key: "created", title: t("admin.users.columns.created"), withTime: true, value: (u) => u.create_time }),
    actionsColumn({
      title: t("admin.users.columns.action"),
      width: 100,
      render: (user) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(user)}>
          {t("admin.users.editRoles")}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <ListPage
        title={t("admin.users.title")}
        list={list}
        filters={<UserFilters value={list.filters} onSearch={list.search} />}
        toolbar={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setCreating(true)}>
            {t("admin.users.create")}
          </Button>
        }
      >
        {(rows) => <ListTable<AdminUser> rowKey="id" columns={columns} rows={rows} />}
      </ListPage>
      <EditRolesModal user={editing} onClose={() => setEditing(null)} />
      <CreateUserModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
