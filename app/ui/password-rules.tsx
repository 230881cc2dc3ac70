/** The rules the upstream enforces on a new password, listed next to the field (decision 044). */
export function PasswordRules({ id, intro, rules }: { id: string; intro: string; rules: readonly string[] }) {
  return (
    <div className="password-rules" id={id}>
      <p>{intro}</p>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
