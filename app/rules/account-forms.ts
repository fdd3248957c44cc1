// The account entry forms of /login (requirement public-validation-rules): one zod schema per form, used by conform in the
// browser and by the route's action on the server, so both give the same messages.
import { z } from "zod";
import { linkValidText } from "./one-time-tokens";

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

export const MESSAGES = {
  required: "Please fill in all required fields.",
  passwordMismatch: "Passwords do not match.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  invalidEmail: "Please enter a valid email address",
  emailTaken: "An account with this email already exists. Sign in or reset your password.",
  invalidCredentials: "Please check your credentials and try again.",
  unconfirmed: "Please confirm your email address before signing in. Check your inbox for the link, or send a new one.",
  inactive: "Account is inactive. Please contact support for assistance.",
  signUpFailed: "Unable to create account. Please try again.",
  verificationFailed: "Security verification failed. Please try again.",
  resetSent: "If an account exists for that email, we've sent a link to reset your password.",
  confirmationResent: `If that address is waiting for confirmation, we've sent a new link. It is valid for ${linkValidText("email_confirmation")}.`,
  authRequired: "Authentication required. Please log in to continue.",
} as const;

/** Told on the sign-in page to a signed-out visitor who pressed a button (Enroll Now…): requirement public-error-texts, decision 0080. */
export const AUTH_REQUIRED_TOAST = { title: "Authentication Required", description: MESSAGES.authRequired } as const;

/** Per-field text shown beside an empty required field (the form-level message says the rest). */
const FIELD_REQUIRED = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  phone: "Please enter your phone number.",
  email: "Please enter your email address.",
  password: "Please enter a password.",
  confirmPassword: "Please confirm your password.",
} as const;

type Ctx = z.RefinementCtx;
const present = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";
const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** Adds the per-field errors for empty fields and the form-level 'Please fill in all required fields.'. */
function requireFields<K extends keyof typeof FIELD_REQUIRED>(
  value: Partial<Record<K, string>>,
  keys: readonly K[],
  ctx: Ctx,
  { formMessage }: { formMessage: boolean },
) {
  const missing = keys.filter((key) => !present(value[key]));
  if (missing.length > 0 && formMessage) ctx.addIssue({ code: "custom", message: MESSAGES.required, path: [] });
  for (const key of missing) ctx.addIssue({ code: "custom", message: FIELD_REQUIRED[key], path: [key] });
}

function checkEmail(email: string | undefined, ctx: Ctx) {
  if (present(email) && (!isEmail(email) || email.length > 254)) {
    ctx.addIssue({ code: "custom", message: MESSAGES.invalidEmail, path: ["email"] });
  }
}

// Fields are optional strings at the zod level (conform sends empty inputs as undefined) so that one
// refinement can report every problem at once; the transform then gives the checked, trimmed values.
const text = (max: number) => z.string().max(max, `Please use at most ${max} characters.`).optional();

export const signUpSchema = z
  .object({
    firstName: text(100),
    lastName: text(100),
    phone: text(40),
    email: z.string().optional(),
    password: z.string().optional(),
    confirmPassword: z.string().optional(),
    licenseNumber: text(50),
  })
  .superRefine((value, ctx) => {
    requireFields(value, ["firstName", "lastName", "phone", "email", "password", "confirmPassword"], ctx, {
      formMessage: true,
    });
    checkEmail(value.email, ctx);
    const { password, confirmPassword } = value;
    if (present(password) && password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: ["password"] });
    }
    if (present(password) && password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooLong, path: ["password"] });
    }
    if (present(password) && present(confirmPassword) && password !== confirmPassword) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordMismatch, path: ["confirmPassword"] });
    }
  })
  .transform((value) => ({
    firstName: value.firstName!.trim(),
    lastName: value.lastName!.trim(),
    phone: value.phone!.trim(),
    email: value.email!.trim().toLowerCase(),
    password: value.password!,
    licenseNumber: value.licenseNumber?.trim() || null,
  }));

export type SignUpInput = z.output<typeof signUpSchema>;

export const signInSchema = z
  .object({
    email: z.string().optional(),
    password: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong).optional(),
    redirectTo: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    requireFields(value, ["email", "password"], ctx, { formMessage: true });
    checkEmail(value.email, ctx);
  })
  .transform((value) => ({
    email: value.email!.trim().toLowerCase(),
    password: value.password!,
    redirectTo: value.redirectTo,
  }));

export type SignInInput = z.output<typeof signInSchema>;

