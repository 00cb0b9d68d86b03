import type { ProfileBody } from "@haiyun/shared/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type UserInfo, userKeys } from "../../auth";

export type ProfileInput = Omit<ProfileBody, "country_id"> & { country_id: number | null };

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => api.put<UserInfo>("/userinfo", body),
    onSuccess: (user) => queryClient.setQueryData(userKeys.info(), user),
  });
}

/** The profile fields of a user, as PUT /userinfo takes them (password omitted when blank). */
export function profileOf(user: UserInfo): ProfileInput {
  return {
    linkman: user.linkman,
    phone: user.phone,
    company1: user.company1,
    company2: user.company2,
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    province: user.province,
    country_id: user.country_id,
    zip_code: user.zip_code,
    credit_no: user.credit_no,
    profile: user.profile,
    logo: user.logo,
    license: user.license,
    industries: user.industries,
    businesses: user.businesses,
    routes: user.routes,
    ports: user.ports,
  };
}
