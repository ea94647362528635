// The sign-up wizard's step rules (SPEC §4): steps first (0), second (1), last (2) and the teacher step (3).
export const LAST_STEP = 2;
export const TEACHER_STEP = 3;

export type WizardState = { current: number; remembered: number };
export type WizardAction = { type: "next" } | { type: "back" } | { type: "goTo"; index: number };

export const initialWizard: WizardState = { current: 0, remembered: 0 };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "next": // forward one, never past the last step; remember where we left
      return { current: Math.min(state.current + 1, LAST_STEP), remembered: state.current };
    case "back": // back one; from the first step, jump to the remembered step
      return state.current === 0 ? { ...state, current: state.remembered } : { ...state, current: state.current - 1 };
    case "goTo":
      return { ...state, current: action.index };
  }
}

export function wizardFlags(state: WizardState) {
  return {
    isFirstStep: state.current === 0,
    isSecondStep: state.current === 1,
    isLastStep: state.current === LAST_STEP,
    isTeacherSignUpStep: state.current === TEACHER_STEP,
  };
}

/** "Step n of m": teachers pass first, second, the teacher step (3), then last; everyone else 0, 1, 2. */
export function stepPosition(current: number, isTeacher: boolean): { index: number; count: number } {
  const order = isTeacher ? [0, 1, TEACHER_STEP, LAST_STEP] : [0, 1, LAST_STEP];
  return { index: order.indexOf(current) + 1, count: order.length };
}
