// The member's side of consented company membership (decision 0053): the forms of the invitation
// page and of leaving, and their messages. Pure; the data is in app/models/companies/company-membership.server.ts.
import { z } from "zod";
import { idSchema } from "./id-schema";

export const INVITATIONS_PATH = "/invitations";
export const LEAVE_COMPANY_PATH = "/leave-company";

export const MEMBERSHIP_MESSAGES = {
  notFound: "This invitation is no longer available.",
  inACompany: "You already belong to a company. Leave it first, then accept this invitation.",
  seatLimit: "This company has no free seat right now. Ask its admin to free one, then accept again.",
  platformRole: "This account cannot join a company.",
  noCompany: "You do not belong to a company.",
  companyAdmin: "A company admin cannot leave here: ask another admin of your company to remove you.",
  unknown: "Unknown request.",
} as const;

export const MEMBERSHIP_TOASTS = {
  accepted: (company: string) => ({
    type: "success" as const,
    title: "Invitation accepted",
    description: `You are now a member of ${company}.`,
  }),
  declined: { type: "success" as const, title: "Invitation declined" },
  left: (company: string) => ({
    type: "success" as const,
    title: "You left the company",
    description: `You are no longer a member of ${company}. Your account, purchases and certificates stay yours.`,
  }),
};

/** Accept or decline one invitation (POST /invitations). */
export const invitationAnswerSchema = z.object({
  intent: z.enum(["accept", "decline"], { error: MEMBERSHIP_MESSAGES.unknown }),
  invitationId: idSchema,
});

/** Leave the company (POST /leave-company): the confirmation is the button itself. */
export const leaveSchema = z.object({ intent: z.literal("leave", { error: MEMBERSHIP_MESSAGES.unknown }) });
