// How the report tabs write dates and counts (US Central time, as the rest of the school).
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "America/Chicago" });
export const showDate = (ms: number | null) => (ms === null ? "—" : dateFormat.format(new Date(ms)));
export const showDay = (day: string) => dateFormat.format(new Date(`${day}T12:00:00Z`));

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
