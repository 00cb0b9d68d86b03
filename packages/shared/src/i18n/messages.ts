// Messages the server sends back (localised `msg` and `errors[].message`) and the
// validation texts both sides share. Keys are error codes (UPPER_SNAKE) or `v.*` validation keys.
import { CHECK_MESSAGES } from "./check-messages";
import { DCSA_MESSAGES } from "./dcsa-messages";
import { normaliseLanguage } from "./language";
import { VALIDATION_MESSAGES } from "./validation-messages";

export { CHECK_MESSAGES } from "./check-messages";
export { DCSA_MESSAGES } from "./dcsa-messages";
export { VALIDATION_MESSAGES, type ValidationKey } from "./validation-messages";

export type Lang = "cn" | "en";
/** Every language an answer is written in. */
export const LANGS: readonly Lang[] = ["cn", "en"];

type Catalogue = Record<string, { cn: string; en: string }>;
/** Each error code's HTTP status lives with its messages (400 when absent): no throw chooses it. */
type ErrorCatalogue = Record<string, { cn: string; en: string; status?: number }>;

export const ERROR_MESSAGES = {
  BAD_REQUEST: { cn: "请求参数有误", en: "The request is invalid" },
  VALIDATION_FAILED: { cn: "请检查必填项或格式", en: "Please check required fields or format" },
  MALFORMED_JSON: { cn: "请求体不是有效的 JSON", en: "The request body is not valid JSON" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, cn: "不支持的请求内容类型", en: "Unsupported content type" },
  NOT_FOUND: { status: 404, cn: "页面不存在", en: "Page not found" },
  ROUTE_NOT_FOUND: { status: 404, cn: "接口不存在", en: "No such API endpoint" },
  RECORD_NOT_FOUND: { status: 404, cn: "记录不存在", en: "Record not found" },
  INTERNAL: { status: 500, cn: "服务器错误，请稍后重试", en: "Server error, please try again later" },
  AUTH_REQUIRED: { status: 401, cn: "认证失败，请重新登录", en: "Authentication failed, please sign in again" },
  AUTH_FORBIDDEN: { status: 403, cn: "没有权限", en: "No permission" },
  AUTH_LOGIN_FAILED: {
    cn: "登录失败，请检查用户名和密码",
    en: "Login failed, please check your username and password",
  },
  AUTH_ACCOUNT_DISABLED: { cn: "账户已停用，请联系客服", en: "This account is disabled, please contact us" },
  AUTH_CAPTCHA_REQUIRED: { cn: "请输入验证码", en: "Please enter the captcha" },
  AUTH_CAPTCHA_INVALID: { cn: "验证码错误或已过期", en: "The captcha is wrong or has expired" },
  RATE_LIMITED: { status: 429, cn: "请求过于频繁，请稍后再试", en: "Too many requests, please try again later" },
  SITE_CLOSED: { status: 503, cn: "网站维护中", en: "The site is closed for maintenance" },
  DB_UNAVAILABLE: {
    status: 503,
    cn: "数据库暂时无法连接，请稍后重试",
    en: "The database cannot be reached at the moment, please try again shortly",
  },
  PAYLOAD_TOO_LARGE: { status: 413, cn: "文件或请求过大", en: "The file or request is too large" },
  FILE_TOO_LARGE: { status: 413, cn: "文件大小不能超过{max}", en: "File size cannot exceed {max}" },
  FILE_EMPTY: { cn: "文件为空", en: "The file is empty" },
  FILE_TYPE_NOT_ALLOWED: { status: 415, cn: "只支持 {types} 格式", en: "Only {types} files are allowed" },
  FILE_PDF_UNREADABLE: {
    status: 415,
    cn: "该 PDF 文件已损坏或不完整，无法打开，请重新导出或保存后再上传",
    en: "This PDF file is damaged or incomplete and cannot be opened; export or save it again and upload the new file",
  },
  FILE_REQUIRED: { cn: "请选择文件", en: "Please choose a file" },
  MULTIPART_MALFORMED: {
    cn: "上传的表单数据不完整或格式有误，请重新提交",
    en: "The uploaded form is incomplete or malformed, please send it again",
  },
  MULTIPART_TOO_MANY_PARTS: { cn: "上传的表单包含过多的字段或文件", en: "The form has too many fields or files" },
  UPLOAD_QUOTA_EXCEEDED: {
    status: 429,
    cn: "24 小时内最多上传 {files} 个文件、共 {size}，请稍后再试",
    en: "At most {files} files and {size} may be uploaded in 24 hours; please try again later",
  },
  USER_EMAIL_TAKEN: { status: 409, cn: "该邮箱已注册", en: "This e-mail is already registered" },
  USER_PASSWORD_WEAK: {
    cn: "密码至少 {min} 位，且不能是常见密码",
    en: "The password needs at least {min} characters and must not be a common one",
  },
  CONFIG_INVALID: { cn: "配置值无效", en: "Invalid configuration value" },
  API_KEY_INVALID: {
    status: 401,
    cn: "API 密钥无效或已撤销；请在 Authorization 头中以 Bearer 方式发送有效密钥",
    en: "The API key is missing, invalid or revoked; send a valid key as Authorization: Bearer <key>",
  },
  API_KEY_READ_ONLY: {
    status: 403,
    cn: "此 API 密钥为只读，不能创建或修改",
    en: "This API key is read-only: it cannot create or change",
  },
  API_KEY_LIMIT: { status: 409, cn: "每个账户最多 {max} 个有效 API 密钥", en: "An account may hold at most {max} live API keys" },
  IMPORT_FILE_TYPE: { status: 415, cn: "只支持 {types} 文件", en: "Only {types} files can be imported" },
  IMPORT_UNREADABLE: {
    cn: "无法读取该文件，请使用模板重新保存后再导入",
    en: "The file cannot be read; save it again from the template and retry",
  },
  IMPORT_TOO_LARGE: {
    status: 413,
    cn: "文件解压后过大或条目过多",
    en: "The file is too large once unpacked, or holds too many entries",
  },
  IMPORT_TOO_MANY_ROWS: {
    cn: "每个文件最多 {max} 行，该文件有 {rows} 行",
    en: "A file may hold at most {max} rows; this one has {rows}",
  },
  IMPORT_BAD_HEADERS: {
    cn: "表头与模板不一致，缺少：{missing}",
    en: "The headers do not match the template; missing: {missing}",
  },
  IMPORT_DUPLICATE_COLUMN: {
    cn: "表头中 {first}与 {second}是同一列（{column}），请只保留一列",
    en: "The headers {first} and {second} are the same column ({column}); keep only one of them",
  },
  IMPORT_NO_PRICE_COLUMN: {
    cn: "表头中没有箱型列：请为每种报价的箱型设一列，以箱型代码或名称为表头（如 {examples}）",
    en: "No container type column was found: give each container type you quote a column headed by its code or name (e.g. {examples})",
  },
  IMPORT_EMPTY: { cn: "文件中没有数据行", en: "The file holds no data rows" },
  IMPORT_ROWS_INVALID: { cn: "{count} 处数据有误，未导入任何记录", en: "Problems found: {count}; nothing was imported" },
  AUTH_PASSWORD_WRONG: { cn: "当前密码不正确", en: "The current password is wrong" },
  RESET_CODE_INVALID: { cn: "验证码错误", en: "The verification code is wrong" },
  RESET_CODE_EXPIRED: { cn: "验证码已过期，请重新获取", en: "The verification code has expired, please request a new one" },
  RESET_CODE_USED: {
    cn: "验证码已使用，请重新获取",
    en: "The verification code has already been used, please request a new one",
  },
  RESET_CODE_LOCKED: {
    cn: "验证码错误次数过多，请重新获取",
    en: "Too many wrong codes: please request a new verification code",
  },
  RESET_RESEND_TOO_SOON: {
    status: 429,
    cn: "请在 {seconds} 秒后再获取验证码",
    en: "Please wait {seconds} seconds before requesting another code",
  },
  ORDER_INVALID_TRANSITION: {
    status: 409,
    cn: "订单当前状态（{status}）不允许此操作",
    en: "This order's status ({status}) does not allow this action",
  },
  ORDER_REQUEST_OPEN: {
    status: 409,
    cn: "此订单已有一个待运营处理的{request}",
    en: "This order already has a {request} awaiting operations",
  },
  CARRIER_CHECK_FAILED: {
    status: 400,
    cn: "未通过承运人检查：共 {count} 处需要修改",
    en: "Not ready for the carrier: {count} problems to fix",
  },
  ORDER_SPECIAL_CARGO_PENDING: {
    status: 409,
    cn: "请先审批此订单的危险品或超限货，再确认订舱",
    en: "Approve this order's dangerous goods or out-of-gauge cargo before confirming the booking",
  },
  VGM_LOCKED: {
    status: 409,
    cn: "VGM 截止时间（{at}）已过，不能再修改；如需更改请联系客服",
    en: "The VGM cut-off passed at {at}: the VGM can no longer be changed; please contact us to change it",
  },
  ORDER_REQUEST_NOT_OPEN: {
    status: 409,
    cn: "此订单没有待处理的{request}",
    en: "This order has no {request} awaiting a decision",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    cn: "该幂等键已用于另一个请求",
    en: "This Idempotency-Key was already used for a different request",
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    cn: "相同的请求正在处理中，请稍后重试",
    en: "The same request is still being processed, please retry shortly",
  },
  FILE_NAME_INVALID: {
    cn: "文件名不能包含路径（如 ../），且不超过 {max} 个字符",
    en: "The file name may not contain a path (such as ../) and may have at most {max} characters",
  },
  ATTACHMENT_CONSUMED: { status: 409, cn: "该附件已被使用，不能删除", en: "This attachment has been used and cannot be deleted" },
  ATTACHMENT_NOT_FOUND: {
    status: 404,
    cn: "附件不存在，或不是您为此订单上传的{type}",
    en: "No such attachment: it must be a {type} you uploaded for this order",
  },
  RATE_FORWARDER_ONLY: {
    status: 403,
    cn: "只有已启用的货代账户可以管理运价",
    en: "Only an enabled forwarder account can manage rate sheets",
  },
  RATE_EXPORT_BUSY: {
    status: 429,
    cn: "导出任务繁忙：请等当前的导出完成后，{seconds} 秒后再试",
    en: "Too many exports are running: please wait for the current one to finish and try again in {seconds} seconds",
  },
  // the same refusal for every list's export (the rate export keeps its own code for its older clients)
  EXPORT_BUSY: {
    status: 429,
    cn: "导出任务繁忙：请等当前的导出完成后，{seconds} 秒后再试",
    en: "Too many exports are running: please wait for the current one to finish and try again in {seconds} seconds",
  },
  DOCUMENT_BUSY: {
    status: 429,
    cn: "文件生成繁忙：请等当前的文件生成完成后，{seconds} 秒后再试",
    en: "Too many documents are being generated: please wait for the current one to finish and try again in {seconds} seconds",
  },
  QUOTE_NOT_LIVE: {
    status: 409,
    cn: "该报价已过期或不再提供，请选择其他报价，或取消关联报价后再保存",
    en: "This quote has expired or is no longer offered: choose another quote, or unlink it and save again",
  },
  DOCUMENT_NOT_FOUND: { status: 404, cn: "此订单没有该{type}文件", en: "This order has no such {type} document" },
  REFERENCE_CODE_TAKEN: { status: 409, cn: "代码 {code} 已存在", en: "The code {code} is already in use" },
  ORDER_DEPARTED: {
    status: 409,
    cn: "船已于 {etd} 开航，订舱确认不能再更新",
    en: "The vessel sailed on {etd}: the booking confirmation can no longer be updated",
  },
  ADMIN_SELF_LOCKOUT: {
    cn: "不能停用自己的账户或移除自己的管理员角色",
    en: "You cannot disable your own account or remove your own admin role",
  },
} satisfies ErrorCatalogue;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The HTTP status an error code is always answered with. */
export function errorStatus(code: ErrorCode): number {
  return (ERROR_MESSAGES[code] as { status?: number }).status ?? 400;
}

