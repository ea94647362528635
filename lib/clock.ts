// Time goes through here so tests can move it (vi.setSystemTime) and token checks agree with the database.
export function now(): Date {
  return new Date();
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
