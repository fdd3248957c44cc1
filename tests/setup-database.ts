// Loaded before every integration test file: gives the file its own migrated database (a copy of
// the run's template) and installs it as the process connection, so model functions under test use it.
import { afterAll, inject } from "vitest";
import { useConnection } from "../db/client";
import { createTestConnection } from "./test-database";

const connection = await createTestConnection(inject("databaseTemplate"));
useConnection(connection);

afterAll(async () => {
  useConnection(undefined);
  await connection.close();
});
