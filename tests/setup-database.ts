// Loaded before every integration test file: gives the file its own migrated database and
// installs it as the process connection, so model functions under test use it.
import { afterAll } from "vitest";
import { useConnection } from "../db/client";
import { createTestConnection } from "./test-database";

const connection = await createTestConnection();
useConnection(connection);

afterAll(async () => {
  useConnection(undefined);
  await connection.close();
});
