// Shipping-instruction revisions (docs/PRODUCT-RULES.md, "SI revisions"): the owner's panel on the
// supply detail and operations' panel on their order view, each mounted with one line.
export { OpsRevisionPanel } from "./ops-revision-panel";
export { SiRevisionPanel } from "./si-revision-panel";
