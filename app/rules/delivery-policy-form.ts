// The admin course form's delivery-policy fields (decision 0087), validated with zod on the server and,
// with JavaScript, in the browser. Kept apart from ./delivery-policy so the player's browser code,
// which reads the policy's numbers and wording, never loads zod.
import { z } from "zod";
import {
  MAX_IDLE_LIMIT_MINUTES,
  MAX_MINUTES_PER_LESSON,
  MAX_REQUIRED_PERCENT,
  MIN_IDLE_LIMIT_MINUTES,
  MIN_REQUIRED_PERCENT,
  type DeliveryPolicy,
} from "./delivery-policy";

export const DELIVERY_POLICY_INTENT = "delivery-policy";

const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

const number = (label: string, min: number, max: number) =>
  z.coerce
    .number<string>({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** A required whole number typed in a field (conform sends an empty field as undefined). */
const whole = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}.`)
    .max(10, `${label} must be a whole number.`)
    .pipe(number(label, min, max));

export const deliveryPolicySchema = z.object({
  intent: z.literal(DELIVERY_POLICY_INTENT),
  enabled: checkbox,
  requiredSeatTimePercent: whole("Required seat time", MIN_REQUIRED_PERCENT, MAX_REQUIRED_PERCENT),
  /** Blank: no minimum per lesson. */
  minMinutesPerLesson: z
    .string()
    .trim()
    .max(10, "Minimum per lesson must be a whole number.")
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(number("Minimum per lesson", 1, MAX_MINUTES_PER_LESSON).optional())
    .transform((v) => v ?? null),
  idleLimitMinutes: whole("Idle limit", MIN_IDLE_LIMIT_MINUTES, MAX_IDLE_LIMIT_MINUTES),
  identityChecksRequired: checkbox,
  externalProctoringRequired: checkbox,
});

export function policyFromForm(value: z.output<typeof deliveryPolicySchema>): DeliveryPolicy {
  const { intent: _intent, ...policy } = value;
  return policy;
}

/** The form's default values for a policy. */
export function policyFormDefaults(policy: DeliveryPolicy) {
  return {
    enabled: policy.enabled ? "on" : "",
    requiredSeatTimePercent: String(policy.requiredSeatTimePercent),
    minMinutesPerLesson: policy.minMinutesPerLesson === null ? "" : String(policy.minMinutesPerLesson),
    idleLimitMinutes: String(policy.idleLimitMinutes),
    identityChecksRequired: policy.identityChecksRequired ? "on" : "",
    externalProctoringRequired: policy.externalProctoringRequired ? "on" : "",
  };
}
