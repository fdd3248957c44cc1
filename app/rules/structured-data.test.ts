import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  courseJsonLd,
  hoursDuration,
  priceValidUntil,
  serializeJsonLd,
  type CourseStructuredDataInput,
} from "./structured-data";

const input = (overrides: Partial<CourseStructuredDataInput> = {}): CourseStructuredDataInput => ({
  origin: "https://school.example",
  siteName: "Pelican Real Estate School",
  course: {
    slug: "louisiana-flood-zones",
    title: "Louisiana Flood Zones",
    description: "Flood maps & disclosure.",
    hours: 4,
    imageUrl: "/images/courses/flood.svg",
    courseType: "Continuing Education",
  },
  instructorName: "Lisa Marchand",
  rating: { averageRating: 4.666, reviewCount: 3 },
  price: 59.99,
  now: new Date("2026-03-10T12:00:00Z"),
  ...overrides,
});

describe("priceValidUntil", () => {
  it("is December 31 of next year", () => {
    expect(priceValidUntil(new Date("2026-03-10T12:00:00Z"))).toBe("2027-12-31");
  });

  it("uses the school's year: New Year's Eve evening in Louisiana is still the old year", () => {
    // 2026-01-01 03:00 UTC is 2025-12-31 21:00 in America/Chicago.
    expect(priceValidUntil(new Date("2026-01-01T03:00:00Z"))).toBe("2026-12-31");
    expect(priceValidUntil(new Date("2026-01-01T07:00:00Z"))).toBe("2027-12-31");
  });
});

describe("hoursDuration", () => {
  it("is an ISO 8601 duration in hours", () => {
    expect(hoursDuration(90)).toBe("PT90H");
    expect(hoursDuration(1.5)).toBe("PT1.5H");
    expect(hoursDuration(0)).toBe("PT0H");
  });
});

describe("courseJsonLd", () => {
  it("describes the course, its provider, duration, offer and rating", () => {
    const ld = courseJsonLd(input());
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Louisiana Flood Zones",
      description: "Flood maps & disclosure.",
      url: "https://school.example/course/louisiana-flood-zones",
      image: "https://school.example/images/courses/flood.svg",
      educationalCredentialAwarded: "Certificate of completion",
      about: "Continuing Education",
      inLanguage: "en-US",
      timeRequired: "PT4H",
      provider: { "@type": "Organization", name: "Pelican Real Estate School", url: "https://school.example/" },
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "online",
        courseWorkload: "PT4H",
        duration: "PT4H",
        instructor: { "@type": "Person", name: "Lisa Marchand" },
      },
      offers: {
        "@type": "Offer",
        category: "Subscription",
        price: "59.99",
        priceCurrency: "USD",
        priceValidUntil: "2027-12-31",
        availability: "https://schema.org/InStock",
        url: "https://school.example/course/louisiana-flood-zones",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves the rating out unless both the average and the count are positive", () => {
    expect(courseJsonLd(input({ rating: { averageRating: 0, reviewCount: 0 } }))).not.toHaveProperty("aggregateRating");
    expect(courseJsonLd(input({ rating: { averageRating: 4, reviewCount: 0 } }))).not.toHaveProperty("aggregateRating");
    expect(courseJsonLd(input({ rating: { averageRating: 0, reviewCount: 2 } }))).not.toHaveProperty("aggregateRating");
  });

  it("leaves the offer out without a price, and the image and instructor without them", () => {
    const ld = courseJsonLd(input({ price: null, instructorName: null, course: { ...input().course, imageUrl: null } }));
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("image");
    expect(ld.hasCourseInstance).not.toHaveProperty("instructor");
  });

  it("keeps an absolute image address as it is", () => {
    const ld = courseJsonLd(input({ course: { ...input().course, imageUrl: "https://cdn.example/x.png" } }));
    expect(ld.image).toBe("https://cdn.example/x.png");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the items from 1 with absolute addresses", () => {
    expect(
      breadcrumbJsonLd("https://school.example/", [
        { name: "Home", path: "/" },
        { name: "Courses", path: "/louisiana-real-estate-courses" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://school.example/" },
        { "@type": "ListItem", position: 2, name: "Courses", item: "https://school.example/louisiana-real-estate-courses" },
      ],
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element or open markup, and parses back to the same value", () => {
    const value = { name: "</script><script>alert(1)</script>", text: "a & b <!-- c --> \u2028" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("absoluteUrl", () => {
  it("joins an origin with or without a trailing slash", () => {
    expect(absoluteUrl("http://localhost:3000", "/x")).toBe("http://localhost:3000/x");
    expect(absoluteUrl("http://localhost:3000/", "/x")).toBe("http://localhost:3000/x");
  });
});
