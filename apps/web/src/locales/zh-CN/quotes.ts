export default {
  title: "海运报价",
  empty: "暂无报价",
  emptyHint: "货代发布的有效运价会显示在这里",
  cheapest: "本页该箱型最低价",
  filters: {
    pol: "起运港",
    to: "目的港",
    carriers: "船公司",
    forwarders: "货代",
    search: "搜索",
    reset: "重置",
  },
  columns: {
    carrier: "船公司",
    forwarder: "货代",
    pol: "起运港",
    pod: "卸货港",
    to: "目的地",
    transitDays: "航程(天)",
    validity: "有效期",
    remark: "备注",
  },
};
