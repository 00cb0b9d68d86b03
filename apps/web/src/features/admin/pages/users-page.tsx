import { Alert, Button, Card, Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useIsMobile } from "../../../lib/use-media-query";
import { type AdminUser, type AdminUserFilters, useAdminUsers } from "../api/users";
import { EditRolesModal } from "../components/edit-roles-modal";
import { ROLE_COLORS } from "../components/role-labels";
import { UserFilters } from "../components/user-filters";
import { UserStatusSwitch } from "../components/user-status-switch";

const PAGE_SIZES = [10, 20, 50, 100];

/** Admin console: find users, set their roles, enable or disable them (authority admin_user). */
export default function UsersPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState<AdminUserFilters>({});
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ ...filters, ...paging });
  const language = currentLanguage();

  const columns: ColumnsType<AdminUser> = [
    { key: "username", dataIndex: "username", title: t("admin.users.columns.username"), ellipsis: true, width: 200 },
    { key: "linkman", dataIndex: "linkman", title: t("admin.users.columns.linkman"), ellipsis: true, width: 120 },
    { key: "company", dataIndex: "company1", title: t("admin.users.columns.company"), ellipsis: true, width: 180 },
    {
      key: "roles",
      title: t("admin.users.columns.roles"),
      width: 160,
      render: (_, user) =>
        user.roles.map((role) => (
          <Tag key={role} color={ROLE_COLORS[role]}>
            {t(`admin.roles.${role}`)}
          </Tag>
        )),
    },
    { key: "status", title: t("admin.users.columns.status"), width: 100, render: (_, user) => <UserStatusSwitch user={user} /> },
    {
      key: "lastLogin",
      title: t("admin.users.columns.lastLogin"),
      width: 150,
      render: (_, user) => formatDateTime(user.last_login_at, language),
    },
    {
      key: "created",
      title: t("admin.users.columns.created"),
      width: 150,
      render: (_, user) => formatDateTime(user.create_time, language),
    },
    {
      key: "action",
      title: t("admin.users.columns.action"),
      width: 100,
      fixed: "right",
      render: (_, user) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(user)}>
          {t("admin.users.editRoles")}
        </Button>
      ),
    },
  ];

  return (
    <Card
      size={isMobile ? "small" : "medium"}
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("admin.users.title")}
        </Typography.Title>
      }
    >
      <UserFilters
        onSearch={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      {users.isError && (
        <Alert type="error" showIcon title={users.error.message || t("admin.users.loadFailed")} style={{ marginBottom: 16 }} />
      )}
      <Table<AdminUser>
        rowKey="id"
        size={isMobile ? "small" : "medium"}
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t("admin.users.total", { total }),
          size: isMobile ? "small" : undefined,
        }}
        onChange={(pagination) => setPaging({ page: pagination.current ?? 1, size: pagination.pageSize ?? paging.size })}
      />
      <EditRolesModal user={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
