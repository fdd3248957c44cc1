// The company admin's Manage Users screen, run by a platform admin for the company in the address (decision 0037).
export { loader } from "~/routes/company-dashboard+/users.import.$importId.skipped";
