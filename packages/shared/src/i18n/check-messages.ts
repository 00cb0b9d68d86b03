// The carrier-ready check's texts (checks/): each problem's message, and the pieces that name the
// place of the field in it ({where}: the row and the field, {place}: the row, {label}: the field).
// messages.ts spreads them into the one catalogue it translates from.

type Catalogue = Record<string, { cn: string; en: string }>;

export const CHECK_MESSAGES = {
  "check.container_no_format": {
    cn: "{where}：{value} 不是有效的箱号，应为 4 位字母（第 4 位为 U、J 或 Z）加 7 位数字，如 CSQU3054383",
    en: "{where}: {value} is not a container number; it is 4 letters ending in U, J or Z, then 7 digits (e.g. CSQU3054383)",
  },
  "check.container_no_check_digit": {
    cn: "箱号 {value}：校验位应为 {expected}，请对照箱体核对箱号",
    en: "Container number {value}: the check digit should be {expected}; check the number against the box",
  },
  "check.container_repeated": {
    cn: "箱号 {value} 重复填写（第 {first} 行和第 {row} 行），同一个箱子只能装一次",
    en: "Container number {value} is entered twice (rows {first} and {row}); each box is loaded once",
  },
  "check.container_taken": {
    cn: "箱号 {value} 已用于您的另一票未完结订单，请核对箱号，或先在那票订单中更正",
    en: "Container number {value} is already on another of your open orders; check the number, or correct it there first",
  },
  "check.seal_missing": {
    cn: "{place}：请填写封号，整箱的每个箱子都要有封号",
    en: "{place}: give the seal number; every full container travels sealed",
  },
  "check.seal_repeated": {
    cn: "封号 {value} 重复填写（第 {first} 行和第 {row} 行），每个封条只能用一次",
    en: "Seal number {value} is entered twice (rows {first} and {row}); each seal is used once",
  },
  "check.hs_code": {
    cn: "{where}：“{value}” 不是有效的 HS 编码，请填写 6–10 位数字（如 9403.60 或 940360）",
    en: '{where}: "{value}" is not an HS code; give 6 to 10 digits (e.g. 9403.60 or 940360)',
  },
  "check.hs_code_missing": {
    cn: "{place}：请填写 HS 编码（6–10 位数字），船公司和海关都会要求",
    en: "{place}: give the HS code (6 to 10 digits); carriers and customs ask for it",
  },
  "check.hs_code_missing_eu": {
    cn: "{place}：请填写 HS 编码（6–10 位数字），货物进入欧盟，ICS2 申报必须提供",
    en: "{place}: give the HS code (6 to 10 digits); the goods enter the EU, whose ICS2 filing requires it",
  },
  "check.line_length": {
    cn: "{where}：第 {line} 行有 {length} 个字符，提单每行最多打印 {max} 个字符，请换行",
    en: "{where}: line {line} has {length} characters; the bill prints at most {max} a line, so break it",
  },
  "check.line_count": {
    cn: "{where}：按每行 {width} 个字符排版共 {lines} 行，提单最多 {max} 行，请精简",
    en: "{where}: {lines} lines at {width} characters a line; the bill holds at most {max}, so shorten it",
  },
  "check.party_lines": {
    cn: "{place}：名称和地址按每行 35 个字符排版共 {lines} 行，提单上该栏最多 {max} 行，请精简",
    en: "{place}: the name and address take {lines} lines at 35 characters; the bill's box holds {max}, so shorten them",
  },
  "check.generic_description": {
    cn: "{where}：“{value}” 过于笼统，欧盟 ICS2 申报不接受，请写明具体货物，如 COTTON T-SHIRTS",
    en: '{where}: "{value}" is too general for EU customs (ICS2); name the goods themselves, e.g. COTTON T-SHIRTS',
  },
  "check.non_latin_fix": {
    cn: "{where}：提单只能使用英文字母、数字和半角标点，请改为：{shown}",
    en: "{where}: the bill takes only English letters, digits and plain punctuation; write it as: {shown}",
  },
  "check.non_latin": {
    cn: "{where}：“{chars}” 无法打印在提单上，请用英文字母填写（如拼音或英文名称）",
    en: '{where}: "{chars}" cannot be printed on the bill; write it in English letters (pinyin or the English name)',
  },
  "check.vgm_mismatch": {
    cn: "{place}：VGM {vgm} kg 与货物毛重 {weight} kg 加箱皮重 {tare} kg（共 {expected} kg）相差超过 5%，请核对两个数字",
    en: "{place}: the VGM {vgm} kg differs by more than 5% from the cargo weight {weight} kg plus the tare {tare} kg ({expected} kg); check both figures",
  },
  "check.vgm_missing": {
    cn: "{place}：请填写 VGM（核实的集装箱总重，kg），没有 VGM 的箱子不能装船",
    en: "{place}: give the VGM (verified gross mass, kg); no box is loaded without it",
  },
  "check.vgm_signatory": {
    cn: "{place}：VGM 声明需要签署人姓名",
    en: "{place}: the VGM declaration needs the name of the person who signs it",
  },
  "check.vgm_tare": {
    cn: "{place}：SM2 方法是货物重量加箱皮重，请按箱体 CSC 铭牌填写箱皮重",
    en: "{place}: method SM2 adds the container's tare to the cargo; give the tare weight from its CSC plate",
  },
  "check.reefer_missing": {
    cn: "{place}：冷藏箱 {type} 请填写设定温度，或标记为不制冷（非运行冷藏箱）",
    en: "{place}: give reefer {type} a temperature set point, or mark it non-operating",
  },
  "check.reefer_temperature": {
    cn: "{place}：冷藏箱 {type} 请填写设定温度及其单位，或标记为不制冷（非运行冷藏箱）",
    en: "{place}: give reefer {type} a temperature set point and its unit, or mark it non-operating",
  },
  "check.reefer_not_reefer": {
    cn: "{place}：{type} 不是冷藏箱，请删除冷藏设置或改选冷藏箱型",
    en: "{place}: {type} is not a reefer; remove the reefer settings or choose a reefer type",
  },
  "check.dg_missing": {
    cn: "{place}：请填写{label}，缺少此项的危险品申报会被船公司退回",
    en: "{place}: give the {label}; carriers refuse dangerous goods declared without it",
  },
  "check.dg_packing_group": {
    cn: "{place}：请填写{label}，除非该 UN 编号的条目不分包装类别",
    en: "{place}: give the {label}, unless the entry of this UN number has none",
  },
  "check.oog_type": {
    cn: "{place}：{type} 不能装超限货物，请改选开顶箱或框架箱，或清除超限尺寸",
    en: "{place}: a {type} cannot carry out-of-gauge cargo; choose an open top or a flat rack, or clear the dimensions",
  },
  // the places and fields the messages name
  "check.place.containers": { cn: "第 {n} 行集装箱", en: "Container row {n}" },
  "check.place.spaces": { cn: "第 {n} 行舱位", en: "Space row {n}" },
  "check.place.cargos": { cn: "第 {n} 行货物", en: "Cargo row {n}" },
  "check.place.contacts": { cn: "第 {n} 个联系方", en: "Party {n}" },
  "check.place.dangerous_goods": { cn: "第 {n} 项危险品", en: "dangerous goods {n}" },
  "check.party.1": { cn: "发货人", en: "Shipper" },
  "check.party.2": { cn: "收货人", en: "Consignee" },
  "check.party.3": { cn: "通知人1", en: "Notify party 1" },
  "check.party.4": { cn: "通知人2", en: "Notify party 2" },
  "check.label.container_no": { cn: "箱号", en: "container number" },
  "check.label.seal_no": { cn: "封号", en: "seal number" },
  "check.label.hs_code": { cn: "HS 编码", en: "HS code" },
  "check.label.description": { cn: "货物描述", en: "description" },
  "check.label.marks_no": { cn: "唛头", en: "marks" },
  "check.label.company1": { cn: "公司名称1", en: "company name 1" },
  "check.label.address1": { cn: "地址1", en: "address 1" },
  "check.label.address2": { cn: "地址2", en: "address 2" },
  "check.label.city": { cn: "城市", en: "city" },
  "check.label.province": { cn: "省/州", en: "province / state" },
  "check.label.linkman": { cn: "联系人", en: "contact person" },
  "check.label.reefer": { cn: "冷藏设置", en: "reefer settings" },
  "check.label.reefer.temperature": { cn: "设定温度", en: "temperature set point" },
  "check.label.reefer.temperature_unit": { cn: "温度单位", en: "temperature unit" },
  "check.label.oog": { cn: "超限尺寸", en: "out-of-gauge dimensions" },
  "check.label.un_number": { cn: "UN 编号", en: "UN number" },
  "check.label.proper_shipping_name": { cn: "正式运输名称", en: "proper shipping name" },
  "check.label.imo_class": { cn: "危险品类别", en: "IMO class" },
  "check.label.packing_group": { cn: "包装类别", en: "packing group" },
  "check.label.flash_point": { cn: "闪点", en: "flash point" },
  "check.label.net_explosive_content": { cn: "爆炸品净含量", en: "net explosive content" },
  "check.label.emergency_contact.name": { cn: "应急联系人姓名", en: "emergency contact's name" },
  "check.label.emergency_contact.phone": { cn: "应急联系电话", en: "emergency contact's phone" },
  "check.label.vgm": { cn: "VGM", en: "VGM" },
  "check.label.vgm_declaration.signatory": { cn: "VGM 签署人", en: "VGM signatory" },
  "check.label.vgm_declaration.tare_weight": { cn: "箱皮重", en: "tare weight" },
} satisfies Catalogue;
