// What the quiz screen shows and when (requirement learning-screens Quiz screen, requirement progress-unlocking-and-quiz-flow Quiz, requirement learning-constants): which question, which
// result tab, the timer's warning and auto-submit, the confetti of a pass. Pure: the route and the
// components share it.

/** requirement learning-constants: the timer warns with this many seconds left. */
export const TIME_WARNING_SECONDS = 300;
/** requirement learning-constants: the quiz submits itself this long after the timer reaches zero. */
export const AUTO_SUBMIT_DELAY_MS = 100;

/** requirement learning-screens: 100 particles, then 50 from each side after 250 ms. */
export const CONFETTI = { first: 100, side: 50, sideDelayMs: 250 } as const;

export type ResultTab = "summary" | "review" | "history";
export const RESULT_TAB_LABELS: Record<ResultTab, string> = { summary: "Summary", review: "Review", history: "History" };

/** Summary exists only for an exam with sections (requirement learning-screens); Review and History always. */
export function resultTabs(hasSections: boolean): ResultTab[] {
  return hasSections ? ["summary", "review", "history"] : ["review", "history"];
}

/** The tab an address asks for, or the first one. */
export function chooseResultTab(requested: string | null, tabs: readonly ResultTab[]): ResultTab {
  return tabs.find((tab) => tab === requested) ?? tabs[0];
}

/** 0-based index of the question an address asks for (?q= is 1-based); else `fallback`. */
export function questionIndex(requested: string | null, count: number, fallback: number): number {
  const asked = requested && /^\d{1,4}$/.test(requested) ? Number(requested) : NaN;
  const index = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : fallback;
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

/** Where a learner resumes: the first unanswered question, else the first. */
export function firstUnansweredIndex(selected: readonly (string | null)[]): number {
  const index = selected.findIndex((choice) => choice === null);
  return index === -1 ? 0 : index;
}

/** The question an answer form moves to ("prev", "next" or a 1-based number); null: stay or submit. */
export function targetQuestion(go: string, current: number, count: number): number | null {
  if (go === "prev") return Math.max(current - 1, 1);
  if (go === "next") return Math.min(current + 1, count);
  if (/^\d{1,4}$/.test(go)) return Math.min(Math.max(Number(go), 1), count);
  return null;
}

/** Whole seconds left of a deadline `initialSeconds` away when the clock read `startedAtMs`. */
export function secondsLeft(initialSeconds: number, startedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil(initialSeconds - (nowMs - startedAtMs) / 1000));
}

/** The timer shows the warning style at 300 s or less. */
export function isTimeWarning(seconds: number | null): boolean {
  return seconds !== null && seconds <= TIME_WARNING_SECONDS;
}

/**
 * The "5 minutes left" warning (requirement progress-unlocking-and-quiz-flow: the timer "warns at 300
 * seconds remaining"): due whenever the time left is 300 s or less and the attempt is still open. A
 * page shows it once, from the moment it is due: when the time left crosses 300 s on the page, or at
 * once on a page that opens inside the last five minutes — which is every page of a quiz of five
 * minutes or less (it never had more than 300 s to cross from). Decision 0081.
 */
export function isTimeWarningDue(seconds: number): boolean {
  return seconds > 0 && seconds <= TIME_WARNING_SECONDS;
}

/** The warning's text for the time left when it is given: "5 minutes left." at 300 s, "2 minutes left." on a 2-minute exam. */
export function timeWarningText(seconds: number): string {
  const minutes = Math.min(Math.max(Math.ceil(seconds / 60), 1), TIME_WARNING_SECONDS / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"} left. Your quiz is submitted automatically when time runs out.`;
}

/** "12:05" */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A time limit in words, the one rule for the start screen, a running attempt and the admin preview:
 * "2 minutes", "1 minute", "No time limit"; a part minute (×1.5 extra time on 25 minutes) in
 * seconds, never a decimal or a rounded minute: "37 minutes 30 seconds". Minutes are not wrapped
 * into hours ("90 minutes"), as the quiz settings give them.
 */
export function describeTimeLimit(minutes: number | null): string {
  if (!minutes || minutes <= 0) return "No time limit";
  const total = Math.round(minutes * 60);
  const whole = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [];
  if (whole > 0) parts.push(`${whole} ${whole === 1 ? "minute" : "minutes"}`);
  if (seconds > 0) parts.push(`${seconds} ${seconds === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}

/** Search parameters that pick which data the quiz page loads (the attempt shown, the result tab). */
export const QUIZ_DATA_PARAMS = ["attempt", "tab"] as const;

/** Search parameters that only pick what the taking screen shows: no new data is needed for them. */
export const TAKING_VIEW_PARAMS = ["q", "confirm", "submitted"] as const;

/** True when two addresses differ only in `params` (same path, every other parameter equal). */
export function differOnlyIn(a: URL, b: URL, params: readonly string[]): boolean {
  if (a.pathname !== b.pathname) return false;
  const strip = (url: URL) => {
    const search = new URLSearchParams(url.search);
    for (const param of params) search.delete(param);
    search.sort();
    return search.toString();
  };
  return strip(a) === strip(b);
}
