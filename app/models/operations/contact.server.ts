// Contact-form messages (requirements public-data-fields, public-validation-rules): kept in contact_messages and e-mailed to the school through
// the outbox (decision 0004), in one transaction, so a message is stored exactly when its e-mail is queued.
import { desc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import type { ContactInput } from "~/rules/contact-form";
import { DEFAULT_MAP_LOCATION, parseMapLocation } from "~/rules/contact-map";
import { getSiteSettings } from "~/models/operations/site-settings.server";
import { enqueueEmail } from "~/services/email.server";

const { contactMessages, siteSettings } = schema;

export class NoSchoolAddressError extends Error {
  constructor() {
    super("site_settings.support_email is not set: contact messages have nowhere to go");
  }
}

/**
 * Stores the message and queues the "contact_message" e-mail to the school's support address
 * (site setting), replying to the sender. Throws (and writes nothing) when either step fails.
 */
export async function submitContactMessage(input: ContactInput, { ipAddress }: { ipAddress: string | null }) {
  return getDb().transaction(async (tx) => {
    const [settings] = await tx
      .select({ supportEmail: siteSettings.supportEmail, siteName: siteSettings.siteName })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    if (!settings?.supportEmail) throw new NoSchoolAddressError();
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, ipAddress })
      .returning({ id: contactMessages.id });
    const emailId = await enqueueEmail(tx, {
      templateKey: "contact_message",
      to: settings.supportEmail,
      replyTo: input.email,
      variables: { ...input, siteName: settings.siteName },
    });
    return { id: row.id, emailId };
  });
}

/** Newest first (for an admin inbox, and tests). */
export async function listContactMessages({ limit = 50 }: { limit?: number } = {}) {
  return getDb().select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
}

/** What /contact shows: the school's address, e-mail, phone, hours and map location from the site settings. */
export async function getContactDetails() {
  const settings = await getSiteSettings();
  const extra = settings?.extra ?? {};
  return {
    email: settings?.supportEmail ?? null,
    phone: settings?.supportPhone ?? null,
    address: settings?.mailingAddress ?? null,
    businessHours: typeof extra.businessHours === "string" ? extra.businessHours : null,
    mapLocation: parseMapLocation(extra.mapLocation) ?? DEFAULT_MAP_LOCATION,
  };
}
