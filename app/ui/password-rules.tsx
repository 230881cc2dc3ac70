import * as it from "../copy/it";

/**
 * The rules the upstream enforces on a new password, listed next to the field (decision 044). With
 * `met` (sign-up, once JavaScript runs) each rule is ticked as the customer types, in words as well as
 * with a mark.
 */
export function PasswordRules({ id, met }: { id: string; met?: readonly boolean[] }) {
  const copy = it.passwordRules;
  return (
    <div className="password-rules" id={id}>
      <p>{copy.intro}</p>
      <ul>
        {copy.rules.map((rule, index) => {
          const state = met?.[index];
          return (
            <li key={rule} className={state === undefined ? undefined : state ? "password-rules__met" : "password-rules__unmet"}>
              {state === undefined ? null : (
                <span aria-hidden="true" className="password-rules__mark">
                  {state ? "✓" : "•"}{" "}
                </span>
              )}
              {rule}
              {state === undefined ? null : <span className="visually-hidden">{state ? ` ${copy.met}` : ` ${copy.unmet}`}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
