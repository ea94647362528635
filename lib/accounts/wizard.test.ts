import { describe, expect, it } from "vitest";
import { initialWizard, stepPosition, wizardFlags, wizardReducer, type WizardState } from "./wizard";

const run = (...actions: Parameters<typeof wizardReducer>[1][]) =>
  actions.reduce<WizardState>((s, a) => wizardReducer(s, a), initialWizard);

describe("sign-up wizard", () => {
  it("starts on the first step", () => {
    expect(wizardFlags(initialWizard)).toEqual({
      isFirstStep: true,
      isSecondStep: false,
      isLastStep: false,
      isTeacherSignUpStep: false,
    });
  });

  it("next moves one step forward and stops at the last step", () => {
    expect(run({ type: "next" }).current).toBe(1);
    expect(run({ type: "next" }, { type: "next" }).current).toBe(2);
    expect(run({ type: "next" }, { type: "next" }, { type: "next" }).current).toBe(2);
  });

  it("next remembers the step it left", () => {
    expect(run({ type: "next" }, { type: "next" }).remembered).toBe(1);
  });

  it("back moves one step, and from the first step jumps to the remembered step", () => {
    expect(run({ type: "next" }, { type: "next" }, { type: "back" }).current).toBe(1);
    const s = run({ type: "next" }, { type: "next" }, { type: "goTo", index: 0 });
    expect(wizardReducer(s, { type: "back" }).current).toBe(1);
  });

  it("go-to jumps to any index, including the teacher step at index 3", () => {
    const s = run({ type: "goTo", index: 3 });
    expect(s.current).toBe(3);
    expect(wizardFlags(s).isTeacherSignUpStep).toBe(true);
    expect(wizardReducer(s, { type: "next" }).current).toBe(2); // next from the teacher step reaches the last step
  });
});

describe("stepPosition", () => {
  it("counts the teacher step between the second and the last", () => {
    expect([0, 1, 3, 2].map((s) => stepPosition(s, true).index)).toEqual([1, 2, 3, 4]);
    expect(stepPosition(2, true).count).toBe(4);
    expect([0, 1, 2].map((s) => stepPosition(s, false))).toEqual([
      { index: 1, count: 3 },
      { index: 2, count: 3 },
      { index: 3, count: 3 },
    ]);
  });
});
