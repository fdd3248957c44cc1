/** The school's name when the site settings row has none (the name is a site setting). */
export const DEFAULT_SITE_NAME = "Pelican Real Estate School";
