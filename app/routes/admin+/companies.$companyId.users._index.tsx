// The company admin's Manage Users screen, run by a platform admin for the company in the address (decision 0037).
export { action, default, handle, loader, meta } from "~/routes/company-dashboard+/users._index/route";
