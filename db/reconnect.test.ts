import { describe, expect, it } from "vitest";
import { isConnectionLost, isReadOnlyStatement } from "./reconnect";

describe("isReadOnlyStatement", () => {
  it("takes one SELECT or WITH … SELECT", () => {
    expect(isReadOnlyStatement('select "users"."id" from "users" where "users"."updated_at" > $1')).toBe(true);
    expect(isReadOnlyStatement("  WITH t AS (select 1) select * from t")).toBe(true);
    expect(isReadOnlyStatement("select 1;")).toBe(true);
  });

  it("refuses anything that writes or could", () => {
    for (const query of [
      "insert into users (id) values ($1)",
      "update profiles set first_name = $1",
      "with gone as (delete from sessions returning id) select count(*) from gone",
      "select nextval('seq')",
      "select pg_advisory_xact_lock(1)",
      "select set_config('a', 'b', false)",
      "select 1; delete from users",
      "begin",
    ]) {
      expect(isReadOnlyStatement(query), query).toBe(false);
    }
  });
});

describe("isConnectionLost", () => {
  it("knows a terminated backend and a closed socket from a failed statement", () => {
    expect(isConnectionLost({ code: "57P01" })).toBe(true);
    expect(isConnectionLost({ code: "CONNECTION_CLOSED" })).toBe(true);
    expect(isConnectionLost({ code: "ECONNRESET" })).toBe(true);
    expect(isConnectionLost({ code: "23505" })).toBe(false);
    expect(isConnectionLost({ code: "40P01" })).toBe(false);
    expect(isConnectionLost(new Error("x"))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
  });
});
