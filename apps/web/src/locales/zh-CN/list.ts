/** The list-page shell (components/list-page): what every list says when it has nothing, fails or pages. */
export default {
  total: "共 {{total}} 条",
  empty: "暂无数据",
  noMatch: "没有符合条件的记录",
  noMatchHint: "换个条件试试，或清除筛选条件",
  clearFilters: "清除筛选",
  addFirst: "新增第一条",
  loadFailed: "列表加载失败",
  loading: "正在加载列表…",
  // a list's export (components/list-export): the list as filtered, as a file
  export: {
    button: "导出",
    formats: { xlsx: "Excel 文件 (.xlsx)", csv: "CSV 文件 (.csv)" },
    preparing: "正在准备导出…",
    rows: "已导出 {{rows}} / {{total}} 行",
    received: "正在导出 {{total}} 行，已接收 {{mb}} MB",
    cancel: "取消",
    cancelled: "已取消导出",
    done: "导出完成：{{count}} 行",
    failed: "导出失败：{{msg}}",
  },
};
