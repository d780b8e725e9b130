// Signs a demo account in through REST, for the benchmark scripts.
const DEMO_PASSWORD = 'Flugakte-Demo-1'

/** The account's JWT as request headers (JSON bodies), and its user id. */
export async function login(baseURL, email) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`)
  const { token, user } = await response.json()
  return { headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' }, userId: user.id }
}
