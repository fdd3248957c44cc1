import { initials } from "~/rules/instructor";

/**
 * A person's picture, or their initials on the brand colour when they have none. Decorative: the
 * name is always written next to it, so the image has an empty alt text.
 */
export function UserAvatar({
  person,
  size = "md",
}: {
  person: { firstName: string; lastName: string; avatarUrl: string | null };
  size?: "sm" | "md";
}) {
  const box = size === "sm" ? "h-8 w-8 text-xs" : "h-9 w-9 text-sm";
  const pixels = size === "sm" ? 32 : 36;
  if (person.avatarUrl) {
    return <img src={person.avatarUrl} alt="" width={pixels} height={pixels} className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-ink`}>
      {initials(person.firstName, person.lastName)}
    </span>
  );
}
