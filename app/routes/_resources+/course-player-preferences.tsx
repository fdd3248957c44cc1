import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { updateAudioPreferences } from "~/models/accounts/audio-preferences.server";
import { z } from "zod";
import { checkboxValue } from "~/rules/audio-preferences";
import { requireUser } from "~/auth/permissions.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";
import { readForm } from "~/utils/form.server";

/**
 * POST /course-player-preferences — saves the course player's audio preferences (requirements learning-data-fields, progress-unlocking-and-quiz-flow)
 * on the signed-in user's profile. A plain form post (no JavaScript) names the page to go back to
 * in `redirectTo`; the player's fetcher gets the saved preferences back instead.
 */
const checkbox = z
  .string()
  .optional()
  .transform((value, context) => {
    const ticked = checkboxValue(value);
    if (ticked === null) {
      context.addIssue({ code: "custom", message: "Unexpected value for a preference." });
      return z.NEVER;
    }
    return ticked;
  });

const audioPreferencesSchema = z.object({
  showAudioPlayer: checkbox,
  autoPlayAndAdvance: checkbox,
  /** Where a plain form post (no JavaScript) goes back to. */
  redirectTo: z.string().max(2000).optional(),
});

export async function loader() {
  return redirect("/student");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const body = await readForm(request);
  const submission = audioPreferencesSchema.safeParse(Object.fromEntries(body));
  if (!submission.success) {
    return Response.json({ ok: false as const, error: submission.error.issues[0]?.message ?? "Invalid preferences." }, { status: 400 });
  }
  const { redirectTo, ...prefs } = submission.data;
  await updateAudioPreferences(user.id, prefs);
  if (redirectTo !== undefined) {
    return redirectWithToast(safeRedirect(redirectTo, "/student"), { type: "success", title: "Audio preferences saved" });
  }
  return Response.json({ ok: true as const, prefs });
}
