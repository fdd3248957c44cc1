// Structured data (schema.org JSON-LD) for course pages (requirement public-pages-and-routes course detail, requirement business-constants "Course
// structured data"): duration in hours, a rating only when average and count are positive (scale
// 1 to 5), the price valid until December 31 of next year.
import { schoolYear } from "./school-time";

export type JsonLd = Record<string, unknown>;

export type CourseStructuredDataInput = {
  /** Public origin of the site, e.g. "https://pelicanrealestateschool.com" (no trailing slash needed). */
  origin: string;
  siteName: string;
  course: {
    slug: string;
    title: string;
    description: string;
    hours: number;
    imageUrl: string | null;
    courseType: string;
  };
  instructorName: string | null;
  rating: { averageRating: number; reviewCount: number };
  /** The premium membership price from the site settings; null leaves the offer out. */
  price: number | null;
  currency?: string;
  now?: Date;
};

/** An absolute address on the site. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith("/") ? origin : `${origin}/`).toString();
}

export function courseUrl(origin: string, slug: string): string {
  return absoluteUrl(origin, `/course/${encodeURIComponent(slug)}`);
}

/** "YYYY-12-31" of the year after `now`'s year in the school's time zone. */
export function priceValidUntil(now: Date = new Date()): string {
  return `${schoolYear(now) + 1}-12-31`;
}

/** ISO 8601 duration of a number of hours ("PT90H", "PT1.5H"). */
export function hoursDuration(hours: number): string {
  const value = Math.max(0, Math.round(hours * 10) / 10);
  return `PT${value}H`;
}

export function courseJsonLd(input: CourseStructuredDataInput): JsonLd {
  const { origin, siteName, course, instructorName, rating, price, currency = "USD", now = new Date() } = input;
  const url = courseUrl(origin, course.slug);
  const ld: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    ...(course.imageUrl ? { image: absoluteUrl(origin, course.imageUrl) } : {}),
    educationalCredentialAwarded: "Certificate of completion",
    about: course.courseType,
    inLanguage: "en-US",
    timeRequired: hoursDuration(course.hours),
    provider: { "@type": "Organization", name: siteName, url: absoluteUrl(origin, "/") },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "online",
      courseWorkload: hoursDuration(course.hours),
      duration: hoursDuration(course.hours),
      ...(instructorName ? { instructor: { "@type": "Person", name: instructorName } } : {}),
    },
  };
  if (price !== null && Number.isFinite(price) && price >= 0) {
    ld.offers = {
      "@type": "Offer",
      category: "Subscription",
      price: price.toFixed(2),
      priceCurrency: currency,
      priceValidUntil: priceValidUntil(now),
      availability: "https://schema.org/InStock",
      url,
    };
  }
  if (rating.averageRating > 0 && rating.reviewCount > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(rating.averageRating * 10) / 10,
      reviewCount: rating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

export function breadcrumbJsonLd(origin: string, items: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: characters that could end the script element
 * or start markup are escaped as JSON unicode escapes, which parse back to the same text.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
