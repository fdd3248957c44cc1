// One definition of a company's seats (decision 0057). "Seats used" is the number of
// accounts whose profile names the company — an inactive member included (decision 0053: Inactive
// is the company's standing for a member who stays listed and can be made active again without a
// free seat; only Remove or leaving frees one), a pending invitation not (decision 0053). Every
// screen, lock and import reads `seatsUsedSql` (as a column of a wider query) or `companySeats`;
// "remaining" is always the `seatsRemaining` rule.
import { eq, getTableName, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Db, type Tx } from "~/db.server";
import { seatsRemaining, type Seats } from "~/rules/company-users";

const { companies, profiles } = schema;

// The outer query's company row, written out in full: drizzle prints a column of a one-table select
// unqualified ("id"), which inside the subquery would mean the profile's own id — the raw subquery
// that showed 0 seats used for every company on Admin › Companies.
const OUTER_COMPANY_ID = sql`${sql.identifier(getTableName(companies))}.${sql.identifier("id")}`;

/**
 * The seats a company uses, as an SQL expression: of the company `companyId`, or without it of the
 * outer query's `companies` row (a column of the company list).
 */
export function seatsUsedSql(companyId?: string): SQL<number> {
  const company = companyId === undefined ? OUTER_COMPANY_ID : sql`${companyId}`;
  return sql<number>`(select count(*)::int from ${profiles} as "seat_holder" where "seat_holder"."company_id" = ${company})`.mapWith(
    Number,
  );
}

export type CompanySeats = Seats & { remaining: number | null };

/** The company's seats used, allowed (null: unlimited) and remaining; null when there is no such company. */
export async function companySeats(companyId: string, executor: Db | Tx = getDb()): Promise<CompanySeats | null> {
  const [row] = await executor
    .select({ allowed: companies.allowedUserSeats, used: seatsUsedSql() })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? withRemaining({ used: Number(row.used), allowed: row.allowed }) : null;
}

export function withRemaining(seats: Seats): CompanySeats {
  return { ...seats, remaining: seatsRemaining(seats) };
}
