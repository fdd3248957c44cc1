// The enroll buttons of the course and bundle pages post one intent each. Their schemas live here,
// in a server module, so zod stays out of these public pages' browser bundles.
import { z } from "zod";

export const courseEnrollSchema = z.object({ intent: z.literal("enroll") });
export const bundleEnrollSchema = z.object({ intent: z.literal("enroll-bundle") });
