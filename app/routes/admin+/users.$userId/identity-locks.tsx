// The user record's identity locks (issue 46; decision 0089): each course three wrong identity answers
// in a row locked, with an Unlock form (a reason is required; audited). A plain form posting to
// /admin/users/{id}/identity.
import { Form } from "@remix-run/react";

export type IdentityLockView = { courseId: string; courseTitle: string; lockedAt: string };

export function IdentityLocks({ userId, locks }: { userId: string; locks: IdentityLockView[] }) {
  if (locks.length === 0) return null;
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="identity-locks-heading" data-testid="identity-locks">
      <h2 id="identity-locks-heading" className="text-lg font-semibold">
        Identity locks
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Three wrong answers in a row to the learner's personal validation questions locked these courses. Confirm who the learner is before
        unlocking.
      </p>
      <ul className="mt-3 space-y-4">
        {locks.map((lock) => (
          <li key={lock.courseId} className="rounded-md border border-line p-3">
            <p className="font-medium">
              {lock.courseTitle} <span className="text-sm font-normal text-ink-muted">locked {lock.lockedAt}</span>
            </p>
            <Form method="post" action={`/admin/users/${userId}/identity`} className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="unlock" />
              <input type="hidden" name="courseId" value={lock.courseId} />
              <div className="min-w-0 flex-1">
                <label htmlFor={`unlock-reason-${lock.courseId}`} className="block text-sm font-medium">
                  Reason for unlocking
                </label>
                <input
                  id={`unlock-reason-${lock.courseId}`}
                  name="reason"
                  required
                  minLength={5}
                  maxLength={500}
                  className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2"
                />
              </div>
              <button type="submit" className="btn-secondary">
                Unlock Course
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