/** Field names as users read them, for messages that name the field (the pattern message). */
export const FIELD_LABELS = {
  // the side requests, as refusals name them
  "request.amendment": { cn: "订舱修改申请", en: "booking amendment request" },
  "request.cancellation": { cn: "取消申请", en: "cancellation request" },
  "request.revision": { cn: "补料修改", en: "shipping-instruction revision" },
  "request.special_cargo": { cn: "危险品/超限货审批", en: "dangerous-goods or out-of-gauge approval" },
  "field.type": { cn: "类型", en: "Type" },
  "field.company1": { cn: "公司名称1", en: "Company name 1" },
  "field.company2": { cn: "公司名称2", en: "Company name 2" },
  "field.linkman": { cn: "联系人", en: "Contact person" },
  "field.phone": { cn: "电话", en: "Phone" },
  "field.email": { cn: "邮箱", en: "E-mail" },
  "field.address1": { cn: "地址1", en: "Address 1" },
  "field.address2": { cn: "地址2", en: "Address 2" },
  "field.city": { cn: "城市", en: "City" },
  "field.province": { cn: "省/州", en: "Province / state" },
  "field.country": { cn: "国家/地区", en: "Country / region" },
  "field.country_id": { cn: "国家/地区", en: "Country / region" },
  "field.zip_code": { cn: "邮编", en: "Zip code" },
  "field.e_code": { cn: "企业代码", en: "Company code" },
  "field.shipper": { cn: "发货人", en: "shipper" },
  "field.consignee": { cn: "收货人", en: "consignee" },
  "field.cust_ref_no": { cn: "客户参考号", en: "Reference number" },
  "field.description": { cn: "货物描述", en: "Description" },
  "field.container_no": { cn: "箱号", en: "Container number" },
  "field.seal_no": { cn: "封号", en: "Seal number" },
  "field.vessel": { cn: "船名", en: "Vessel" },
  "field.voyage": { cn: "航次", en: "Voyage" },
  "field.so_no": { cn: "订舱号", en: "SO number" },
  "field.notify1": { cn: "通知人1", en: "notify party 1" },
  "field.notify2": { cn: "通知人2", en: "notify party 2" },
  "field.marks_no": { cn: "唛头", en: "Marks" },
  "field.manifest_file": { cn: "舱单", en: "Manifest" },
  "field.vgm_method": { cn: "VGM 方式", en: "VGM method" },
  "field.container_id": { cn: "箱型", en: "Container type" },
  "field.package": { cn: "件数", en: "Packages" },
  "field.package_uid": { cn: "包装单位", en: "Package unit" },
  "field.weight": { cn: "毛重", en: "Weight" },
  "field.volume": { cn: "体积", en: "Volume" },
  "field.vgm": { cn: "VGM", en: "VGM" },
  "field.mbl_no": { cn: "提单号", en: "MBL number" },
  "field.carrier_id": { cn: "船公司", en: "Carrier" },
  "field.pol_id": { cn: "起运港", en: "Port of loading" },
  "field.pod_id": { cn: "卸货港", en: "Port of discharge" },
  "field.to_id": { cn: "目的地", en: "Place of delivery" },
  "field.sdate": { cn: "生效日期", en: "Valid from" },
  "field.edate": { cn: "失效日期", en: "Valid until" },
  "field.transit_days": { cn: "航程(天)", en: "Transit days" },
  "field.currency": { cn: "币种", en: "Currency" },
  "field.remark": { cn: "备注", en: "Remark" },
  "field.spaces": { cn: "舱位", en: "Spaces" },
  "field.price": { cn: "价格", en: "Price" },
} satisfies Catalogue;

const ALL: Catalogue = { ...ERROR_MESSAGES, ...VALIDATION_MESSAGES, ...CHECK_MESSAGES, ...DCSA_MESSAGES, ...FIELD_LABELS };

/** The user-facing name of a field, or the field itself when none is known. */
export function fieldLabel(field: string, lang: Lang): string {
  return translate(`field.${field}`, lang) ?? field;
}

/** `lang: cn`, or a language tag for Chinese (zh, zh-CN, zh-Hans, zh_CN…), selects Chinese; anything else is English. */
export function normaliseLang(value: unknown): Lang {
  return typeof value === "string" && normaliseLanguage(value) === "zh-CN" ? "cn" : "en";
}

export function formatMessage(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

export function translate(key: string, lang: Lang, params?: Record<string, unknown>): string | undefined {
  const entry = ALL[key];
  return entry ? formatMessage(entry[lang], params) : undefined;
}
