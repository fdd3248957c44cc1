// The public pages' content version (decision 0070): one row, bumped by triggers in the same
// transaction as any write to a table the anonymous public pages read (migration 0017).
import { eq } from "drizzle-orm";
import { prepared, schema } from "~/db.server";

const { contentVersion } = schema;

/** One indexed single-row read, prepared once per connection: it runs on every cacheable request. */
const versionQuery = () =>
  prepared("content-version", (db) =>
    db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)).prepare("content_version"),
  );

/** The current content version, or null without its row (a hand-edited database): then nothing is cached. */
export async function getContentVersion(): Promise<number | null> {
  const [row] = await versionQuery().execute();
  return row ? Number(row.version) : null;
}
