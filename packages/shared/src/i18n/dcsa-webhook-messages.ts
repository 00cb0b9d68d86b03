// Messages of the DCSA customer API (webhook part), in both languages.

type Catalogue = Record<string, { cn: string; en: string }>;

export const DCSA_WEBHOOK_MESSAGES = {
  "dcsa.webhook.url_invalid": {
    cn: "Webhook 地址须为 http:// 或 https:// 开头的网址，且不含用户名和密码",
    en: "The webhook address must be an http:// or https:// URL without a user name or password",
  },
  "dcsa.webhook.url_private": {
    cn: "该地址指向本机、内网或保留地址，不能接收 Webhook，请使用公网地址",
    en: "This address points to this machine, a private network or a reserved range and cannot receive webhooks; use a public address",
  },
  "dcsa.webhook.url_unresolved": {
    cn: "无法解析该地址的主机名，请检查网址",
    en: "The address's host name cannot be resolved; please check the URL",
  },
  "dcsa.webhook.limit": {
    cn: "每个账户最多 {max} 个 Webhook 订阅，请先删除不用的订阅",
    en: "An account may hold at most {max} webhook subscriptions; delete one you no longer use first",
  },
} satisfies Catalogue;
