import { Form, Link, useNavigation } from "@remix-run/react";
import type { AccessLevel } from "~/rules/access-level";
import type { BundleAccessLevel } from "~/rules/bundle-enrollment";

export const BILLING_PATH = "/student/billing";

/** /login?mode=signup that comes back to `path` after signing in. */
export function signUpHref(path: string): string {
  return `/login?${new URLSearchParams({ mode: "signup", redirectTo: path })}`;
}

export function signInHref(path: string): string {
  return `/login?${new URLSearchParams({ redirectTo: path })}`;
}

/** The POST that enrolls (a plain form, so it works without JavaScript); "Enrolling..." while it runs. */
function EnrollButton({ intent, label, className }: { intent: string; label: string; className: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="contents">
      <button type="submit" name="intent" value={intent} className={className} disabled={pending}>
        {pending ? "Enrolling..." : label}
      </button>
    </Form>
  );
}

/** The course page's call to action by access level (requirement access-and-subscription-states). */
export function CourseCta({
  level,
  slug,
  path,
  className = "btn-primary",
}: {
  level: AccessLevel;
  slug: string;
  path: string;
  className?: string;
}) {
  switch (level) {
    case "not_logged_in":
      return (
        <Link to={signUpHref(path)} className={className}>
          Sign Up to Enroll
        </Link>
      );
    case "not_subscribed":
      return (
        <Link to={BILLING_PATH} className={className}>
          Get Premium
        </Link>
      );
    case "subscribed_not_enrolled":
      return <EnrollButton intent="enroll" label="Enroll Now" className={className} />;
    case "enrolled":
      return (
        <Link to={`/course-player/${slug}`} className={className}>
          Open Course
        </Link>
      );
    case "staff":
      return (
        <Link to={`/course-player/${slug}`} className={className}>
          Review Course
        </Link>
      );
    default:
      return level satisfies never;
  }
}

/** A short line under the call to action that says why it is the one shown. */
export function courseCtaNote(level: AccessLevel): string {
  switch (level) {
    case "not_logged_in":
      return "Create a free account, then get premium to unlock every course.";
    case "not_subscribed":
      return "An active premium membership is needed to enroll.";
    case "subscribed_not_enrolled":
      return "Your membership includes this course.";
    case "enrolled":
      return "You're enrolled in this course.";
    case "staff":
      return "As a reviewer you can open any course without enrolling.";
    default:
      return level satisfies never;
  }
}

/** The bundle page's call to action: enroll in every course at once (decision 0009). */
export function BundleCta({ level, path, className = "btn-primary" }: { level: BundleAccessLevel; path: string; className?: string }) {
  switch (level) {
    case "not_logged_in":
      return (
        <Link to={signUpHref(path)} className={className}>
          Enroll Now
        </Link>
      );
    case "not_subscribed":
      return (
        <Link to={BILLING_PATH} className={className}>
          Enroll Now
        </Link>
      );
    case "can_enroll":
      return <EnrollButton intent="enroll-bundle" label="Enroll Now" className={className} />;
    case "enrolled":
      return (
        <Link to="/student" className={className}>
          Go to My Courses
        </Link>
      );
    case "staff":
      return (
        <Link to="#courses-included" className={className}>
          Review the Courses
        </Link>
      );
    default:
      return level satisfies never;
  }
}

export function bundleCtaNote(level: BundleAccessLevel): string {
  switch (level) {
    case "not_logged_in":
      return "Sign up, then get premium to enroll in every course of this bundle at once.";
    case "not_subscribed":
      return "An active premium membership is needed to enroll.";
    case "can_enroll":
      return "Enrolls you in every course of this bundle.";
    case "enrolled":
      return "You're enrolled in every course of this bundle.";
    case "staff":
      return "Open each course below to review it.";
    default:
      return level satisfies never;
  }
}
