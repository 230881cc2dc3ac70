import { z } from "zod";
import * as it from "../copy/it";
import { OTP_LENGTH, OtpIntent, stripCodeSeparators } from "./otp-fields";
import { form } from "./form";
import { text } from "./text-schema";

// Server code keeps importing these from here; components import otp-fields.ts (decision 113).
export { OTP_LENGTH, OtpIntent, stripCodeSeparators };

z.config({ jitless: true });

const CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The code form of every OTP screen (SMS or e-mail), shared by the browser and the action (design §3). */
export const otpCodeSchema = z.object({
  code: text(it.otp.codeMissing)
    .transform(stripCodeSeparators)
    // A code of separators alone is missing too (conform reads the emptied text as absent).
    .pipe(text(it.otp.codeMissing).min(1, it.otp.codeMissing).regex(CODE, it.otp.codeInvalid)),
});

export const otpCodeForm = form(otpCodeSchema);
