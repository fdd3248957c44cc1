// Runs once per integration run: migrates the template every test file's database is copied from.
import type { TestProject } from "vitest/node";
import { createTestDatabaseTemplate, type TestDatabaseTemplate } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject) {
  const { template, dispose } = await createTestDatabaseTemplate();
  project.provide("databaseTemplate", template);
  return dispose;
}
