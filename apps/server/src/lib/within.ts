/** `work`, or a rejection naming `what` once `ms` have passed without its answer (the timer is cleared either way). */
export function within<T>(ms: number, work: Promise<T>, what = "the work"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
