// Moved to app/auth/permissions.server.ts (decision 0096). This forwarding module is kept only while
// list screens being built on other branches still import the old path; once they are merged, change
// those imports to "~/auth/permissions.server" and delete this file (and its exemption in
// eslint.config.js). Nothing new imports it.
export * from "~/auth/permissions.server";
