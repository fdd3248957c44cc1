/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single Fetch types for loader/action data (v3_singleFetch is on in remix.config.js).
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
export {};
