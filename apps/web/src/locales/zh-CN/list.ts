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
};
