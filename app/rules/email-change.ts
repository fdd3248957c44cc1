// What the profile's Email Address card shows of a change in progress (requirement signed-in-state-flows "Email change").
// Pure: the state is read, never written, when a page is loaded, so a link prefetch, a reload or two
// tabs all see the same thing (decision 0050).

/** The stored states of a change; idle is the absence of a row. */
export const EMAIL_CHANGE_STATUSES = ["pending_new_confirmation", "pending_old_confirmation", "completed", "failed"] as const;
export type EmailChangeStatus = "idle" | (typeof EMAIL_CHANGE_STATUSES)[number];
export type EmailChangeState = { status: EmailChangeStatus; newEmail: string | null; failureReason: string | null };

/**
 * How long a finished change stays on the card ("Your email address was changed to …"). The old app
 * showed it for about 2 s after the second link; here it is there for whoever opens the profile soon
 * after approving from the mailbox, and the card is idle again after that.
 */
export const COMPLETED_NOTICE_MS = 15 * 60 * 1000;

export const IDLE: EmailChangeState = { status: "idle", newEmail: null, failureReason: null };

/** A stored change (one row a user, no row when idle). */
export type StoredEmailChange = {
  status: Exclude<EmailChangeStatus, "idle">;
  newEmail: string;
  failureReason: string | null;
  updatedAt: Date;
};

/**
 * The card's state: idle with no change; idle when the account already has the new address (the change
 * was made some other way) unless it is the change that just completed; idle once a completed change
 * is older than COMPLETED_NOTICE_MS.
 */
export function shownEmailChange(change: StoredEmailChange | null, accountEmail: string, now: Date): EmailChangeState {
  if (!change) return IDLE;
  if (change.status === "completed") {
    return now.getTime() - change.updatedAt.getTime() <= COMPLETED_NOTICE_MS ? pick(change) : IDLE;
  }
  if (change.newEmail === accountEmail) return IDLE;
  return pick(change);
}

function pick({ status, newEmail, failureReason }: StoredEmailChange): EmailChangeState {
  return { status, newEmail, failureReason };
}
