// Counted nouns with the language's plural rules: "1 user", "2 users", "0 users" — one
// helper instead of "1 users" or a hand-written `n === 1 ?` in every text. English is the school's
// language; Intl.PluralRules holds the rules, so another locale only needs its forms.

const rules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(locale);
    rules.set(locale, found);
  }
  return found;
}

/** The form of a noun for a count: `forms.one` when the language says "one", else `forms.other`. */
export function pluralForm(count: number, forms: { one: string; other: string }, locale = "en-US"): string {
  return rulesFor(locale).select(count) === "one" ? forms.one : forms.other;
}

/** "1 user" / "3 users": the count and its noun. */
export function countOf(count: number, one: string, other: string, locale = "en-US"): string {
  return `${count} ${pluralForm(count, { one, other }, locale)}`;
}
