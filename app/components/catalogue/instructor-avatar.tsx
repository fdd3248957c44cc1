import { initials } from "~/rules/instructor";

/** The instructor's photo, or their initials when there is none (requirement public-pages-and-routes). */
export function InstructorAvatar({
  firstName,
  lastName,
  avatarUrl,
  size = "h-16 w-16 text-xl",
}: {
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  size?: string;
}) {
  if (avatarUrl) {
    return <img src={avatarUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} loading="lazy" />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-ink`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
