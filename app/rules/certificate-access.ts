// Who may open a learner's certificate PDF (issue 7): the learner, an admin, and a company admin of
// the learner's own company — judged by the signed-in admin's company, never by a submitted id.
// Everyone else is told the certificate does not exist (404), so ids cannot be probed.
import { hasAnyRole, type Role } from "./roles";

export type CertificateViewer = { id: string; roles: readonly Role[]; companyId: string | null };
export type CertificateOwner = { userId: string; companyId: string | null };

export function canViewCertificate(viewer: CertificateViewer, owner: CertificateOwner): boolean {
  if (viewer.id === owner.userId) return true;
  if (hasAnyRole(viewer.roles, "admin")) return true;
  return (
    hasAnyRole(viewer.roles, "company_admin") &&
    viewer.companyId !== null &&
    owner.companyId !== null &&
    viewer.companyId === owner.companyId
  );
}
