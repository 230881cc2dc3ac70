/**
 * Every user-visible English string (issue 25), area for area the twin of app/copy/it.ts: the English
 * build resolves every import of app/copy/it to this module, so both name the same areas in the same order.
 * Each area is typed against its Italian one (app/copy/translation.ts); app/copy/en-is-complete.ts checks
 * the whole module.
 */
// One module per area, as in Italian (decision 111): a page's bundle holds only the areas it reads, and
// those in en/shell/ join the framework's chunk (issue 23).
export { common } from "./en/shell/common";
export { forms } from "./en/shell/forms";
export { formInput } from "./en/formInput";
export { login } from "./en/login";
export { emailSelection } from "./en/emailSelection";
export { resetPassword } from "./en/resetPassword";
export { toast } from "./en/shell/toast";
export { feedback } from "./en/feedback";
export { errors } from "./en/shell/errors";
export { account } from "./en/account";
export { otp } from "./en/otp";
export { confirmMobile } from "./en/confirmMobile";
export { changeMobile } from "./en/changeMobile";
export { confirmEmail } from "./en/confirmEmail";
export { consents } from "./en/consents";
export { consentList } from "./en/consentList";
export { changePassword } from "./en/changePassword";
export { passwordRules } from "./en/passwordRules";
export { commonPassword } from "./en/commonPassword";
export { insertPhone } from "./en/insertPhone";
export { signUp } from "./en/signUp";
export { signUpErrors } from "./en/signUpErrors";
export { signUpInvoicing } from "./en/signUpInvoicing";
export { signUpInvoicingErrors } from "./en/signUpInvoicingErrors";
export { signUpSuccess } from "./en/signUpSuccess";
export { signUpFinalizationSuccess } from "./en/signUpFinalizationSuccess";
export { emailConfirmedSuccess } from "./en/emailConfirmedSuccess";
export * as signUpFinalization from "./en/signUpFinalization/index";
export { help } from "./en/shell/help";
export { language } from "./en/shell/language";
export { accessibility } from "./en/accessibility";
export { errorSummary } from "./en/shell/errorSummary";
export { pending } from "./en/shell/pending";
export { loginEntry } from "./en/loginEntry";
export { flow } from "./en/flow";
export { security } from "./en/security";
export { failedSubmit } from "./en/shell/failedSubmit";
export { attemptsLeft, codeRejected, formatCountdown } from "./en/phrases";
