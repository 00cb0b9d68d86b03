export { useLogin, useLogout } from "./api/login";
export { useToken } from "./api/use-session";
export { type UserInfo, useUserInfo, userInfoQuery, userKeys } from "./api/userinfo";
