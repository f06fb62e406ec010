/** Time always comes from here so expiry can be tested: it is injected. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(
  at: Date | string,
): Clock & { advance(ms: number): void; set(at: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    set(next: Date | string) {
      current = new Date(next);
    },
  };
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
