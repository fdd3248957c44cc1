/**
 * The math problem's on-screen calculator (requirement learning-validation-rules): a small expression evaluator (no `eval`)
 * and the key-press state machine behind the buttons. Division by zero gives 0.
 *
 * Grammar (usual precedence, left to right):
 *   expression := term (("+" | "-") term)*
 *   term       := factor (("×" | "÷") factor)*
 *   factor     := ("-" | "+") factor | primary "%"?
 *   primary    := number | "(" expression ")"
 */

export type CalculatorKey =
  "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "." | "+" | "-" | "×" | "÷" | "(" | ")" | "%" | "=" | "C" | "⌫";

export type CalculatorState = {
  /** What the learner has typed (or the last result after "="). */
  expression: string;
  /** Set after "=": the expression that was evaluated, shown above the result. */
  previous: string | null;
  /** True after "=", so that a digit starts a new calculation and an operator continues the result. */
  evaluated: boolean;
  error: boolean;
};

export const INITIAL_CALCULATOR: CalculatorState = { expression: "", previous: null, evaluated: false, error: false };

const OPERATORS = new Set(["+", "-", "×", "÷"]);

type Token = { type: "number"; value: number } | { type: "op"; value: string };

function tokenize(input: string): Token[] | null {
  const source = input.replace(/\*/g, "×").replace(/\//g, "÷").replace(/\s+/g, "").replace(/,/g, "");
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (/[\d.]/.test(char)) {
      const match = /^(?:\d+\.?\d*|\.\d+)/.exec(source.slice(i));
      if (!match) return null;
      tokens.push({ type: "number", value: Number(match[0]) });
      i += match[0].length;
    } else if ("+-×÷()%".includes(char)) {
      tokens.push({ type: "op", value: char });
      i += 1;
    } else {
      return null;
    }
  }
  return tokens;
}

/** The value of an arithmetic expression, or null when it is empty or malformed. */
export function evaluateExpression(input: string): number | null {
  const parsed = tokenize(input);
  if (!parsed || parsed.length === 0) return null;
  const tokens: Token[] = parsed;
  let position = 0;
  const peek = () => tokens[position];
  const isOp = (value: string) => peek()?.type === "op" && peek()?.value === value;

  function expression(): number | null {
    let left = term();
    while (left !== null && (isOp("+") || isOp("-"))) {
      const op = tokens[position++].value;
      const right = term();
      if (right === null) return null;
      left = op === "+" ? left + right : left - right;
    }
    return left;
  }

  function term(): number | null {
    let left = factor();
    while (left !== null && (isOp("×") || isOp("÷"))) {
      const op = tokens[position++].value;
      const right = factor();
      if (right === null) return null;
      left = op === "×" ? left * right : right === 0 ? 0 : left / right;
    }
    return left;
  }

  function factor(): number | null {
    if (isOp("-") || isOp("+")) {
      const sign = tokens[position++].value === "-" ? -1 : 1;
      const value = factor();
      return value === null ? null : sign * value;
    }
    let value = primary();
    if (value !== null && isOp("%")) {
      position += 1;
      value = value / 100;
    }
    return value;
  }

  function primary(): number | null {
    const token = peek();
    if (!token) return null;
    if (token.type === "number") {
      position += 1;
      return token.value;
    }
    if (token.value === "(") {
      position += 1;
      const value = expression();
      if (value === null || !isOp(")")) return null;
      position += 1;
      return value;
    }
    return null;
  }

  const result = expression();
  if (result === null || position !== tokens.length || !Number.isFinite(result)) return null;
  return result;
}

/** Twelve significant digits: hides binary noise (0.1 + 0.2 → 0.3) without rounding money. */
export function formatCalculatorNumber(value: number): string {
  const rounded = Number(value.toPrecision(12));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The number being typed at the end of the expression (for the one-decimal-point check). */
function currentNumber(expression: string): string {
  return /[\d.]*$/.exec(expression)?.[0] ?? "";
}

function lastChar(expression: string): string {
  return expression.slice(-1);
}

export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === "C") return INITIAL_CALCULATOR;

  if (key === "=") {
    if (state.expression === "" || state.evaluated) return state;
    const value = evaluateExpression(state.expression);
    if (value === null) return { ...state, error: true };
    return { expression: formatCalculatorNumber(value), previous: state.expression, evaluated: true, error: false };
  }

  if (key === "⌫") {
    if (state.evaluated) return { ...INITIAL_CALCULATOR, expression: state.expression.slice(0, -1) };
    return { ...state, expression: state.expression.slice(0, -1), error: false };
  }

  const startsFresh = state.evaluated && (/\d/.test(key) || key === "." || key === "(");
  const expression = startsFresh ? "" : state.expression;
  const base: CalculatorState = { expression, previous: startsFresh ? null : state.previous, evaluated: false, error: false };
  const last = lastChar(expression);

  if (/\d/.test(key)) {
    if (last === ")" || last === "%") return { ...base, expression: `${expression}×${key}` };
    // "0" then "5" becomes "5", not "05".
    if (currentNumber(expression) === "0") return { ...base, expression: expression.slice(0, -1) + key };
    return { ...base, expression: expression + key };
  }

  if (key === ".") {
    if (currentNumber(expression).includes(".")) return state;
    if (last === ")" || last === "%") return { ...base, expression: `${expression}×0.` };
    if (!/\d/.test(last)) return { ...base, expression: `${expression}0.` };
    return { ...base, expression: `${expression}.` };
  }

  if (OPERATORS.has(key)) {
    if (expression === "" || last === "(") {
      // Only a sign may start an expression or a bracket.
      return key === "-" ? { ...base, expression: expression + key } : state;
    }
    if (OPERATORS.has(last)) {
      const beforeLast = lastChar(expression.slice(0, -1));
      // "5×-" may stay (a negative factor); otherwise the new operator replaces the old one.
      if (key === "-" && (last === "×" || last === "÷")) return { ...base, expression: expression + key };
      if (OPERATORS.has(beforeLast)) return { ...base, expression: expression.slice(0, -2) + key };
      return { ...base, expression: expression.slice(0, -1) + key };
    }
    if (last === ".") return { ...base, expression: expression.slice(0, -1) + key };
    return { ...base, expression: expression + key };
  }

  if (key === "(") {
    if (/[\d.)%]/.test(last)) return { ...base, expression: `${expression}×(` };
    return { ...base, expression: `${expression}(` };
  }

  if (key === ")") {
    const open = (expression.match(/\(/g) ?? []).length;
    const closed = (expression.match(/\)/g) ?? []).length;
    if (open <= closed || !/[\d.)%]/.test(last)) return state;
    return { ...base, expression: `${expression})` };
  }

  // "%"
  if (!/[\d)]/.test(last)) return state;
  return { ...base, expression: `${expression}%` };
}

/** A physical key to a calculator key (Enter is "=", Escape clears), or null. */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (/^[0-9]$/.test(key)) return key as CalculatorKey;
  const map: Record<string, CalculatorKey> = {
    ".": ".",
    ",": ".",
    "+": "+",
    "-": "-",
    "*": "×",
    x: "×",
    "×": "×",
    "/": "÷",
    "÷": "÷",
    "(": "(",
    ")": ")",
    "%": "%",
    "=": "=",
    Enter: "=",
    Backspace: "⌫",
    Escape: "C",
    Delete: "C",
  };
  return map[key] ?? null;
}
