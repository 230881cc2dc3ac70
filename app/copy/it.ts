/**
 * Every user-visible Italian string. Keys are English; sections follow the screens.
 * Functions take the values that only the server knows (helpline number, remaining time).
 */
// One module per area (issue 13; decision 111): code bundled for the browser imports this module as a
// namespace (`import * as it from ".../copy/it"`), so a page's bundle holds only the areas it reads.
import { common } from "./it/common";
import { forms } from "./it/forms";
import { formInput } from "./it/formInput";
import { login } from "./it/login";
import { emailSelection } from "./it/emailSelection";
import { resetPassword } from "./it/resetPassword";
import { toast } from "./it/toast";
import { feedback } from "./it/feedback";
import { errors } from "./it/errors";
import { account } from "./it/account";
import { otp } from "./it/otp";
import { confirmMobile } from "./it/confirmMobile";
import { changeMobile } from "./it/changeMobile";
import { confirmEmail } from "./it/confirmEmail";
import { consents } from "./it/consents";
import { consentList } from "./it/consentList";
import { changePassword } from "./it/changePassword";
import { passwordRules } from "./it/passwordRules";
import { insertPhone } from "./it/insertPhone";
import { signUp } from "./it/signUp";
import { signUpErrors } from "./it/signUpErrors";
import { signUpInvoicing } from "./it/signUpInvoicing";
import { signUpInvoicingErrors } from "./it/signUpInvoicingErrors";
import { signUpSuccess } from "./it/signUpSuccess";
import { signUpFinalizationSuccess } from "./it/signUpFinalizationSuccess";
import { signUpFinalization } from "./it/signUpFinalization";
import { help } from "./it/help";
import { errorSummary } from "./it/errorSummary";
import { pending } from "./it/pending";
import { loginEntry } from "./it/loginEntry";
import { flow } from "./it/flow";
import { security } from "./it/security";
import { failedSubmit } from "./it/failedSubmit";

export { common, forms, formInput, login, emailSelection, resetPassword, toast, feedback, errors, account, otp, confirmMobile, changeMobile, confirmEmail, consents, consentList, changePassword, passwordRules, insertPhone, signUp, signUpErrors, signUpInvoicing, signUpInvoicingErrors, signUpSuccess, signUpFinalizationSuccess, signUpFinalization, help, errorSummary, pending, loginEntry, flow, security, failedSubmit };
export { attemptsLeft, codeRejected, formatCountdown } from "./phrases";

/** Every area in one object, for the server's own modules (server/), which are not bundled for the browser. */
export const it = { common, forms, login, emailSelection, resetPassword, toast, feedback, errors, account, otp, confirmMobile, changeMobile, confirmEmail, consents, consentList, changePassword, passwordRules, insertPhone, signUp, signUpErrors, signUpInvoicing, signUpInvoicingErrors, signUpSuccess, signUpFinalizationSuccess, signUpFinalization, help, errorSummary, pending, loginEntry, flow, security, failedSubmit } as const;
