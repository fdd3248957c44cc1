import { useId, useState } from "react";
import { INITIAL_CALCULATOR, keyFromKeyboard, pressKey, type CalculatorKey } from "~/rules/calculator";

const KEYS: { key: CalculatorKey; label?: string; name: string; wide?: boolean; kind?: "op" | "eq" | "fn" }[] = [
  { key: "C", name: "Clear", kind: "fn" },
  { key: "(", name: "Open bracket", kind: "fn" },
  { key: ")", name: "Close bracket", kind: "fn" },
  { key: "÷", name: "Divide", kind: "op" },
  { key: "7", name: "7" },
  { key: "8", name: "8" },
  { key: "9", name: "9" },
  { key: "×", name: "Multiply", kind: "op" },
  { key: "4", name: "4" },
  { key: "5", name: "5" },
  { key: "6", name: "6" },
  { key: "-", label: "−", name: "Minus", kind: "op" },
  { key: "1", name: "1" },
  { key: "2", name: "2" },
  { key: "3", name: "3" },
  { key: "+", name: "Plus", kind: "op" },
  { key: "0", name: "0" },
  { key: ".", name: "Decimal point" },
  { key: "%", name: "Percent", kind: "fn" },
  { key: "⌫", name: "Delete last", kind: "fn" },
  { key: "=", name: "Equals", kind: "eq", wide: true },
];

/**
 * The math problem's calculator (requirement learning-validation-rules). Rendered only with JavaScript; the arithmetic is the
 * pure rule in app/rules/calculator.ts (division by zero gives 0). Keys can also be typed while
 * the calculator has focus.
 */
export function Calculator() {
  const [state, setState] = useState(INITIAL_CALCULATOR);
  const id = useId();
  const press = (key: CalculatorKey) => setState((current) => pressKey(current, key));

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-line bg-surface-muted p-3"
      onKeyDown={(event) => {
        if (event.target instanceof HTMLButtonElement && (event.key === "Enter" || event.key === " ")) return;
        const key = keyFromKeyboard(event.key);
        if (key) {
          event.preventDefault();
          press(key);
        }
      }}
    >
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold">
        Calculator
      </h3>
      <div className="mb-2 rounded-md border border-line bg-surface px-3 py-2 text-right font-mono">
        <div className="min-h-[1.25rem] truncate text-xs text-ink-muted" aria-hidden="true">
          {state.previous ? `${state.previous} =` : ""}
        </div>
        <output aria-live="polite" aria-label="Calculator display" className="block truncate text-xl" data-testid="calculator-display">
          {state.error ? "Error" : state.expression.replace(/-/g, "−") || "0"}
        </output>
      </div>
      <div className="grid grid-cols-4 gap-1.5">
        {KEYS.map(({ key, label, name, wide, kind }) => (
          <button
            key={key}
            type="button"
            onClick={() => press(key)}
            aria-label={name}
            className={`min-h-[44px] rounded-md border text-lg font-semibold ${wide ? "col-span-4" : ""} ${
              kind === "eq"
                ? "border-brand bg-brand text-brand-ink hover:bg-brand/90"
                : kind === "op"
                  ? "border-line bg-brand-soft text-ink hover:bg-brand-soft/80"
                  : "border-line bg-surface-raised text-ink hover:bg-surface"
            }`}
          >
            {label ?? key}
          </button>
        ))}
      </div>
    </div>
  );
}
