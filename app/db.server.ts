// The app's single entry to the database: models import from here, never from drivers.
export { getDb, type Db, type Tx } from "../db/client";
export * as schema from "../db/schema";
