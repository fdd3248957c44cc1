import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_SITE_NAME } from "~/utils/site";

/** Title, description and canonical link of a public page (the canonical is an absolute address). */
export function pageMeta({
  title,
  siteName,
  description,
  canonical,
  noindex = false,
}: {
  title: string;
  siteName?: string | null;
  description?: string;
  canonical?: string | null;
  noindex?: boolean;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: `${title} | ${siteName ?? DEFAULT_SITE_NAME}` }];
  if (description) tags.push({ name: "description", content: description });
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
