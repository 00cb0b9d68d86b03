// The quote list's paging and sort fields, without Zod: the quotes page reads them on load.

export const QUOTE_PAGE_SIZES = [10, 20, 30, 50] as const;
export const QUOTE_PAGE_SIZE = 50;

/** `price_<container_id>` sorts by that container type's price (quotes without it last). */
export const QUOTE_SORT_FIELD = /^(price_[1-9]\d{0,9}|transit_days|edate)$/;

/** A quote's `status` says whether its rate is in force today, not where the quote is in a life. */
export const QUOTE_STATUS = { STARTS_LATER: 0, IN_FORCE: 1 } as const;
