// The validation texts both sides share: the `v.*` keys a schema or a check reports, each in both
// languages. messages.ts spreads them into the one catalogue it translates from.

type Catalogue = Record<string, { cn: string; en: string }>;

export const VALIDATION_MESSAGES = {
  "v.required": { cn: "此项为必填项", en: "This field is required" },
  "v.email": { cn: "请输入有效的邮箱地址", en: "Please enter a valid email address" },
  "v.min_length": { cn: "最少 {min} 个字符", en: "At least {min} characters" },
  "v.max_length": { cn: "最多 {max} 个字符", en: "At most {max} characters" },
  "v.min_value": { cn: "不能小于 {min}", en: "Must be at least {min}" },
  "v.max_value": { cn: "不能大于 {max}", en: "Must be at most {max}" },
  "v.greater_than_zero": { cn: "必须大于0", en: "must be greater than 0" },
  "v.date_past": { cn: "日期不能早于今天", en: "The date cannot be in the past" },
  "v.hs_code": { cn: "HS 编码为 6–10 位数字", en: "An HS code is 6 to 10 digits" },
  "v.un_number": { cn: "UN 编号为 4 位数字，如 1263", en: "A UN number is 4 digits, such as 1263" },
  "v.un_number_range": {
    cn: "没有 UN {un}：UN 编号从 {first} 到 {last}",
    en: "There is no UN {un}: UN numbers run from {first} to {last}",
  },
  "v.un_class": {
    cn: "UN {un} 属于第 {expected} 类，不是 {imo_class}",
    en: "UN {un} is class {expected}, not {imo_class}",
  },
  "v.imo_class": { cn: "请选择 IMO 危险品类别（如 3、6.1、9）", en: "Choose an IMO class (such as 3, 6.1 or 9)" },
  "v.duplicate": { cn: "不能重复", en: "May appear only once" },
  "v.max_items": { cn: "最多 {max} 项", en: "At most {max} items" },
  "v.min_items": { cn: "至少需要一项", en: "Add at least one" },
  "v.contact_required": { cn: "请选择{field}", en: "Please select the {field}" },
  "v.past_cutoff": { cn: "截止时间应在开船前", en: "The cut-off must be before departure" },
  "v.time_zone": {
    cn: "请输入有效的 IANA 时区名，如 Asia/Shanghai",
    en: "Enter an IANA time zone name such as Asia/Shanghai",
  },
  "v.cut_off_mode": {
    cn: "{mode}订单不适用 {code}（{name}）",
    en: "{code} ({name}) does not apply to an {mode} booking",
  },
  "v.cut_off_code": { cn: "未知的截止时间代码", en: "Unknown cut-off code" },
  "v.cut_off_at": {
    cn: "时间格式应为 2026-12-01T17:00（装货港当地时间）或带时区偏移的 ISO 8601",
    en: "Use 2026-12-01T17:00 (local time at the port of loading) or ISO 8601 with an offset",
  },
  // shipping-instruction revisions
  "v.accept_fee": {
    cn: "请确认已知晓修改费用（accept_fee 须为 true）",
    en: "Please accept the revision fee shown (accept_fee must be true)",
  },
  "v.nothing_to_revise": {
    cn: "与当前补料相比没有任何修改",
    en: "Nothing differs from the current shipping instruction",
  },
  "v.eta_before_etd": { cn: "到港日期不能早于开船日期", en: "The ETA cannot be before the ETD" },
  "v.not_for_mode": { cn: "此装箱方式不适用", en: "Not used for this container mode" },
  "v.type": { cn: "类型应为 {expected}", en: "Expected {expected}" },
  "v.unknown_field": { cn: "不允许的字段", en: "Unknown field" },
  "v.invalid": { cn: "格式不正确", en: "Invalid value" },
  "v.once": { cn: "只能提交一次", en: "May be sent only once" },
  "v.nul_char": { cn: "不能包含空字符（NUL）", en: "Must not contain the NUL character" },
  "v.enum": { cn: "取值应为 {options} 之一", en: "Must be one of {options}" },
  "v.phone": { cn: "电话只能包含数字和加号", en: "Phone may only contain digits and plus" },
  "v.pattern": {
    cn: "{field}只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格",
    en: "{field} may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
  },
  "v.password_mismatch": { cn: "两次输入的密码不一致", en: "The two passwords do not match" },
  "v.date": { cn: "日期格式应为 YYYY-MM-DD", en: "Dates must be YYYY-MM-DD" },
  "v.formula": { cn: "不能使用公式", en: "Formulas are not allowed" },
  "v.unknown_country": { cn: "未知的国家/地区", en: "Unknown country or region" },
  "v.unknown_option": { cn: "所选项不存在或已停用", en: "The selected option does not exist or is no longer offered" },
  "v.disabled_option": { cn: "“{name}”已停用，请另选一项", en: "{name} is no longer offered: please choose another" },
  "v.number_lost_digits": {
    cn: "数字位数过多已被表格软件改写，请将此列设为文本格式后重新输入",
    en: "The spreadsheet program has rounded this number; format the column as text and type it again",
  },
  "v.number_as_text": {
    cn: "该单元格是数字格式，已按显示的数字导入；若原值有前导 0 请改为文本格式",
    en: "This cell is a number; it was imported as the digits shown — if it had leading zeros, format the column as text",
  },
  "v.agree": {
    cn: "请阅读并同意使用条款和隐私政策",
    en: "Please read and agree to the Terms of Use and Privacy Policy",
  },
  "v.vcode": { cn: "验证码为 6 位数字", en: "The verification code is 6 digits" },
  // the shipping instruction's rules
  "v.please_enter": { cn: "请输入{field}", en: "please enter {field}" },
  "v.container_no_format": {
    cn: "箱号应为 3 位字母、1 位类别字母（U/J/Z）和 7 位数字",
    en: "A container number is 3 letters, the category letter U, J or Z, and 7 digits",
  },
  "v.container_no_check": {
    cn: "箱号校验位错误，应为 {expected}",
    en: "Wrong check digit: the container number should end in {expected}",
  },
  "v.container_no_repeated": { cn: "箱号 {value} 在本订单中重复", en: "Container number {value} appears twice in this order" },
  "v.vgm_below_weight": { cn: "VGM 不能小于货重 {weight} KG", en: "The VGM cannot be less than the cargo weight of {weight} KG" },
  "v.space_type_missing": {
    cn: "箱型 {name} 不在原订单中",
    en: "container type {name} does not exist in the original order",
  },
  "v.space_count_exceeded": {
    cn: "箱型 {name} 数量超过原订单数量 {n}",
    en: "container {name} quantity exceeds the original order quantity {n}",
  },
  // bill redlines: each names the comment by its number
  "v.redline_field": {
    cn: "第 {n} 条批注：{value} 不是提单上可批注的字段",
    en: "Comment {n}: {value} is not a field of the bill that can take a comment",
  },
  "v.redline_duplicate": {
    cn: "第 {n} 条批注：字段 {value} 已有批注",
    en: "Comment {n}: the field {value} already has a comment",
  },
  "v.redline_text": {
    cn: "第 {n} 条批注：内容应为 1–{limit} 个字符",
    en: "Comment {n}: the text must be 1 to {limit} characters",
  },
  "v.redline_row": {
    cn: "第 {n} 条批注：本订单没有第 {row} 个集装箱行（共 {count} 行）",
    en: "Comment {n}: this order has no container row {row} (it has {count})",
  },
  "v.check_form": { cn: "请检查表单输入", en: "please check form input" },
  "v.money": { cn: "金额应大于 0，最多两位小数", en: "An amount is greater than 0 with at most 2 decimals" },
  "v.currency": { cn: "币种应为 3 位字母代码", en: "A currency is its 3-letter code" },
  "v.rate_spaces_required": { cn: "请至少添加一个舱位", en: "please add at least one space" },
  "v.rate_space_incomplete": { cn: "请完善舱位信息", en: "please complete space info" },
  "v.rate_price": {
    cn: "价格应在 0 到 999999.99 之间，最多两位小数",
    en: "A price is between 0 and 999999.99 with at most 2 decimals",
  },
  "v.end_before_start": { cn: "结束日期不能早于开始日期", en: "The end date cannot be before the start date" },
  "v.unknown_port": { cn: "未知的港口", en: "Unknown port" },
  "v.unknown_carrier": { cn: "未知的船公司", en: "Unknown carrier" },
  "v.unknown_currency": { cn: "未知的币种", en: "Unknown currency" },
  "v.container_disabled": {
    cn: "该箱型已停用，请删除这一列的价格",
    en: "This container type is no longer offered: remove the prices in this column",
  },
  "v.not_quoted": { cn: "该报价没有此箱型的价格", en: "This quote has no price for this container type" },
  "v.quote_route": {
    cn: "须与所选报价一致（取消关联报价后可修改）",
    en: "Must be the quote's (unlink the quote to change it)",
  },
  "v.locked": {
    cn: "订舱确认后此项不能修改",
    en: "This cannot change once the booking is confirmed",
  },
  "v.no_change": { cn: "修改内容与当前订舱相同", en: "The amendment changes nothing in the booking" },
  "v.scac": { cn: "SCAC 代码为 2–4 位大写字母", en: "A SCAC code is 2 to 4 capital letters" },
  "v.unlocode": {
    cn: "UN/LOCODE 为 2 位国家代码加 3 位字母或数字（2–9）",
    en: "A UN/LOCODE is the 2-letter country code and 3 letters or digits 2–9",
  },
  "v.container_code": { cn: "箱型代码如 20GP、40HQ", en: "A container type code is like 20GP or 40HQ" },
  "v.iso_size_type": {
    cn: "ISO 6346 尺寸类型代码为 4 位，如 22G1、45G1",
    en: "An ISO 6346 size-type code is 4 characters, like 22G1 or 45G1",
  },
  "v.package_code": {
    cn: "包装单位代码为 2 位字母或数字（UN/ECE 第 21 号建议）",
    en: "A package code is 2 letters or digits (UN/ECE Rec. 21)",
  },
  "v.charge_code": {
    cn: "费用代码为 2–6 位大写字母或数字，以字母开头",
    en: "A charge code is 2 to 6 capital letters or digits, starting with a letter",
  },
  "v.currency_code": { cn: "币种代码为 3 位大写字母（ISO 4217）", en: "A currency code is 3 capital letters (ISO 4217)" },
  "v.common_password": { cn: "密码过于常见，请换一个", en: "This password is too common, please choose another" },
} satisfies Catalogue;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
