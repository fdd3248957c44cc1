// The identity and exam-integrity forms' schemas (issue 46; decision 0089), kept apart from
// ~/rules/identity so that the pages' browser code (which shows the texts and the questions) does not
// load zod: only the actions, on the server, parse with these.
import { z } from "zod";
import { IDENTITY_MESSAGES, IDENTITY_QUESTION_KEYS, normaliseAnswer } from "./identity";

const answerField = z
  .string({ error: IDENTITY_MESSAGES.answerRequired })
  .trim()
  .min(1, IDENTITY_MESSAGES.answerRequired)
  .max(100, IDENTITY_MESSAGES.answerTooLong)
  .refine((value) => !value.includes("\u0000"), IDENTITY_MESSAGES.badRequest)
  .refine((value) => normaliseAnswer(value).length >= 2, IDENTITY_MESSAGES.answerTooShort);
const questionField = z.enum(IDENTITY_QUESTION_KEYS, { error: IDENTITY_MESSAGES.chooseThree });
const fullName = z
  .string({ error: IDENTITY_MESSAGES.nameMismatch })
  .trim()
  .min(1, IDENTITY_MESSAGES.nameMismatch)
  .max(200, IDENTITY_MESSAGES.nameMismatch)
  .refine((value) => !value.includes("\u0000"), IDENTITY_MESSAGES.badRequest);

/** The setup form: question1..3 + answer1..3, the affirmation and the typed full name. */
export const identitySetupSchema = z
  .object({
    question1: questionField,
    answer1: answerField,
    question2: questionField,
    answer2: answerField,
    question3: questionField,
    answer3: answerField,
    fullName,
    affirm: z.literal("on", { error: IDENTITY_MESSAGES.affirmRequired }),
  })
  .refine((v) => new Set([v.question1, v.question2, v.question3]).size === 3, {
    message: IDENTITY_MESSAGES.differentQuestions,
    path: ["question3"],
  });
export type IdentitySetup = z.infer<typeof identitySetupSchema>;

export const identityAnswerSchema = z.object({
  checkId: z.uuid({ error: IDENTITY_MESSAGES.notYourCheck }),
  answer: answerField,
});

export const attestationSchema = z.object({
  fullName,
  attest: z.literal("on", { error: IDENTITY_MESSAGES.attestRequired }),
});

export const unlockSchema = z.object({
  intent: z.literal("unlock"),
  courseId: z.uuid(),
  reason: z
    .string({ error: IDENTITY_MESSAGES.unlockReasonRequired })
    .trim()
    .min(5, IDENTITY_MESSAGES.unlockReasonRequired)
    .max(500, "The reason is at most 500 characters.")
    .refine((value) => !value.includes("\u0000"), IDENTITY_MESSAGES.badRequest),
});
