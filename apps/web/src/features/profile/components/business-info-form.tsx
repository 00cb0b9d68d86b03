import { App, Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../components/reference-select";
import type { UserInfo } from "../../auth";
import { profileOf, useSaveProfile } from "../api/save-profile";

type Lists = Record<"industries" | "businesses" | "routes" | "ports", number[]>;
const FIELDS = [
  ["industries", "industry"],
  ["businesses", "business"],
  ["routes", "route"],
  ["ports", "port"],
] as const;

const toIds = (list: string) => (list ? list.split(",").map(Number) : []);

/** The business-information tab of app mode 2; lists travel as comma-separated ids. */
export function BusinessInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveProfile();
  const initial = Object.fromEntries(FIELDS.map(([field]) => [field, toIds(user[field])])) as Lists;

  const onFinish = (values: Lists) => {
    const lists = Object.fromEntries(FIELDS.map(([field]) => [field, (values[field] ?? []).join(",")]));
    save.mutate(
      { ...profileOf(user), ...lists },
      {
        onSuccess: () => message.success(t("profile.saved")),
        onError: (err) => message.error(t("profile.saveFailed", { msg: err.message })),
      },
    );
  };

  return (
    <Form<Lists> layout="vertical" initialValues={initial} onFinish={onFinish} style={{ maxWidth: 720 }}>
      {FIELDS.map(([field, kind]) => (
        <Form.Item key={field} name={field} label={t(`profile.fields.${field}`)}>
          <ReferenceSelect kind={kind} multiple />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("common.actions.save")}
      </Button>
    </Form>
  );
}
