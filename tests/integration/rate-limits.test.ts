// The sign-in limits (docs/decisions/0021-client-address-and-rate-limits.md) on the real rate_limits
// table: wrong passwords are counted per account and address and per address; an account is never
// locked for everyone, only given a smaller allowance per address while many addresses guess at it.
import { describe, expect, it } from "vitest";
import { beginSignInAttempt, consumeRateLimit, RATE_LIMITS, SIGN_IN_FAILURES_UNDER_ATTACK } from "~/utils/rate-limit.server";

let counter = 0;
const freshAccount = () => `account-${++counter}@example.com`;
let v4 = 0;
/** Addresses of their own for each test (TEST-NET-2 and -3 give 508 of them). */
const address = () => (++v4 <= 254 ? `198.51.100.${v4}` : `203.0.113.${v4 - 254}`);

/** One sign-in with a wrong password: whether it was let through to the password check. */
async function wrong(email: string, from: string | null) {
  const attempt = await beginSignInAttempt(email, from);
  if (attempt.ok) await attempt.settle("wrong-credentials");
  return attempt.ok;
}

/** One sign-in with the right password: whether it was let through (and so signed in). */
async function right(email: string, from: string | null) {
  const attempt = await beginSignInAttempt(email, from);
  if (attempt.ok) await attempt.settle("right-password");
  return attempt.ok;
}

const { points: perPair } = RATE_LIMITS.signInFailuresByAccountAndAddress;
const { points: perAddress } = RATE_LIMITS.signInFailuresByAddress;
const { points: underAttack } = RATE_LIMITS.signInFailuresByAccount;

describe("sign-in limits", () => {
  it("an attacker's address that hits the limit does not block the same account from another address", async () => {
    const victim = freshAccount();
    const attacker = address();
    for (let i = 0; i < perPair; i++) expect(await wrong(victim, attacker)).toBe(true);
    const refused = await beginSignInAttempt(victim, attacker);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.signInFailuresByAccountAndAddress.duration);
    }
    // Even the right password waits at the attacker's address…
    expect(await right(victim, attacker)).toBe(false);
    // …but the owner signs in from home, and may mistype there too.
    const owner = address();
    expect(await wrong(victim, owner)).toBe(true);
    expect(await right(victim, owner)).toBe(true);
    // The attacker's address may still try other accounts (up to the per-address limit).
    expect(await wrong(freshAccount(), attacker)).toBe(true);
  });

  it("a right password clears that address's count for the account", async () => {
    const account = freshAccount();
    const from = address();
    for (let i = 0; i < perPair - 1; i++) expect(await wrong(account, from)).toBe(true);
    expect(await right(account, from)).toBe(true);
    for (let i = 0; i < perPair; i++) expect(await wrong(account, from)).toBe(true);
    expect(await wrong(account, from)).toBe(false);
  });

  it(`limits wrong passwords from one address to ${perAddress}, whatever the accounts; right ones do not count`, async () => {
    const sprayer = address();
    for (let i = 0; i < perAddress - 1; i++) expect(await wrong(freshAccount(), sprayer)).toBe(true);
    // Successful sign-ins (say, an office behind one address) are not counted.
    const colleague = freshAccount();
    for (let i = 0; i < 3; i++) expect(await right(colleague, sprayer)).toBe(true);
    expect(await wrong(freshAccount(), sprayer)).toBe(true);
    expect(await wrong(freshAccount(), sprayer)).toBe(false);
    expect(await right(colleague, sprayer)).toBe(false);
    // Other addresses are not affected.
    expect(await right(colleague, address())).toBe(true);
  });

  it("counts IPv6 addresses by their /64 network", async () => {
    const account = freshAccount();
    for (let i = 0; i < perPair; i++) expect(await wrong(account, `2001:db8:77:1::${(i + 1).toString(16)}`)).toBe(true);
    expect(await wrong(account, "2001:db8:77:1:ffff::1")).toBe(false);
    expect(await right(account, "2001:db8:77:2::1")).toBe(true);
  });

  it(`an account under attack from many addresses gives each only ${SIGN_IN_FAILURES_UNDER_ATTACK} wrong tries, never a lock`, async () => {
    const victim = freshAccount();
    // Many addresses, a few guesses each: no single address reaches its own limit.
    let failures = 0;
    while (failures < underAttack) {
      const bot = address();
      for (let i = 0; i < SIGN_IN_FAILURES_UNDER_ATTACK + 1 && failures < underAttack; i++, failures++) {
        expect(await wrong(victim, bot)).toBe(true);
      }
    }
    // Now each address has a smaller allowance for this account…
    const next = address();
    for (let i = 0; i < SIGN_IN_FAILURES_UNDER_ATTACK; i++) expect(await wrong(victim, next)).toBe(true);
    expect(await wrong(victim, next)).toBe(false);
    // …but the owner, from an address of their own, still gets in, even after a typo.
    const owner = address();
    expect(await wrong(victim, owner)).toBe(true);
    expect(await right(victim, owner)).toBe(true);
    // Other accounts keep the full allowance.
    const other = freshAccount();
    for (let i = 0; i < perPair; i++) expect(await wrong(other, next)).toBe(true);
  });

  it("counts an e-mail address case-insensitively", async () => {
    const from = address();
    for (let i = 0; i < perPair; i++) expect(await wrong(i % 2 ? "Case@Example.com" : "case@example.com", from)).toBe(true);
    expect(await wrong("CASE@example.COM", from)).toBe(false);
  });

  it("without an address (a loader called directly) counts per account only", async () => {
    const account = freshAccount();
    for (let i = 0; i < perPair; i++) expect(await wrong(account, null)).toBe(true);
    expect(await wrong(account, null)).toBe(false);
    expect(await right(account, address())).toBe(true);
  });
});

describe("per-address limits", () => {
  it("count IPv6 addresses by their /64 network for the account e-mails and contact limits too", async () => {
    for (let i = 0; i < RATE_LIMITS.contactMessagesByIp.points; i++) {
      expect((await consumeRateLimit("contactMessagesByIp", `2001:db8:99:1::${i + 1}`)).ok).toBe(true);
    }
    expect((await consumeRateLimit("contactMessagesByIp", "2001:db8:99:1:abcd::9")).ok).toBe(false);
    expect((await consumeRateLimit("contactMessagesByIp", "2001:db8:99:2::1")).ok).toBe(true);
  });
});
