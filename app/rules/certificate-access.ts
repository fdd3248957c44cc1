// Who may open a learner's certificate PDF (decision 0012): the learner, an admin, and a company admin of
// the learner's own company — judged by the signed-in admin's company, never by a submitted id —
// for a certificate issued since the learner joined that company (decision 0053: what a member
// earned before joining stays theirs). Everyone else is told the certificate does not exist (404),
// so ids cannot be probed.
import { hasAnyRole, type Role } from "./roles";

export type CertificateViewer = { id: string; roles: readonly Role[]; companyId: string | null };
export type CertificateOwner = {
  userId: string;
  companyId: string | null;
  /** When the owner joined their company; null = not recorded (a member from before decision 0053). */
  companyJoinedAt?: Date | string | null;
  /** When the certificate was issued. */
  issuedAt?: Date | string | null;
};

/** Was the certificate issued while the owner was a member of their present company? */
export function issuedSinceJoining(owner: Pick<CertificateOwner, "companyJoinedAt" | "issuedAt">): boolean {
  if (!owner.companyJoinedAt || !owner.issuedAt) return true;
  return new Date(owner.issuedAt).getTime() >= new Date(owner.companyJoinedAt).getTime();
}

export function canViewCertificate(viewer: CertificateViewer, owner: CertificateOwner): boolean {
  if (viewer.id === owner.userId) return true;
  if (hasAnyRole(viewer.roles, "admin")) return true;
  return (
    hasAnyRole(viewer.roles, "company_admin") &&
    viewer.companyId !== null &&
    owner.companyId !== null &&
    viewer.companyId === owner.companyId &&
    issuedSinceJoining(owner)
  );
}
