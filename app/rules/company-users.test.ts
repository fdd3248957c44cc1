import { describe, expect, it } from "vitest";
import { createUserSchema, displayStatus, seatLabel, seatsRemaining } from "./company-users";

describe("company users rules", () => {
  it("display status per requirement signed-in-state-flows", () => {
    expect(displayStatus({ accountStatus: "inactive", emailConfirmedAt: null })).toBe("Inactive");
    expect(displayStatus({ accountStatus: "active", emailConfirmedAt: null })).toBe("Pending Verification");
    expect(displayStatus({ accountStatus: "active", emailConfirmedAt: new Date() })).toBe("Active");
  });

  it("seats", () => {
    expect(seatLabel({ used: 3, allowed: null })).toBe("3 / unlimited");
    expect(seatLabel({ used: 3, allowed: 25 })).toBe("3 / 25");
    expect(seatsRemaining({ used: 30, allowed: 25 })).toBe(0);
    expect(seatsRemaining({ used: 3, allowed: null })).toBeNull();
  });

  it("the user form trims, lower-cases the address, empties optional fields to null, defaults the role", () => {
    expect(createUserSchema.parse({ firstName: " A ", lastName: "B", email: " X@Example.COM ", phone: " " })).toEqual({
      firstName: "A",
      lastName: "B",
      email: "x@example.com",
      phone: null,
      licenseNumber: null,
      role: "student",
    });
    expect(createUserSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b" }).success).toBe(false);
  });
});
