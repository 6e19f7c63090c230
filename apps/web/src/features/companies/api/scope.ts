/** Where a company's members, invitations and addresses are managed: the caller's own, or any (shop admins). */
export const companyBase = (companyId?: string) =>
  companyId ? `/companies/${encodeURIComponent(companyId)}` : '/my-company';
