// The card fields of the local Stripe stand-in's forms (its checkout, and "Update card" in its portal):
// labelled inputs with the browser's payment autocomplete. What a posted card means is
// readTestCard in app/routes/dev+/billing-standin.server.ts.
const input = "mt-1 w-full rounded-md border border-line bg-surface px-3 py-2";

/** Card number, expiration, CVC and name: labelled inputs with the browser's payment autocomplete. */
export function TestCardFields() {
  return (
    <>
      <div>
        <label htmlFor="cardNumber" className="block text-sm font-medium">
          Card number
        </label>
        <input
          id="cardNumber"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          required
          className={input}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="expiry" className="block text-sm font-medium">
            Expiration (MM / YY)
          </label>
          <input id="expiry" name="expiry" autoComplete="cc-exp" placeholder="MM / YY" required className={input} />
        </div>
        <div>
          <label htmlFor="cvc" className="block text-sm font-medium">
            CVC
          </label>
          <input id="cvc" name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" required className={input} />
        </div>
      </div>
      <div>
        <label htmlFor="name" className="block text-sm font-medium">
          Name on card
        </label>
        <input id="name" name="name" autoComplete="cc-name" required className={input} />
      </div>
    </>
  );
}
