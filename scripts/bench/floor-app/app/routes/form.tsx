import { Form, useActionData } from "react-router";

// One form page of two fields and nothing else: no product code, no styles, no validation.
export async function action({ request }: { request: Request }) {
  const form = await request.formData();
  return { email: String(form.get("email") ?? "") };
}

export default function FormPage() {
  const data = useActionData<typeof action>();
  return (
    <main>
      <h1>Accedi</h1>
      {data ? <p role="status">Ricevuto: {data.email}</p> : null}
      <Form method="post">
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">Accedi</button>
      </Form>
    </main>
  );
}
