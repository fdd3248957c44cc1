import { describe, expect, it } from "vitest";
import {
  FATE_LABELS,
  applyLimit,
  classifyRows,
  csvCell,
  IMPORT_MESSAGES,
  isCsvUpload,
  planImport,
  skippedCsv,
  SKIP_REASONS,
  type CsvUserRow,
} from "./user-csv";
import { parseUserCsv } from "./user-csv-parse";

const rowsOf = (text: string) => {
  const parsed = parseUserCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows;
};

describe("parseUserCsv", () => {
  it("reads quoted commas and quotes, CRLF, a BOM, trailing blank lines; headers case-insensitive and trimmed", () => {
    const rows = rowsOf(
      '\uFEFF First_Name , LAST_NAME,Email,Phone\r\n"Doe, Jane","O""Neil",jane@example.com,504\r\nBob,Smith,bob@example.com,\r\n\r\n\r\n',
    );
    expect(rows).toEqual([
      { line: 2, firstName: "Doe, Jane", lastName: 'O"Neil', email: "jane@example.com", phone: "504", licenseNumber: "" },
      { line: 3, firstName: "Bob", lastName: "Smith", email: "bob@example.com", phone: "", licenseNumber: "" },
    ]);
  });

  it("reads Excel's semicolon export", () => {
    expect(rowsOf("first_name;last_name;email;license_number\nAnn;Lee;ann@example.com;LA-1\n")[0]).toMatchObject({
      firstName: "Ann",
      licenseNumber: "LA-1",
    });
  });

  it("undoes the export's neutralisation of formula cells", () => {
    expect(rowsOf("first_name,last_name,email,phone\nA,B,a@example.com,'+1 504\n")[0].phone).toBe("+1 504");
  });

  it("answers the required messages", () => {
    expect(parseUserCsv("first_name,last_name,email\n")).toEqual({ ok: false, message: IMPORT_MESSAGES.noRows });
    expect(parseUserCsv("")).toEqual({ ok: false, message: IMPORT_MESSAGES.noRows });
    expect(parseUserCsv("first_name,email\nA,a@example.com\n")).toEqual({ ok: false, message: "Missing required fields: last_name" });
    expect(parseUserCsv("first_name,last_name,email\n,,x\nA,B,not-an-email\n")).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.noValidRows,
    });
    expect(parseUserCsv('first_name,last_name,email\n"A,B,a@example.com\n')).toEqual({ ok: false, message: IMPORT_MESSAGES.unreadable });
  });

  it("knows a CSV by extension or type", () => {
    expect(isCsvUpload("agents.CSV", "application/vnd.ms-excel")).toBe(true);
    expect(isCsvUpload("agents", "text/csv")).toBe(true);
    expect(isCsvUpload("agents.xlsx", "application/octet-stream")).toBe(false);
  });
});

describe("classifyRows and the seat arithmetic", () => {
  const row = (line: number, email: string, extra: Partial<CsvUserRow> = {}): CsvUserRow => ({
    line,
    firstName: "A",
    lastName: "B",
    email,
    phone: "",
    licenseNumber: "",
    ...extra,
  });
  const existing = new Map([
    ["member@example.com", { userId: "m", companyId: "mine" }],
    ["other@example.com", { userId: "o", companyId: "theirs" }],
    ["lone@example.com", { userId: "l", companyId: null }],
    ["admin@example.com", { userId: "a", companyId: null, platformRole: true }],
    ["invited@example.com", { userId: "i", companyId: null, invited: true }],
  ]);

  it("gives every row its fate", () => {
    const fates = classifyRows(
      [
        row(2, "new@example.com"),
        row(3, "NEW@example.com"),
        row(4, "bad"),
        row(5, "x@example.com", { firstName: "" }),
        row(6, "member@example.com"),
        row(7, "other@example.com"),
        row(8, "lone@example.com"),
        row(9, "admin@example.com"),
        row(10, "invited@example.com"),
      ],
      existing,
      "mine",
    );
    expect(fates.map((f) => (f.kind === "skip" ? f.reason : f.kind))).toEqual([
      "create",
      SKIP_REASONS.duplicate(2),
      SKIP_REASONS.invalidEmail,
      SKIP_REASONS.missing(["first_name"]),
      SKIP_REASONS.alreadyMember,
      SKIP_REASONS.otherCompany,
      "invite",
      SKIP_REASONS.platformRole,
      SKIP_REASONS.alreadyInvited,
    ]);
    expect(SKIP_REASONS.otherCompany).toBe("Already in another company");
    expect(FATE_LABELS.invite).toBe("Invitation will be sent");
  });

  it("plans the first N when rows exceed the free seats; none when no seat is left", () => {
    const fates = classifyRows([row(2, "a@example.com"), row(3, "b@example.com"), row(4, "c@example.com")], new Map(), "mine");
    expect(planImport(fates, null)).toMatchObject({ importable: 3, toImport: 3, overflow: false, noSeats: false });
    expect(planImport(fates, 2)).toMatchObject({ toImport: 2, overflow: true, noSeats: false });
    expect(planImport(fates, 0)).toMatchObject({ toImport: 0, noSeats: true });
    expect(applyLimit(fates, 2).map((f) => f.kind)).toEqual(["create", "create", "skip"]);
  });
});

describe("csv writing", () => {
  it("neutralises formula cells and quotes what needs it", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell('Doe, "J"')).toBe('"Doe, ""J"""');
    expect(csvCell(null)).toBe("");
    expect(
      skippedCsv([
        { row: { line: 2, firstName: "+x", lastName: "B", email: "e", phone: "", licenseNumber: "" }, reason: "Invalid email address" },
      ]),
    ).toBe("first_name,last_name,email,phone,license_number,reason\r\n'+x,B,e,,,Invalid email address\r\n");
  });
});

describe("import result texts", () => {
  it("count users and invitations with the language's plural rules", () => {
    expect(IMPORT_MESSAGES.imported(1)).toBe("Successfully imported 1 user");
    expect(IMPORT_MESSAGES.imported(3)).toBe("Successfully imported 3 users");
    expect(IMPORT_MESSAGES.invited(1)).toMatch(/^1 invitation sent:/);
  });
});
