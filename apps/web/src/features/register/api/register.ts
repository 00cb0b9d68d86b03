import type { RegisteredUser } from "@haiyun/shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface RegistrationValues {
  username: string;
  password: string;
  confirm?: string;
  linkman: string;
  phone: string;
  company1: string;
  company2?: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  country_id: number | null;
  zip_code?: string;
  credit_no?: string;
  profile?: string;
  industries?: number[];
  businesses?: number[];
  routes?: number[];
  ports?: number[];
  logo?: File | null;
  license?: File | null;
  agree?: boolean;
}

const TEXT_FIELDS = [
  "username",
  "linkman",
  "phone",
  "company1",
  "company2",
  "address1",
  "address2",
  "city",
  "province",
  "zip_code",
  "credit_no",
] as const;
export const LIST_FIELDS = ["industries", "businesses", "routes", "ports"] as const;

/** The multipart body of POST /userinfo: text fields, then the two optional images. */
export function registrationFormData(
  values: RegistrationValues,
  { extended, defaultProfile }: { extended: boolean; defaultProfile: string },
): FormData {
  const body = new FormData();
  const text = (name: string, value: unknown) => body.append(name, value == null ? "" : String(value).trim());
  for (const name of TEXT_FIELDS) text(name, values[name]);
  body.append("password", values.password);
  // first_name equals linkman
  text("first_name", values.linkman);
  text("country_id", values.country_id);
  // In mode 1 an empty company profile is sent as a default text
  const profile = values.profile?.trim();
  text("profile", profile || (extended ? "" : defaultProfile));
  // The business lists travel as comma-separated ids, in mode 2 only
  if (extended) for (const name of LIST_FIELDS) text(name, (values[name] ?? []).join(","));
  body.append("agree", values.agree ? "true" : "false");
  if (values.logo) body.append("logo", values.logo);
  if (values.license) body.append("license", values.license);
  return body;
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ body, onProgress }: { body: FormData; onProgress?: (percent: number) => void }) =>
      api.upload<RegisteredUser>("/userinfo", body, onProgress),
  });
}
