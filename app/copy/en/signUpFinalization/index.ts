// One module per screen, as in Italian (issue 23): a screen's bundle holds only the modules it reads.
export { root } from "./root";
export { selectMobile } from "./selectMobile";
export { codeSent, codeAlreadySent, requestsLeft } from "./codes";
export { unassociatedFailure, associatedFailure } from "./failures";
export { verifyMobile } from "./verifyMobile";
export { selectEmail } from "./selectEmail";
export { confirmEmailPin } from "./confirmEmailPin";
export { setPassword } from "./setPassword";
