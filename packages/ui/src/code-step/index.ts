// @portal/ui/code-step: the one code step of every verify page (§2 VerifyCode), for the sign-in
// flows of mfe-prelogin and the contact verification of mfe-postlogin's settings pages. The page gives
// it where the code sent is kept (a SentCodeStore: the flows' is useFlowCodeStore). Not a Module
// Federation shared entry: each remote that shows it bundles it, as @portal/ui/card-form (decision
// 026); it reaches the stateful entries (forms, query, state, ui) by package name, so there is still
// one of each per page.
export { CodeStepForm, type CodeStepFormProps } from './code-step-form';
export type { SentCodeStore } from './sent-code-store';
export { useCodeStep, type CodeStep, type CodeStepOptions } from './use-code-step';
export { useFlowCodeStore } from './use-flow-code-store';
