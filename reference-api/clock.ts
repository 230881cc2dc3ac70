/** Every time the reference API reads comes from here, so tests can move time without sleeping. */
export type Clock = () => Date;

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
