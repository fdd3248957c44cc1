/**
 * When conform checks a form in the browser, for every form of the app: all fields on submit, then
 * a field that has been checked again on each keystroke.
 *
 * Never on blur: leaving the last field by pressing the submit button would insert that field's
 * message above the button between the press and the release, the button would move out from
 * under the pointer, and the click (so the submit, and the messages of the fields not yet visited,
 * such as an untouched radio group) would be lost. Decision 0020.
 */
export const FORM_VALIDATION = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;
