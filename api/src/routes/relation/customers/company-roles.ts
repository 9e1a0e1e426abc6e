/**
 * The company roles of a user and (de)activating one, under /relation/customers: written with
 * the company's users (relation/companies/users.ts), whose helpers they share.
 */
export { customerRoleRoutes as default } from '../companies/users';
