import { ConfirmPanel } from "~/components/admin/confirm-panel";

export function DeleteCourseDialog({ title, base }: { title: string; base: string }) {
  return (
    <ConfirmPanel id="delete-course" title={<>Delete “{title}”?</>} action={base} intent="delete" confirm="Delete course">
      This cannot be undone. A course that anyone is enrolled in or holds a certificate for cannot be deleted: archive it instead.
    </ConfirmPanel>
  );
}
