import { describe, expect, it } from "vitest";
import {
  evaluateExpression,
  formatCalculatorNumber,
  INITIAL_CALCULATOR,
  keyFromKeyboard,
  pressKey,
  type CalculatorKey,
  type CalculatorState,
} from "./calculator";

function press(keys: string, from: CalculatorState = INITIAL_CALCULATOR): CalculatorState {
  // "⌫" and "C" are single characters, so a string spells a key sequence.
  return [...keys].reduce((state, key) => pressKey(state, key as CalculatorKey), from);
}

describe("evaluateExpression", () => {
  it.each([
    ["1+2", 3],
    ["2+3×4", 14],
    ["(2+3)×4", 20],
    ["10-4-3", 3],
    ["100÷4÷5", 5],
    ["2*3/4", 1.5],
    ["-5+2", -3],
    ["5×-2", -10],
    ["--5", 5],
    ["+7", 7],
    ["50%", 0.5],
    ["248500×6%", 14910],
    [".5+.25", 0.75],
    ["1,000×2", 2000],
    [" 3 × ( 4 + 1 ) ", 15],
    ["((1))", 1],
    ["248500×0.06×0.5×0.65", 4845.75],
  ])("%s = %d", (input, expected) => {
    expect(evaluateExpression(input)).toBeCloseTo(expected, 9);
  });

  it("gives 0 for a division by zero, and carries on from there", () => {
    expect(evaluateExpression("5÷0")).toBe(0);
    expect(evaluateExpression("5/0+3")).toBe(3);
    expect(evaluateExpression("0÷0")).toBe(0);
    expect(evaluateExpression("5÷(2-2)")).toBe(0);
  });

  it.each(["", "1+", "×2", "(1+2", "1+2)", "()", "1..2", "abc", "2^3", "1e5", "%", "alert(1)"])("refuses %j", (input) => {
    expect(evaluateExpression(input)).toBeNull();
  });
});

describe("formatCalculatorNumber", () => {
  it("hides binary noise and negative zero", () => {
    expect(formatCalculatorNumber(0.1 + 0.2)).toBe("0.3");
    expect(formatCalculatorNumber(4845.75)).toBe("4845.75");
    expect(formatCalculatorNumber(-0)).toBe("0");
    expect(formatCalculatorNumber(1 / 3)).toBe("0.333333333333");
    expect(formatCalculatorNumber(125000)).toBe("125000");
  });
});

describe("pressKey", () => {
  it("builds and evaluates an expression", () => {
    const state = press("12+3×4=");
    expect(state).toEqual({ expression: "24", previous: "12+3×4", evaluated: true, error: false });
  });

  it("divides by zero to 0", () => {
    expect(press("7÷0=").expression).toBe("0");
  });

  it("starts fresh with a digit after =, continues with an operator", () => {
    expect(press("2+2=5").expression).toBe("5");
    expect(press("2+2=×3=").expression).toBe("12");
    expect(press("2+2=.").expression).toBe("0.");
  });

  it("keeps one decimal point per number and adds a leading zero", () => {
    expect(press("1.2.3").expression).toBe("1.23");
    expect(press(".5").expression).toBe("0.5");
    expect(press("1+.").expression).toBe("1+0.");
    expect(press("1.5+2.5").expression).toBe("1.5+2.5");
  });

  it("drops a leading zero", () => {
    expect(press("007").expression).toBe("7");
    expect(press("1+05").expression).toBe("1+5");
    expect(press("10").expression).toBe("10");
  });

  it("replaces a repeated operator but allows a negative factor", () => {
    expect(press("5+×2").expression).toBe("5×2");
    expect(press("5×-2").expression).toBe("5×-2");
    expect(press("5×-+2").expression).toBe("5+2");
    expect(press("5.+").expression).toBe("5+");
  });

  it("lets only a minus sign start an expression or a bracket", () => {
    expect(press("×").expression).toBe("");
    expect(press("-3").expression).toBe("-3");
    expect(press("(÷").expression).toBe("(");
    expect(press("(-2)").expression).toBe("(-2)");
  });

  it("inserts × before a bracket or after a closing one", () => {
    expect(press("2(3)").expression).toBe("2×(3)");
    expect(press("(2)3").expression).toBe("(2)×3");
    expect(press("(2+3)4=").expression).toBe("20");
  });

  it("only closes an open bracket after a number", () => {
    expect(press(")").expression).toBe("");
    expect(press("(2+)").expression).toBe("(2+");
    expect(press("(2))").expression).toBe("(2)");
  });

  it("applies percent after a number", () => {
    expect(press("%").expression).toBe("");
    expect(press("200×15%=").expression).toBe("30");
    expect(press("50%2").expression).toBe("50%×2");
  });

  it("marks a malformed expression as an error without losing it", () => {
    const state = press("(2+3=");
    expect(state).toMatchObject({ expression: "(2+3", error: true, evaluated: false });
    expect(press("=", INITIAL_CALCULATOR)).toEqual(INITIAL_CALCULATOR);
    expect(press(")=", state)).toMatchObject({ expression: "5", error: false });
  });

  it("deletes and clears", () => {
    expect(press("123⌫").expression).toBe("12");
    expect(press("⌫").expression).toBe("");
    expect(press("12+3C")).toEqual(INITIAL_CALCULATOR);
    expect(press("12+3=⌫")).toEqual({ ...INITIAL_CALCULATOR, expression: "1" });
  });

  it("ignores = right after a result", () => {
    const state = press("2×3=");
    expect(pressKey(state, "=")).toBe(state);
  });
});

describe("keyFromKeyboard", () => {
  it("maps typing keys to calculator keys", () => {
    expect(keyFromKeyboard("7")).toBe("7");
    expect(keyFromKeyboard("*")).toBe("×");
    expect(keyFromKeyboard("/")).toBe("÷");
    expect(keyFromKeyboard("Enter")).toBe("=");
    expect(keyFromKeyboard("Backspace")).toBe("⌫");
    expect(keyFromKeyboard("Escape")).toBe("C");
    expect(keyFromKeyboard(",")).toBe(".");
    expect(keyFromKeyboard("a")).toBeNull();
    expect(keyFromKeyboard("F5")).toBeNull();
  });
});