/** Forgot password and resend confirmation: one address. */
export const emailOnlySchema = z
  .object({ email: z.string().optional() })
  .superRefine((value, ctx) => {
    requireFields(value, ["email"], ctx, { formMessage: false });
    checkEmail(value.email, ctx);
  })
  .transform((value) => ({ email: value.email!.trim().toLowerCase() }));

export type EmailOnlyInput = z.output<typeof emailOnlySchema>;

/** The required inputs of each form, for conform's `constraint` (the asterisk and `required`). */
export const REQUIRED_CONSTRAINT = {
  signUp: {
    firstName: { required: true },
    lastName: { required: true },
    phone: { required: true },
    email: { required: true },
    password: { required: true, minLength: PASSWORD_MIN_LENGTH },
    confirmPassword: { required: true },
  },
  signIn: { email: { required: true }, password: { required: true } },
  emailOnly: { email: { required: true } },
} as const;

/** /login modes (requirement public-pages-and-routes): sign in (default), sign up, forgot password, the post-sign-up screen, and resend. */
export const LOGIN_MODES = ["signin", "signup", "forgot", "check-email", "resend"] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export function parseLoginMode(value: string | null): LoginMode {
  if (value === "reset") return "forgot"; // the required name for the mode
  return (LOGIN_MODES as readonly string[]).includes(value ?? "") ? (value as LoginMode) : "signin";
}

export type NewPasswordMessages = { tooShort: string; tooLong: string; mismatch: string };

/** A new password found in a breach or among the most common passwords (requirement public-error-texts 'Insecure Password'; decision 0081). */
export const INSECURE_PASSWORD_MESSAGE =
  "This password has appeared in a data breach or is one of the most common passwords. Please choose a different one.";

/** The toast titles of requirement public-error-texts for a refused new password. */
export const PASSWORD_TOAST_TITLES = {
  insecure: "Insecure Password",
  tooShort: "Password Too Short",
  mismatch: "Password Mismatch",
} as const;

type FieldErrors = Record<string, readonly string[] | null | undefined> | null | undefined;

/**
 * The toast for a new password the form refused, beside the fields' own messages (which stay): its
 * first problem of 'Insecure Password', 'Password Too Short' and 'Password Mismatch', or null.
 */
export function passwordProblemToast(
  errors: FieldErrors,
  messages: Pick<NewPasswordMessages, "tooShort" | "mismatch">,
): { title: string; description: string } | null {
  const password = errors?.password ?? [];
  if (password.includes(INSECURE_PASSWORD_MESSAGE))
    return { title: PASSWORD_TOAST_TITLES.insecure, description: INSECURE_PASSWORD_MESSAGE };
  if (password.includes(messages.tooShort)) return { title: PASSWORD_TOAST_TITLES.tooShort, description: messages.tooShort };
  if (errors?.confirmPassword?.includes(messages.mismatch))
    return { title: PASSWORD_TOAST_TITLES.mismatch, description: messages.mismatch };
  return null;
}

/**
 * The one password policy: a new password (6 to 128 characters) and its confirmation. Every form
 * that sets a password — the e-mailed links, the profile's Update Password — builds on these.
 */
export function newPasswordFields(messages: NewPasswordMessages) {
  return {
    password: z.string({ error: messages.tooShort }).min(PASSWORD_MIN_LENGTH, messages.tooShort).max(PASSWORD_MAX_LENGTH, messages.tooLong),
    confirmPassword: z.string({ error: messages.mismatch }),
  };
}

/** The confirmation must repeat the new password (reported on the confirmation field). */
export function confirmationMatches(
  messages: Pick<NewPasswordMessages, "mismatch">,
): [(value: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] {
  return [(value) => value.password === value.confirmPassword, { message: messages.mismatch, path: ["confirmPassword"] }];
}

/** conform's `constraint` for the new-password inputs. */
export const NEW_PASSWORD_CONSTRAINT = {
  password: { required: true, minLength: PASSWORD_MIN_LENGTH },
  confirmPassword: { required: true },
} as const;

/** E-mailed tokens are 43 characters (32 random bytes, base64url); anything much longer is not one. */
export const EMAILED_TOKEN_MAX_LENGTH = 128;

/**
 * Choosing a password from an e-mailed link (reset, invitation): the token plus a new password and
 * its confirmation. Each page passes its own wording (requirement signed-in-validation-rules: the invitation page has no periods).
 */
export function newPasswordSchema(messages: NewPasswordMessages & { invalidToken: string }) {
  return z
    .object({
      token: z
        .string({ error: messages.invalidToken })
        .trim()
        .min(1, messages.invalidToken)
        .max(EMAILED_TOKEN_MAX_LENGTH, messages.invalidToken),
      ...newPasswordFields(messages),
    })
    .refine(...confirmationMatches(messages));
}
