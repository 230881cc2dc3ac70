/**
 * Every user-visible Italian string. Keys are English; sections follow the screens.
 * Functions take the values that only the server knows (helpline number, remaining time).
 */
// One module per area (issue 13; decision 111), each named once here: code imports this module as a
// namespace (`import * as it from ".../copy/it"`), so a page's bundle holds only the areas it reads.
// The areas every enhanced page reads live in it/shell/, which loads with the framework (issue 23).
export { common } from "./it/shell/common";
export { forms } from "./it/shell/forms";
export { formInput } from "./it/formInput";
export { login } from "./it/login";
export { emailSelection } from "./it/emailSelection";
export { resetPassword } from "./it/resetPassword";
export { toast } from "./it/shell/toast";
export { feedback } from "./it/feedback";
export { errors } from "./it/shell/errors";
export { account } from "./it/account";
export { otp } from "./it/otp";
export { confirmMobile } from "./it/confirmMobile";
export { changeMobile } from "./it/changeMobile";
export { confirmEmail } from "./it/confirmEmail";
export { consents } from "./it/consents";
export { consentList } from "./it/consentList";
export { changePassword } from "./it/changePassword";
export { passwordRules } from "./it/passwordRules";
export { commonPassword } from "./it/commonPassword";
export { insertPhone } from "./it/insertPhone";
export { signUp } from "./it/signUp";
export { signUpErrors } from "./it/signUpErrors";
export { signUpInvoicing } from "./it/signUpInvoicing";
export { signUpInvoicingErrors } from "./it/signUpInvoicingErrors";
export { signUpSuccess } from "./it/signUpSuccess";
export { signUpFinalizationSuccess } from "./it/signUpFinalizationSuccess";
export { emailConfirmedSuccess } from "./it/emailConfirmedSuccess";
export * as signUpFinalization from "./it/signUpFinalization/index";
export { help } from "./it/shell/help";
export { language } from "./it/shell/language";
export { accessibility } from "./it/accessibility";
export { errorSummary } from "./it/shell/errorSummary";
export { pending } from "./it/shell/pending";
export { loginEntry } from "./it/loginEntry";
export { flow } from "./it/flow";
export { security } from "./it/security";
export { failedSubmit } from "./it/shell/failedSubmit";
export { attemptsLeft, codeRejected, formatCountdown } from "./phrases";
