// (its own module, without imports: the build's first-page hints read it too, build/first-page-hints.ts)

/** The booking list pages by 50, with 10/20/50/100. */
export const ORDER_LIST_PAGING = { pageSize: 50, pageSizes: [10, 20, 50, 100] } as const;
