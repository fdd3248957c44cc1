import type { FormEvent } from "react";

/**
 * The Preview PDF button posts the form, unsaved, to the preview route in a new tab. Remix's Form
 * would fetch that post as page data (the PDF is lost), so with JavaScript this hands it back to
 * the browser: the same native submission as without JavaScript, with the button's action, target
 * and intent.
 */
export function openPreviewNatively(event: FormEvent<HTMLFormElement>) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (!(submitter instanceof HTMLButtonElement) || submitter.value !== "preview") return;
  event.preventDefault();
  const form = event.currentTarget;
  const previous = { action: form.getAttribute("action"), target: form.getAttribute("target") };
  const intent = Object.assign(document.createElement("input"), { type: "hidden", name: "intent", value: "preview" });
  form.append(intent);
  form.setAttribute("action", submitter.formAction);
  form.setAttribute("target", submitter.formTarget || "_blank");
  HTMLFormElement.prototype.submit.call(form);
  intent.remove();
  for (const [name, value] of Object.entries(previous)) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
}
