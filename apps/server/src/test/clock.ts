/** A clock tests move by hand; services read it through AppContext.now. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
    advanceDays(days: number) {
      current += days * 24 * 60 * 60_000;
    },
  };
}
